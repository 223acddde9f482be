import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_AVATAR_MAX_MB } from '@miao/contracts/limits';
import { uploads } from '../../db/schema/uploads';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { isOwnUploadUrl } from './stored-files';

const SECRET = 'test-upload-secret-0123456789abcdef';

function mp4Bytes(): Buffer {
  const box = (type: string, payload: Buffer) => {
    const b = Buffer.alloc(8 + payload.length);
    b.writeUInt32BE(b.length, 0);
    b.write(type, 4, 'latin1');
    payload.copy(b, 8);
    return b;
  };
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41')]),
  );
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(256, 7))]);
}

const image = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3cf0ff' } })
    .toFormat(format)
    .toBuffer();

interface Signature {
  access_id: string;
  policy: string;
  signature: string;
  path: string;
  host: string;
  fields: Record<string, string>;
  private_bucket_sign_url: string;
  url: string;
  max_bytes: number;
}

describe('uploads on local disk', () => {
  let t: TestApp;
  let userId: number;
  let auth: { authorization: string };
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await buildUser(t.db)).id;
    auth = await authHeader(t.config, userId);
    png = await image('png');
  });
  afterAll(() => t.close());

  const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
  /** Every file under the uploads directory, temporary ones included. */
  const filesOnDisk = (): string[] => {
    try {
      return readdirSync(uploadsDir(), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(uploadsDir(), path.join(e.parentPath, e.name)))
        .sort();
    } catch {
      return [];
    }
  };
  const rowCount = async () => Number((await t.db.select({ n: count() }).from(uploads))[0]!.n);

  async function sign(body: Record<string, unknown>, headers: Record<string, string> = auth) {
    return t.app.inject({ method: 'POST', url: '/api/upload/signature', headers, payload: body });
  }
  async function signed(body: Record<string, unknown>): Promise<Signature> {
    const res = await sign(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  /** Posts the form the way the browser does: the signature fields, then the file. */
  async function post(fields: Record<string, string>, file: { bytes: Buffer; name: string; type?: string }) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
    const body = new Response(form);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload/local',
      headers: { 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
  }
  /** A refusal: the code and message, and nothing written (no file, no temporary file, no row). */
  async function expectRefused(
    attempt: () => Promise<{ statusCode: number; json: () => unknown }>,
    status: number,
    body: { code: string; message: string },
  ) {
    const files = filesOnDisk();
    const rows = await rowCount();
    const res = await attempt();
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
    expect(filesOnDisk()).toEqual(files);
    expect(await rowCount()).toBe(rows);
  }

  it('refuses a signature to a signed-out visitor', async () => {
    const res = await sign({ file_prefix: 'task', file_type: 'image', file_name: 'cat.png' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'sign_in_required', message: 'Please sign in' });
  });

  it('signs a key chosen by the server with a limited, expiring policy', async () => {
    const before = Math.floor(Date.now() / 1000);
    const s = await signed({ file_prefix: 'task', file_type: 'image', file_name: '../../etc/My Cat.PNG' });
    expect(s.path).toMatch(/^task\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    // root-relative (issue 18): the same site at 127.0.0.1 or localhost finds them
    expect(s.host).toBe('/api/upload/local');
    expect(s.url).toBe(`/uploads/${s.path}`);
    expect(s.private_bucket_sign_url).toBe('');
    expect(s.max_bytes).toBe(20 * 1024 * 1024);
    expect(s.fields).toEqual({ access_id: 'local', policy: s.policy, signature: s.signature, key: s.path });
    expect(s.signature).toBe(createHmac('sha256', SECRET).update(s.policy).digest('base64url'));
    const policy = JSON.parse(Buffer.from(s.policy, 'base64url').toString('utf8'));
    expect(policy).toMatchObject({
      key: s.path,
      file_type: 'image',
      max_bytes: 20 * 1024 * 1024,
      private: false,
      user_id: userId,
      name: 'My Cat.PNG',
      content_type: 'image/png',
    });
    expect(policy.expires - before).toBeGreaterThanOrEqual(600);
    expect(policy.expires - before).toBeLessThanOrEqual(601);
  });

  it('refuses to sign a name whose type the kind does not allow', async () => {
    for (const [file_type, file_name] of [
      ['avatar', 'me.gif'],
      ['image', 'page.html'],
      ['video', 'clip.mov'],
      ['image', 'no-extension'],
    ]) {
      const res = await sign({ file_type, file_name });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        code: 'upload_type_invalid',
        message: 'Upload file type is not supported',
      });
    }
    const res = await sign({ file_type: 'sticker', file_name: 'a.png' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: ['file_type'] });
  });

  it('stores a PNG image and serves it inline with long cache headers', async () => {
    const s = await signed({ file_prefix: 'task', file_type: 'image', file_name: 'cat.png' });
    const res = await post(s.fields, { bytes: png, name: 'cat.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ url: s.url, name: 'cat.png', type: 'image' });
    expect(readFileSync(path.join(uploadsDir(), s.path))).toEqual(png);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, s.path));
    expect(row).toMatchObject({
      userId,
      fileType: 'image',
      contentType: 'image/png',
      name: 'cat.png',
      size: png.length,
      isPrivate: false,
    });

    const served = await t.app.inject({ method: 'GET', url: s.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(png);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(filesOnDisk().filter((f) => f.startsWith('.tmp'))).toEqual([]);
  });

  it('stores a JPEG avatar that the profile may then use', async () => {
    const jpeg = await image('jpeg');
    const s = await signed({ file_prefix: 'avatar', file_type: 'avatar', file_name: 'me.jpg' });
    const res = await post(s.fields, { bytes: jpeg, name: 'me.jpg', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ url: s.url, name: 'me.jpg', type: 'image' });
    const { db } = t;
    const { storage } = t.app.deps;
    expect(await isOwnUploadUrl(db, storage, s.url, ['avatar'])).toBe(true);
    expect(await isOwnUploadUrl(db, storage, s.url, ['image'])).toBe(false);
    expect(await isOwnUploadUrl(db, storage, s.path, ['avatar'])).toBe(false);
    expect(await isOwnUploadUrl(db, storage, `https://evil.example.com/uploads/${s.path}`, ['avatar'])).toBe(
      false,
    );
    expect(
      await isOwnUploadUrl(db, storage, 'http://localhost:3000/uploads/avatar/2020/01/none.png', ['avatar']),
    ).toBe(false);
  });

  it('stores an MP4 video and answers byte ranges', async () => {
    const mp4 = mp4Bytes();
    const s = await signed({ file_type: 'video', file_name: 'clip.mp4' });
    const res = await post(s.fields, { bytes: mp4, name: 'clip.mp4', type: 'video/mp4' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ url: s.url, name: 'clip.mp4', type: 'video' });
    const url = s.url;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${mp4.length}`);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const beyond = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${mp4.length}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('stores any file as a download', async () => {
    const text = Buffer.from('plain notes\n');
    const s = await signed({ file_type: 'file', file_name: 'notes 笔记.txt' });
    expect(s.path).toMatch(/\.txt$/);
    expect(s.max_bytes).toBe(50 * 1024 * 1024);
    const res = await post(s.fields, { bytes: text, name: 'notes.txt', type: 'text/plain' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ url: s.url, name: 'notes 笔记.txt', type: 'file' });
    const served = await t.app.inject({ method: 'GET', url: s.url });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('plain notes\n');
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="notes __.txt"; filename*=UTF-8''${encodeURIComponent('notes 笔记.txt')}`,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a PNG named .mp4 posted as a video', async () => {
    const s = await signed({ file_type: 'video', file_name: 'clip.mp4' });
    await expectRefused(() => post(s.fields, { bytes: png, name: 'clip.mp4', type: 'video/mp4' }), 415, {
      code: 'upload_type_invalid',
      message: 'Upload file type is not supported',
    });
  });

  it('refuses HTML posted as an image', async () => {
    const s = await signed({ file_type: 'image', file_name: 'cat.png' });
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    await expectRefused(() => post(s.fields, { bytes: html, name: 'cat.png', type: 'image/png' }), 415, {
      code: 'upload_type_invalid',
      message: 'Upload file type is not supported',
    });
  });

  it('refuses a GIF posted as an avatar even under a .png name', async () => {
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const s = await signed({ file_type: 'avatar', file_name: 'me.png' });
    await expectRefused(() => post(s.fields, { bytes: gif, name: 'me.png' }), 415, {
      code: 'upload_type_invalid',
      message: 'Upload file type is not supported',
    });
  });

  it('refuses an avatar one byte over its limit', async () => {
    const s = await signed({ file_type: 'avatar', file_name: 'me.png' });
    expect(s.max_bytes).toBe(UPLOAD_AVATAR_MAX_MB * 1024 * 1024);
    const big = Buffer.concat([png, Buffer.alloc(s.max_bytes + 1 - png.length)]);
    await expectRefused(() => post(s.fields, { bytes: big, name: 'me.png', type: 'image/png' }), 413, {
      code: 'upload_size_exceeded',
      message: 'Upload file size exceeds limit',
    });
  });

  it('accepts an avatar of exactly its limit', async () => {
    const s = await signed({ file_type: 'avatar', file_name: 'me.png' });
    const exact = Buffer.concat([png, Buffer.alloc(s.max_bytes - png.length)]);
    const res = await post(s.fields, { bytes: exact, name: 'me.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
