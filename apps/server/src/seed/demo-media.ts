import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '../db/client';
import { uploads } from '../db/schema/uploads';
import { createMedia } from '../modules/products/media-service';
import type { Storage } from '../platform/storage';
import { serverRoot } from '../server-root';

/** The films made by seed-media/make-seed-media.mjs from our own drawings (decision 050). */
const seedDir = () => path.join(serverRoot(), 'seed-media');

const GUIDES = [
  {
    product: 'cyberboard-r2',
    file: 'cyberboard-r2_5-disassembly',
    title: { cn: 'CYBERBOARD R2.5 拆装教程', en: 'Taking apart the CYBERBOARD R2.5' },
  },
  {
    product: 'carpio-am-editon',
    file: 'carpio-user-guide',
    title: { cn: 'CARPIO G2.0 使用教程', en: 'Using the CARPIO G2.0' },
  },
] as const;

/** Stores a seed file as a public upload of staff's, as the upload path would have. */
async function stored(
  tx: DbOrTx,
  storage: Storage,
  staffId: number,
  file: string,
  kind: 'image' | 'video',
): Promise<string> {
  const body = await readFile(path.join(seedDir(), file));
  const type = kind === 'video' ? 'video/mp4' : 'image/png';
  const key = `product-media/demo/${file}`;
  await storage.put(key, body, type);
  await tx
    .insert(uploads)
    .values({ key, userId: staffId, fileType: kind, contentType: type, name: file, size: body.length })
    .onConflictDoNothing({ target: uploads.key });
  return storage.publicUrl(key);
}

/** Issue 34 item 2: both video guides play a film after `npm start`. */
export async function seedProductMedia(tx: DbOrTx, storage: Storage, staffId: number): Promise<void> {
  for (const guide of GUIDES) {
    const url = await stored(tx, storage, staffId, `${guide.file}.mp4`, 'video');
    const poster = await stored(tx, storage, staffId, `${guide.file}-poster.png`, 'image');
    await createMedia(
      tx,
      storage,
      guide.product,
      {
        kind: 'video',
        url,
        poster_url: poster,
        slot: 'guide',
        alt_cn: guide.title.cn,
        alt_en: guide.title.en,
      },
      staffId,
    );
  }
}
