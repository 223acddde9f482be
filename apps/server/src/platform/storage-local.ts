import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import { isSafeKey, type LocalStorage, type StagedFile } from './storage';

type LocalConfig = Pick<Config, 'dataDir' | 'publicUrl' | 'mediaBaseUrl' | 'uploadSecret'>;

/** Objects as files under `${dataDir}/uploads/<key>`, served by the uploads module. */
export function createLocalStorage(config: LocalConfig): LocalStorage {
  const root = path.join(config.dataDir, 'uploads');
  // Inside the same directory tree so a finished file is moved, never copied; keys cannot start with a dot.
  const tmp = path.join(root, '.tmp');
  // Root-relative (issue 18): the same site opened at 127.0.0.1 or behind another name still finds
  // its files. Only MEDIA_BASE_URL (a CDN) makes them absolute; mail makes its own absolute.
  const ownBase = '/uploads';
  const publicBase = (config.mediaBaseUrl ?? ownBase).replace(/\/$/, '');
  const privateBase = '/api/upload/private';
  // addresses given out before that, still stored in rows: their keys are still ours
  const legacyBases = [`${config.publicUrl}${ownBase}`, `${config.publicUrl}${privateBase}`];

  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe object key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  const tempFile = async () => {
    await mkdir(tmp, { recursive: true });
    return path.join(tmp, randomBytes(16).toString('hex'));
  };
  const sign = (key: string, expires: string) =>
    createHmac('sha256', config.uploadSecret).update(`private-url\n${key}\n${expires}`).digest('base64url');

  return {
    kind: 'local',
    publicUrl: (key) => `${publicBase}/${key}`,

    async signedUrl(key, ttlSeconds) {
      const expires = String(Math.floor(Date.now() / 1000) + ttlSeconds);
      return `${privateBase}/${key}?expires=${expires}&sig=${sign(key, expires)}`;
    },

    verifySignature(key, expires, sig) {
      if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < Date.now()) return false;
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    async put(key, body) {
      const target = fileOf(key);
      const temp = await tempFile();
      await writeFile(temp, body);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temp, target);
    },

    async stage(source: Readable, through: Transform = new PassThrough()): Promise<StagedFile> {
      const temp = await tempFile();
      const discard = () => rm(temp, { force: true });
      // The pipeline is in place before the first byte flows, so every error of `through` lands here.
      const written = pipeline(through, createWriteStream(temp, { flags: 'wx' }));
      const forward = (error: Error) => through.destroy(error);
      source.once('error', forward);
      source.pipe(through);
      try {
        await written;
      } catch (error) {
        // Read the rest of a refused upload so the request can end and be answered.
        source.unpipe(through);
        source.resume();
        await discard();
        throw error;
      } finally {
        source.off('error', forward);
      }
      const { size } = await stat(temp);
      return {
        size,
        discard,
        async commit(key) {
          const target = fileOf(key);
          await mkdir(path.dirname(target), { recursive: true });
          try {
            // A hard link fails when the target exists: a key is written once, never overwritten.
            await link(temp, target);
            return true;
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
            throw error;
          } finally {
            await discard();
          }
        },
      };
    },

    async open(key) {
      if (!isSafeKey(key)) return undefined;
      const file = fileOf(key);
      const info = await stat(file).catch(() => undefined);
      return info?.isFile() ? { path: file, size: info.size } : undefined;
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },

    keyOf(address) {
      for (const base of new Set([publicBase, ownBase, privateBase, ...legacyBases])) {
        if (address.startsWith(`${base}/`)) {
          const key = address.slice(base.length + 1).replace(/[?#].*$/, '');
          return isSafeKey(key) ? key : undefined;
        }
      }
      return isSafeKey(address) ? address : undefined;
    },
  };
}
