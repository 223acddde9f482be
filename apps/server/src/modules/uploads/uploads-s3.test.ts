import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/uploads';
import { createS3Storage } from '../../platform/storage-s3';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';

const s3 = {
  bucket: 'miao-media',
  region: 'eu-west-1',
  endpoint: undefined,
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  forcePathStyle: false,
};
const s3Env = {
  S3_BUCKET: s3.bucket,
  S3_REGION: s3.region,
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
};

function decodePolicy(policy: string): { expiration: string; conditions: unknown[] } {
  return JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
}

interface StoredObject {
  body: Buffer;
  metadata: Record<string, string>;
  etag: string;
  /** Content-Type, Cache-Control and Content-Disposition as the bucket would serve them. */
  headers: Record<string, string>;
}

const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;
const xmlError = (statusCode: number, code: string) => ({
  response: {
    statusCode,
    headers: { 'content-type': 'application/xml' },
    body: Readable.from([
      Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>-</Message></Error>`,
      ),
    ]),
  },
});

/**
 * A bucket answering the SDK's HTTP requests from memory (GetObject with a range, CopyObject with
 * its if-match condition, DeleteObject), so the real adapter runs without a network. `beforeCopy`
 * runs as a copy request arrives (a form posted again at that moment, say).
 */
function memoryBucket() {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  const hooks: { beforeCopy?: () => void; afterDelete?: (key: string) => Promise<void> } = {};
  const handler = {
    async handle(request: { method: string; path: string; headers: Record<string, string> }) {
      const key = decodeURIComponent(request.path.replace(/^\//, ''));
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]),
      );
      requests.push(`${request.method} ${key}`);
      if (request.method === 'DELETE') {
        objects.delete(key);
        await hooks.afterDelete?.(key);
        return { response: { statusCode: 204, headers: {}, body: Readable.from([]) } };
      }
      if (request.method === 'PUT' && headers['x-amz-copy-source']) {
        hooks.beforeCopy?.();
        const from = decodeURIComponent(headers['x-amz-copy-source']).replace(/^\/?[^/]+\//, '');
        const source = objects.get(from);
        if (!source) return xmlError(404, 'NoSuchKey');
        const ifMatch = headers['x-amz-copy-source-if-match'];
        if (ifMatch !== undefined && ifMatch !== source.etag) return xmlError(412, 'PreconditionFailed');
        const metadata: Record<string, string> = {};
        for (const [name, value] of Object.entries(headers)) {
          if (name.startsWith('x-amz-meta-')) metadata[name.slice('x-amz-meta-'.length)] = value;
        }
        const served: Record<string, string> = {};
        for (const name of ['content-type', 'cache-control', 'content-disposition']) {
          if (headers[name] !== undefined) served[name] = headers[name]!;
        }
        objects.set(key, { body: source.body, metadata, etag: source.etag, headers: served });
        const xml = `<?xml version="1.0" encoding="UTF-8"?><CopyObjectResult><ETag>${source.etag}</ETag><LastModified>2026-01-01T00:00:00.000Z</LastModified></CopyObjectResult>`;
        return {
          response: {
            statusCode: 200,
            headers: { 'content-type': 'application/xml' },
            body: Readable.from([Buffer.from(xml)]),
          },
        };
      }
      const object = objects.get(key);
      if (!object) return xmlError(404, 'NoSuchKey');
      const range = /^bytes=(\d+)-(\d+)$/.exec(headers.range ?? '');
      const start = range ? Number(range[1]) : 0;
      const end = range ? Math.min(Number(range[2]), object.body.length - 1) : object.body.length - 1;
      const part = object.body.subarray(start, end + 1);
      const answer: Record<string, string> = {
        'content-length': String(part.length),
        'content-range': `bytes ${start}-${end}/${object.body.length}`,
        etag: object.etag,
      };
      for (const [name, value] of Object.entries(object.metadata)) answer[`x-amz-meta-${name}`] = value;
      return { response: { statusCode: range ? 206 : 200, headers: answer, body: Readable.from([part]) } };
    },
  };
  const client = new S3Client({
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    requestHandler: handler,
  });
  return { objects, requests, hooks, client };
}

describe('S3 adapter', () => {
  it('presigns a POST limited to the key, the size, the type and the metadata', async () => {
    const storage = createS3Storage(s3, undefined);
    const before = Date.now();
    const post = await storage.presignPost({
      key: 'task/2025/01/abc.png',
      maxBytes: 1234,
      contentType: 'image/png',
      metadata: { 'user-id': '7', 'file-type': 'image', name: 'cat.png' },
      expiresSeconds: 600,
    });
    expect(post.url).toBe('https://miao-media.s3.eu-west-1.amazonaws.com/');
    expect(post.fields).toMatchObject({
      key: 'task/2025/01/abc.png',
      bucket: 'miao-media',
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'x-amz-meta-user-id': '7',
      'x-amz-meta-file-type': 'image',
      'x-amz-meta-name': 'cat.png',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    });
    expect(post.fields['X-Amz-Credential']).toMatch(/^AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request$/);
    expect(post.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = decodePolicy(post.fields.Policy!);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 1234],
        { key: 'task/2025/01/abc.png' },
        { bucket: 'miao-media' },
        { 'Content-Type': 'image/png' },
        { 'x-amz-meta-user-id': '7' },
      ]),
    );
    const expiresIn = Date.parse(policy.expiration) - before;
    expect(expiresIn).toBeGreaterThan(595_000);
    expect(expiresIn).toBeLessThanOrEqual(601_000);
  });

  it('makes files downloads and private objects privately cached', async () => {
    const storage = createS3Storage(s3, undefined);
    const post = await storage.presignPost({
      key: 'private/task/2025/01/abc.pdf',
      maxBytes: 10,
      contentType: 'application/octet-stream',
      attachmentName: 'report "final".pdf',
      metadata: {},
      expiresSeconds: 600,
    });
    expect(post.fields['Content-Disposition']).toBe(
      `attachment; filename="report _final_.pdf"; filename*=UTF-8''${encodeURIComponent('report "final".pdf')}`,
    );
    expect(post.fields['Cache-Control']).toBe('private, max-age=3600');
  });

  it('forms public and signed addresses for a custom endpoint with path style', async () => {
    const storage = createS3Storage(
      { ...s3, endpoint: 'http://minio.local:9000', forcePathStyle: true },
      undefined,
    );
    expect(storage.publicUrl('task/2025/01/a.png')).toBe(
      'http://minio.local:9000/miao-media/task/2025/01/a.png',
    );
    const signed = new URL(await storage.signedUrl('private/task/2025/01/a.pdf', 3600));
    expect(signed.origin + signed.pathname).toBe(
      'http://minio.local:9000/miao-media/private/task/2025/01/a.pdf',
    );
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(storage.keyOf(signed.toString())).toBe('private/task/2025/01/a.pdf');
    const post = await storage.presignPost({
      key: 'task/2025/01/a.png',
      maxBytes: 10,
      contentType: 'image/png',
      metadata: {},
      expiresSeconds: 60,
    });
    expect(post.url).toBe('http://minio.local:9000/miao-media');
  });

  it('uses the media base for public addresses and still knows bucket addresses', () => {
    const storage = createS3Storage(s3, 'https://cdn.example.com/media/');
    expect(storage.publicUrl('task/2025/01/a.png')).toBe('https://cdn.example.com/media/task/2025/01/a.png');
    expect(storage.keyOf('https://cdn.example.com/media/task/2025/01/a.png')).toBe('task/2025/01/a.png');
    expect(
      storage.keyOf('https://miao-media.s3.eu-west-1.amazonaws.com/task/2025/01/a.png?X-Amz-Expires=1'),
    ).toBe('task/2025/01/a.png');
    expect(storage.keyOf('https://cdn.example.com/media/../x')).toBeUndefined();
    expect(storage.keyOf('https://elsewhere.example.com/task/a.png')).toBeUndefined();
  });
});

describe('uploads through an S3 bucket', () => {
  let t: TestApp;
  let bucket: ReturnType<typeof memoryBucket>;
  let userId: number;
  let auth: { authorization: string };

  beforeAll(async () => {
    bucket = memoryBucket();
    t = await createTestApp(
      { ...s3Env, MEDIA_BASE_URL: 'https://cdn.example.com' },
      { storage: createS3Storage(s3, 'https://cdn.example.com', bucket.client) },
    );
    userId = (await buildUser(t.db)).id;
    auth = await authHeader(t.config, userId);
  });
  afterAll(() => t.close());

  async function sign(body: Record<string, unknown>) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/signature',
      headers: auth,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  /** What S3 keeps after the browser's form POST: the bytes and the fields of the form, under its key. */
  function browserPosts(fields: Record<string, string>, body: Buffer) {
    const metadata: Record<string, string> = {};
    for (const [name, value] of Object.entries(fields)) {
      if (name.startsWith('x-amz-meta-')) metadata[name.slice('x-amz-meta-'.length)] = value;
    }
    const headers: Record<string, string> = {};
    for (const [field, name] of [
      ['Content-Type', 'content-type'],
      ['Cache-Control', 'cache-control'],
      ['Content-Disposition', 'content-disposition'],
    ] as const) {
      if (fields[field] !== undefined) headers[name] = fields[field];
    }
    bucket.objects.set(fields.key!, { body, metadata, etag: etagOf(body), headers });
  }
  const complete = (path: string, headers = auth) =>
    t.app.inject({ method: 'POST', url: '/api/upload/complete', headers, payload: { path } });
  const servedKeyOf = (s: { url: string }) => s.url.replace('https://cdn.example.com/', '');
  const png = (background: string) =>
    sharp({ create: { width: 4, height: 4, channels: 3, background } })
      .png()
      .toBuffer();

  it('answers a signature with the bucket form, posting under an incoming key', async () => {
    const s = await sign({ file_prefix: 'task', file_type: 'avatar', file_name: 'me.jpeg' });
    expect(s.host).toBe('https://miao-media.s3.eu-west-1.amazonaws.com/');
    expect(s.path).toMatch(/^private\/incoming\/task\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpeg$/);
    expect(s.url).toBe(`https://cdn.example.com/${s.path.replace('private/incoming/', '')}`);
    expect(s.fields.key).toBe(s.path);
    expect(s.policy).toBe(s.fields.Policy);
    expect(s.signature).toBe(s.fields['X-Amz-Signature']);
    expect(s.access_id).toBe(s.fields['X-Amz-Credential']);
    expect(s.fields['Content-Type']).toBe('image/jpeg');
    expect(s.fields['x-amz-meta-user-id']).toBe(String(userId));
    const conditions = decodePolicy(s.policy).conditions;
    expect(conditions).toContainEqual(['content-length-range', 1, 5 * 1024 * 1024]);
    // the browser can write the incoming key only, never a key that is served
    expect(conditions).toContainEqual({ key: s.path });
    // No local routes in S3 mode.
    expect((await t.app.inject({ method: 'POST', url: '/api/upload/local' })).statusCode).toBe(404);
  });

  it('records a completed upload whose content is what it declared, at its own key', async () => {
    const image = await png('#fff');
    const s = await sign({ file_type: 'image', file_name: '猫.png' });
    browserPosts(s.fields, image);
    const res = await complete(s.url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ url: s.url, name: '猫.png', type: 'image' });
    const key = servedKeyOf(s);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row).toMatchObject({ userId, fileType: 'image', contentType: 'image/png', size: image.length });
    expect(bucket.requests).toContain(`GET ${s.path}`);
    expect(bucket.objects.get(key)?.body).toEqual(image);
    expect(bucket.objects.get(key)?.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(bucket.objects.has(s.path)).toBe(false);
    // Completing again answers the same record.
    expect((await complete(s.path)).json()).toEqual(res.json());
  });

  it('keeps a private file private and a download', async () => {
    const s = await sign({ file_type: 'file', file_name: 'brief.pdf', private: true });
    expect(s.path).toMatch(/^private\/incoming\/private\/task\//);
    browserPosts(s.fields, Buffer.from('%PDF-1.4'));
    const res = await complete(s.path);
    expect(res.statusCode, res.body).toBe(200);
    const key = servedKeyOf(s);
    expect(key).toMatch(/^private\/task\//);
    expect(bucket.objects.get(key)?.headers).toMatchObject({
      'cache-control': 'private, max-age=3600',
      'content-disposition': `attachment; filename="brief.pdf"; filename*=UTF-8''brief.pdf`,
    });
    expect(new URL(s.private_bucket_sign_url).pathname).toBe(`/${key}`);
  });

  // Issue 33: a presigned POST stays good for its 10 minutes; posting it again never reaches the file.
  it('keeps the stored file when the form is posted again after completion', async () => {
    const first = await png('#fff');
    const s = await sign({ file_type: 'image', file_name: 'cat.png' });
    browserPosts(s.fields, first);
    const done = await complete(s.path);
    expect(done.statusCode, done.body).toBe(200);
    const key = servedKeyOf(s);

    // the attacker's replay of the same form, then completion asked again
    browserPosts(s.fields, Buffer.from('<html><script>alert(1)</script></html>'));
    const again = await complete(s.path);
    expect(again.json()).toEqual(done.json());
    expect(bucket.objects.get(key)?.body).toEqual(first);
    expect(bucket.requests.filter((r) => r === `PUT ${key}`)).toHaveLength(1);
    expect(await t.db.select().from(uploads).where(eq(uploads.key, key))).toHaveLength(1);
  });

  it('completes a signature once when asked twice at the same time', async () => {
    const s = await sign({ file_type: 'image', file_name: 'cat.png' });
    browserPosts(s.fields, await png('#0f0'));
    const answers = await Promise.all([complete(s.path), complete(s.path)]);
    expect(answers.map((a) => a.statusCode)).toContain(200);
    for (const a of answers) expect([200, 403], a.body).toContain(a.statusCode);
    const key = servedKeyOf(s);
    expect(bucket.requests.filter((r) => r === `PUT ${key}`)).toHaveLength(1);
    expect(await t.db.select().from(uploads).where(eq(uploads.key, key))).toHaveLength(1);
  });

  it('answers a completion that arrives after the copy, before the record, as a spent signature', async () => {
    const s = await sign({ file_type: 'image', file_name: 'cat.png' });
    browserPosts(s.fields, await png('#0ff'));
    let second: Awaited<ReturnType<typeof complete>> | undefined;
    bucket.hooks.afterDelete = async () => {
      bucket.hooks.afterDelete = undefined;
      second = await complete(s.path);
    };
    try {
      expect((await complete(s.path)).statusCode).toBe(200);
    } finally {
      bucket.hooks.afterDelete = undefined;
    }
    expect(second?.statusCode).toBe(403);
    expect(second?.json()).toMatchObject({ code: 'upload_signature_invalid' });
    const key = servedKeyOf(s);
    expect(await t.db.select().from(uploads).where(eq(uploads.key, key))).toHaveLength(1);
  });

  it("answers another member's completion in that gap as not found, as before it", async () => {
    const s = await sign({ file_type: 'image', file_name: 'cat.png' });
    browserPosts(s.fields, await png('#f0f'));
    const other = await authHeader(t.config, (await buildUser(t.db)).id);
    let stranger: Awaited<ReturnType<typeof complete>> | undefined;
    bucket.hooks.afterDelete = async () => {
      bucket.hooks.afterDelete = undefined;
      stranger = await complete(s.path, other);
    };
    try {
      expect((await complete(s.path)).statusCode).toBe(200);
    } finally {
      bucket.hooks.afterDelete = undefined;
    }
    expect(stranger?.statusCode).toBe(404);
    expect(stranger?.json()).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('refuses bytes posted again between the check and the copy', async () => {
    const s = await sign({ file_type: 'image', file_name: 'cat.png' });
    browserPosts(s.fields, await png('#00f'));
    bucket.hooks.beforeCopy = () => browserPosts(s.fields, Buffer.from('<html>unchecked</html>'));
    try {
      const res = await complete(s.path);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: 'upload_failed', message: 'Upload failed' });
    } finally {
      bucket.hooks.beforeCopy = undefined;
    }
    const key = servedKeyOf(s);
    expect(bucket.objects.has(key)).toBe(false);
    expect(await t.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
    // spent: posted and completed again, it stores nothing
    browserPosts(s.fields, await png('#00f'));
    expect((await complete(s.path)).statusCode).toBe(403);
    expect(bucket.objects.has(key)).toBe(false);
  });

  it('deletes and refuses an upload whose content is not what it declared', async () => {
    const s = await sign({ file_type: 'image', file_name: 'cat.png' });
    browserPosts(s.fields, Buffer.from('<html><script>alert(1)</script></html>'));
    const res = await complete(s.path);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ code: 'upload_type_invalid', message: 'Upload file type is not supported' });
    expect(bucket.objects.has(s.path)).toBe(false);
    expect(bucket.objects.has(servedKeyOf(s))).toBe(false);
    expect(
      await t.db
        .select()
        .from(uploads)
        .where(eq(uploads.key, servedKeyOf(s))),
    ).toEqual([]);
  });

  it('lets only the uploader complete, and only objects that exist', async () => {
    const s = await sign({ file_type: 'file', file_name: 'notes.txt' });
    browserPosts(s.fields, Buffer.from('notes'));
    const other = await authHeader(t.config, (await buildUser(t.db)).id);
    expect((await complete(s.path, other)).statusCode).toBe(404);
    expect(bucket.objects.has(s.path)).toBe(true);
    expect((await complete('task/2025/01/missing.png')).statusCode).toBe(404);
    // another member's try spent nothing
    const res = await complete(s.path);
    expect(res.json()).toEqual({ url: s.url, name: 'notes.txt', type: 'file' });
  });
});
