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
import { isOwnUploadUrl } from './service';

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
    expect(s.host).toBe('http://localhost:3000/api/upload/local');
    expect(s.url).toBe(`http://localhost:3000/uploads/${s.path}`);
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

    const served = await t.app.inject({ method: 'GET', url: new URL(s.url).pathname });
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
    const url = new URL(s.url).pathname;
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
    const served = await t.app.inject({ method: 'GET', url: new URL(s.url).pathname });
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

  const invalidSignature = {
    code: 'upload_signature_invalid',
    message: 'Upload signature is invalid or expired',
  };

  it('refuses a tampered signature or policy', async () => {
    const s = await signed({ file_type: 'image', file_name: 'cat.png' });
    const flipped = `${s.signature.slice(0, -1)}${s.signature.endsWith('A') ? 'B' : 'A'}`;
    await expectRefused(
      () => post({ ...s.fields, signature: flipped }, { bytes: png, name: 'cat.png' }),
      403,
      invalidSignature,
    );
    // A larger limit written into the policy breaks its signature.
    const policy = JSON.parse(Buffer.from(s.policy, 'base64url').toString('utf8'));
    const raised = Buffer.from(JSON.stringify({ ...policy, max_bytes: 10 ** 9 })).toString('base64url');
    await expectRefused(
      () => post({ ...s.fields, policy: raised }, { bytes: png, name: 'cat.png' }),
      403,
      invalidSignature,
    );
    await expectRefused(
      () => post({ ...s.fields, access_id: 'someone' }, { bytes: png, name: 'cat.png' }),
      403,
      invalidSignature,
    );
  });

  it('refuses an expired signature', async () => {
    const key = 'task/2020/01/0123456789abcdef0123456789abcdef.png';
    const policy = Buffer.from(
      JSON.stringify({
        key,
        file_type: 'image',
        max_bytes: 1024 * 1024,
        private: false,
        user_id: userId,
        name: 'old.png',
        content_type: 'image/png',
        expires: Math.floor(Date.now() / 1000) - 1,
      }),
    ).toString('base64url');
    const signature = createHmac('sha256', SECRET).update(policy).digest('base64url');
    await expectRefused(
      () => post({ access_id: 'local', policy, signature, key }, { bytes: png, name: 'old.png' }),
      403,
      invalidSignature,
    );
  });

  it('refuses a key other than the signed one', async () => {
    const s = await signed({ file_type: 'image', file_name: 'cat.png' });
    const other = s.path.replace(/[0-9a-f]{32}/, 'f'.repeat(32));
    await expectRefused(
      () => post({ ...s.fields, key: other }, { bytes: png, name: 'cat.png' }),
      403,
      invalidSignature,
    );
  });

  it('never overwrites: posting a signed form again answers the file already stored', async () => {
    const s = await signed({ file_type: 'image', file_name: 'cat.png' });
    const first = await post(s.fields, { bytes: png, name: 'cat.png' });
    expect(first.statusCode).toBe(200);
    const other = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const again = await post(s.fields, { bytes: other, name: 'cat.png' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(readFileSync(path.join(uploadsDir(), s.path))).toEqual(png);
    expect(await t.db.select().from(uploads).where(eq(uploads.key, s.path))).toHaveLength(1);
  });

  it('refuses a form without a file', async () => {
    const s = await signed({ file_type: 'image', file_name: 'cat.png' });
    const form = new FormData();
    for (const [name, value] of Object.entries(s.fields)) form.append(name, value);
    const body = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/local',
      headers: { 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'upload_failed', message: 'Upload failed' });
  });

  it('serves a private file only through a signed address', async () => {
    const s = await signed({
      file_prefix: 'task',
      file_type: 'file',
      file_name: 'secret.pdf',
      private: true,
    });
    expect(s.path).toMatch(/^private\/task\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    const res = await post(s.fields, { bytes: Buffer.from('%PDF-1.4 not really'), name: 'secret.pdf' });
    expect(res.statusCode, res.body).toBe(200);

    const open = await t.app.inject({ method: 'GET', url: new URL(s.url).pathname });
    expect(open.statusCode).toBe(404);
    expect(open.json()).toEqual({ code: 'not_found', message: 'Not found' });

    // The signature answer already carried a signed address for the uploader.
    const early = new URL(s.private_bucket_sign_url);
    expect((await t.app.inject({ method: 'GET', url: early.pathname + early.search })).statusCode).toBe(200);

    const signRes = await t.app.inject({
      method: 'POST',
      url: '/api/upload/bucket-sign',
      headers: auth,
      payload: { file_list: [s.url, s.path], task_id: 1 },
    });
    expect(signRes.statusCode, signRes.body).toBe(200);
    const [byUrl, byKey] = signRes.json() as { request_url: string; sign_url: string }[];
    expect(byUrl!.request_url).toBe(s.url);
    expect(byKey!.request_url).toBe(s.path);
    const signedUrl = new URL(byUrl!.sign_url);
    expect(signedUrl.pathname).toBe(`/api/upload/private/${s.path}`);
    const ok = await t.app.inject({ method: 'GET', url: signedUrl.pathname + signedUrl.search });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('%PDF-1.4 not really');
    expect(ok.headers['content-disposition']).toMatch(/^attachment; filename="secret.pdf"/);
    expect(ok.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    const sig = signedUrl.searchParams.get('sig')!;
    const tampered = `${signedUrl.pathname}?expires=${signedUrl.searchParams.get('expires')}&sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const refused = await t.app.inject({ method: 'GET', url: tampered });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(invalidSignature);

    const later = `${signedUrl.pathname}?expires=${Number(signedUrl.searchParams.get('expires')) + 3600}&sig=${sig}`;
    expect((await t.app.inject({ method: 'GET', url: later })).statusCode).toBe(403);

    const past = String(Math.floor(Date.now() / 1000) - 1);
    const pastSig = createHmac('sha256', SECRET)
      .update(`private-url\n${s.path}\n${past}`)
      .digest('base64url');
    const expired = await t.app.inject({
      method: 'GET',
      url: `${signedUrl.pathname}?expires=${past}&sig=${pastSig}`,
    });
    expect(expired.statusCode).toBe(403);
  });

  it('refuses to sign unknown files and signed-out callers', async () => {
    const s = await signed({ file_type: 'image', file_name: 'never-posted.png' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/bucket-sign',
      headers: auth,
      payload: { file_list: [s.url, 'https://evil.example.com/x.png', '../secrets.json'] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'validation_error',
      message: 'Please enter the correct value',
      fields: ['file_list.0', 'file_list.1', 'file_list.2'],
    });
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/upload/bucket-sign',
      payload: { file_list: [s.url] },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('does not serve paths outside the stored objects', async () => {
    for (const url of [
      '/uploads/.tmp/x',
      '/uploads/..%2Fsecrets.json',
      '/uploads/%2e%2e/secrets.json',
      '/uploads/task/none.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('answers complete for an upload already recorded on local disk, and 404 otherwise', async () => {
    const s = await signed({ file_type: 'image', file_name: 'cat.png' });
    await post(s.fields, { bytes: png, name: 'cat.png' });
    const complete = (p: string, headers = auth) =>
      t.app.inject({ method: 'POST', url: '/api/upload/complete', headers, payload: { path: p } });
    expect((await complete(s.path)).json()).toEqual({ url: s.url, name: 'cat.png', type: 'image' });
    const other = await authHeader(t.config, (await buildUser(t.db)).id);
    expect((await complete(s.path, other)).statusCode).toBe(404);
    expect((await complete('task/2020/01/unknown.png')).statusCode).toBe(404);
  });

  it('publishes the upload routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const p of [
      '/api/upload/signature',
      '/api/upload/local',
      '/api/upload/bucket-sign',
      '/api/upload/complete',
    ]) {
      expect(doc.paths[p]?.post?.tags, p).toEqual(['uploads']);
    }
  });
});
