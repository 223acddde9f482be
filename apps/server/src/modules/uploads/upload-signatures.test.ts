import { createHmac } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/uploads';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';

const SECRET = 'test-upload-secret-0123456789abcdef';

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

describe('uploads on local disk: signatures, keys and private files', () => {
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
  async function post(
    fields: Record<string, string>,
    file: { bytes: Buffer; name: string; type?: string },
    headers: Record<string, string> = {},
  ) {
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
      headers: { ...headers, 'content-type': body.headers.get('content-type')! },
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

  // Issue 33: a signature was a capability for its 10 minutes; it now stores one file, once.
  it('refuses a signed form posted again, signed in or out, and keeps the stored file', async () => {
    const s = await signed({ file_type: 'image', file_name: 'cat.png' });
    const first = await post(s.fields, { bytes: png, name: 'cat.png' });
    expect(first.statusCode, first.body).toBe(200);
    const other = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    await expectRefused(() => post(s.fields, { bytes: other, name: 'cat.png' }), 403, invalidSignature);
    await expectRefused(() => post(s.fields, { bytes: other, name: 'cat.png' }, auth), 403, invalidSignature);
    expect(readFileSync(path.join(uploadsDir(), s.path))).toEqual(png);
    expect(await t.db.select().from(uploads).where(eq(uploads.key, s.path))).toHaveLength(1);
  });

  it('stores one file when the same signed form is posted twice at once', async () => {
    const s = await signed({ file_type: 'image', file_name: 'cat.png', private: true });
    const other = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const answers = await Promise.all([
      post(s.fields, { bytes: png, name: 'cat.png' }),
      post(s.fields, { bytes: other, name: 'cat.png' }, auth),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    const won = answers[0]!.statusCode === 200 ? png : other;
    expect(readFileSync(path.join(uploadsDir(), s.path))).toEqual(won);
    expect(await t.db.select().from(uploads).where(eq(uploads.key, s.path))).toHaveLength(1);
    expect(filesOnDisk().filter((f) => f.startsWith('.tmp'))).toEqual([]);
  });

  it('spends a signature on its first post even when that file is refused', async () => {
    const s = await signed({ file_type: 'image', file_name: 'cat.png' });
    const refused = await post(s.fields, { bytes: Buffer.from('<html></html>'), name: 'cat.png' });
    expect(refused.statusCode).toBe(415);
    await expectRefused(() => post(s.fields, { bytes: png, name: 'cat.png' }), 403, invalidSignature);
    expect(existsSync(path.join(uploadsDir(), s.path))).toBe(false);
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

    const open = await t.app.inject({ method: 'GET', url: s.url });
    expect(open.statusCode).toBe(404);
    expect(open.json()).toEqual({ code: 'not_found', message: 'Not found' });

    // The signature answer already carried a signed address for the uploader.
    const early = new URL(s.private_bucket_sign_url, t.config.publicUrl);
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
    const signedUrl = new URL(byUrl!.sign_url, t.config.publicUrl);
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
