import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { PRIVATE_URL_TTL_SECONDS, UPLOAD_SIGNATURE_TTL_SECONDS } from '@miao/contracts/limits';
import {
  UPLOAD_EXTENSIONS,
  uploadFileType,
  uploadMaxBytes,
  type UploadedFile,
  type UploadFileType,
  type UploadSignature,
  type UploadSignatureRequest,
} from '@miao/contracts/uploads';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema/uploads';
import { rowsOf } from '../../db/sql';
import { AppError, fail } from '../../platform/errors';
import {
  incomingKeyOf,
  isPrivateKey,
  storedKeyOf,
  type LocalStorage,
  type Storage,
} from '../../platform/storage';

/** file-type reads at most this many bytes to tell any format it knows. */
export const SNIFF_BYTES = 4100;
export const OCTET_STREAM = 'application/octet-stream';
/** The local adapter has no access keys; the field is kept so both adapters post the same form. */
export const LOCAL_ACCESS_ID = 'local';

type UploadRow = typeof uploads.$inferSelect;

/** What the server promised in a signature: the browser cannot change it without breaking the HMAC. */
const uploadPolicy = z.object({
  key: z.string(),
  file_type: uploadFileType,
  max_bytes: z.number().int().positive(),
  private: z.boolean(),
  user_id: z.number().int().positive(),
  name: z.string(),
  /** The type the file name declared; the content must match it (any type for `file`). */
  content_type: z.string(),
  /** Unix seconds. */
  expires: z.number().int(),
});
export type UploadPolicy = z.infer<typeof uploadPolicy>;

function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** Policy: base64url JSON; signature: base64url HMAC-SHA256 of the policy text with the upload secret. */
export function signPolicy(secret: string, policy: UploadPolicy): { policy: string; signature: string } {
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
  return { policy: encoded, signature: hmac(secret, encoded) };
}

export function verifyPolicy(
  secret: string,
  encoded: string,
  signature: string,
  now = Date.now(),
): UploadPolicy {
  const expected = Buffer.from(hmac(secret, encoded));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) fail('upload_signature_invalid');
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    fail('upload_signature_invalid');
  }
  const policy = uploadPolicy.safeParse(decoded);
  if (!policy.success || policy.data.expires * 1000 < now) fail('upload_signature_invalid');
  return policy.data;
}

/** The name shown and offered for download: the last path segment, without control characters. */
export function displayName(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean || 'file';
}

/** Lower-case extension without the dot when it is plain (letters and digits, at most 10), else ''. */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName);
  return match ? match[1]!.toLowerCase() : '';
}

/** Spec 5: the type the name declares must be one the kind allows. */
export function declaredContentType(fileType: UploadFileType, extension: string): string {
  const allowed = UPLOAD_EXTENSIONS[fileType];
  if (!allowed) return OCTET_STREAM;
  if (!Object.hasOwn(allowed, extension)) fail('upload_type_invalid');
  return allowed[extension]!;
}

/** Does the sniffed content agree with what was declared? Files of kind `file` may be anything. */
export function contentMatches(
  fileType: UploadFileType,
  declared: string,
  sniffed: string | undefined,
): boolean {
  if (fileType === 'file') return true;
  // An animated PNG is still a PNG.
  return sniffed === declared || (declared === 'image/png' && sniffed === 'image/apng');
}

export async function sniff(head: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(head))?.mime;
}

/** `<private/><prefix>/<yyyy>/<mm>/<random>.<ext>`: chosen by the server, never by the browser. */
export function objectKey(prefix: string, extension: string, isPrivate: boolean, now = new Date()): string {
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const random = randomBytes(16).toString('hex');
  return `${isPrivate ? 'private/' : ''}${prefix}/${year}/${month}/${random}${extension ? `.${extension}` : ''}`;
}

export function presentUpload(storage: Storage, row: UploadRow): UploadedFile {
  return {
    url: storage.publicUrl(row.key),
    name: row.name,
    type: row.fileType === 'file' ? 'file' : (row.contentType.split('/')[0] ?? 'file'),
  };
}

export async function findUpload(db: DbOrTx, key: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row;
}

/** Records a verified object; when the key was recorded meanwhile, the first record stands. */
async function recordUpload(
  db: DbOrTx,
  values: typeof uploads.$inferInsert,
): Promise<{ row: UploadRow; created: boolean }> {
  const [row] = await db
    .insert(uploads)
    .values(values)
    .onConflictDoNothing({ target: uploads.key })
    .returning();
  if (row) return { row, created: true };
  return { row: (await findUpload(db, values.key))!, created: false };
}

/**
 * Spends the signature of the object `key` (docs/decisions/044): true for its first use only, and
 * never once a file is stored under the key. Its own statement, committed before any byte is kept,
 * so two posts at once cannot both pass.
 */
async function spendSignature(db: DbOrTx, key: string, userId: number): Promise<boolean> {
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`insert into upload_signature_uses (key, user_id)
      select ${key}, (select id from users where id = ${userId})
      where not exists (select 1 from uploads where key = ${key})
      on conflict (key) do nothing
      returning key`),
  );
  return rows.length > 0;
}

async function signatureSpentBy(db: DbOrTx, key: string, userId: number): Promise<boolean> {
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`select key from upload_signature_uses where key = ${key} and user_id = ${userId}`),
  );
  return rows.length > 0;
}

/** Spec 7, upload signature: the key, limits and a signed policy for one file. */
export async function createUploadSignature(
  deps: { config: Config; storage: Storage },
  userId: number,
  input: UploadSignatureRequest,
): Promise<UploadSignature> {
  const { config, storage } = deps;
  const name = displayName(input.file_name);
  const contentType = declaredContentType(input.file_type, extensionOf(name));
  const key = objectKey(input.file_prefix, extensionOf(name), input.private);
  const maxBytes = uploadMaxBytes(input.file_type);
  const common = {
    url: storage.publicUrl(key),
    private_bucket_sign_url: input.private ? await storage.signedUrl(key, PRIVATE_URL_TTL_SECONDS) : '',
    max_bytes: maxBytes,
  };

  if (storage.kind === 's3') {
    // Posted apart from where it is served: the server copies it there once checked (completeUpload).
    const postKey = incomingKeyOf(key);
    const post = await storage.presignPost({
      key: postKey,
      maxBytes,
      contentType,
      attachmentName: input.file_type === 'file' ? name : undefined,
      // Read back by completeUpload: the bucket keeps what the signature promised.
      metadata: { 'user-id': String(userId), 'file-type': input.file_type, name: encodeURIComponent(name) },
      expiresSeconds: UPLOAD_SIGNATURE_TTL_SECONDS,
    });
    return {
      ...common,
      path: postKey,
      access_id: post.fields['X-Amz-Credential'] ?? '',
      policy: post.fields.Policy ?? '',
      signature: post.fields['X-Amz-Signature'] ?? '',
      host: post.url,
      fields: post.fields,
    };
  }

  const signed = signPolicy(config.uploadSecret, {
    key,
    file_type: input.file_type,
    max_bytes: maxBytes,
    private: input.private,
    user_id: userId,
    name,
    content_type: contentType,
    expires: Math.floor(Date.now() / 1000) + UPLOAD_SIGNATURE_TTL_SECONDS,
  });
  return {
    ...common,
    path: key,
    access_id: LOCAL_ACCESS_ID,
    ...signed,
    // root-relative like the files (issue 18): the page posts to the site it was opened at
    host: '/api/upload/local',
    fields: { access_id: LOCAL_ACCESS_ID, ...signed, key },
  };
}

/** Passes bytes through, keeps the first ones for sniffing and fails past the limit. */
class ByteLimit extends Transform {
  size = 0;
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  constructor(private readonly maxBytes: number) {
    super();
  }
  get head(): Buffer {
    return Buffer.concat(this.chunks);
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(new AppError('upload_size_exceeded'));
    if (this.kept < SNIFF_BYTES) {
      const part = chunk.subarray(0, SNIFF_BYTES - this.kept);
      this.chunks.push(part);
      this.kept += part.length;
    }
    callback(null, chunk);
  }
}

export interface LocalUploadForm {
  fields: Record<string, string | undefined>;
  file: Readable & { truncated?: boolean };
}

/**
 * The local adapter's form POST (spec 7): signature (spent by this post), then size while
 * streaming, then content; a refused file leaves nothing on disk and no row.
 */
export async function receiveLocalUpload(
  deps: { db: DbOrTx; config: Config; storage: LocalStorage },
  form: LocalUploadForm,
): Promise<UploadedFile> {
  const { db, config, storage } = deps;
  const { fields, file } = form;
  if (fields.access_id !== LOCAL_ACCESS_ID) fail('upload_signature_invalid');
  const policy = verifyPolicy(config.uploadSecret, fields.policy ?? '', fields.signature ?? '');
  if (fields.key !== policy.key) fail('upload_signature_invalid');

  // A signature stores one file once (issue 33): posted again, at the same time or later, by anyone,
  // it is refused and what was stored stays as it is.
  if (!(await spendSignature(db, policy.key, policy.user_id))) {
    file.resume();
    fail('upload_signature_invalid');
  }

  const limit = new ByteLimit(policy.max_bytes);
  const staged = await storage.stage(file, limit);
  try {
    if (file.truncated) fail('upload_size_exceeded');
    if (staged.size === 0) fail('upload_failed');
    const sniffed = await sniff(limit.head);
    if (!contentMatches(policy.file_type, policy.content_type, sniffed)) fail('upload_type_invalid');
    const { row, created } = await recordUpload(db, {
      key: policy.key,
      userId: policy.user_id,
      fileType: policy.file_type,
      // A `file` keeps what it was found to be; it is served as a download whatever it is.
      contentType: policy.file_type === 'file' ? (sniffed ?? OCTET_STREAM) : policy.content_type,
      name: policy.name,
      size: staged.size,
      isPrivate: policy.private,
    });
    if (!created) {
      await staged.discard();
      return presentUpload(storage, row);
    }
    const committed = await staged.commit(policy.key).catch(async (error: unknown) => {
      await db.delete(uploads).where(eq(uploads.id, row.id));
      throw error;
    });
    if (!committed) {
      await db.delete(uploads).where(eq(uploads.id, row.id));
      fail('upload_failed');
    }
    return presentUpload(storage, row);
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

const bucketMetadata = z.object({
  'user-id': z.coerce.number().int().positive(),
  'file-type': uploadFileType,
  name: z.string(),
});

/**
 * After a direct upload to the bucket (S3 adapter) the content could not be checked on the way in:
 * read the first bytes of what was posted under the incoming key, delete it when it is not what was
 * declared, else copy those very bytes to the key it is served at and record it. A signature is
 * completed once (docs/decisions/044); posting its form again only ever reaches the incoming key.
 * On the local adapter uploads are recorded when posted, so this only answers for those recorded.
 */
export async function completeUpload(
  deps: { db: DbOrTx; storage: Storage },
  userId: number,
  address: string,
): Promise<UploadedFile> {
  const { db, storage } = deps;
  const given = storage.keyOf(address);
  if (!given) fail('not_found');
  const key = storedKeyOf(given);
  const existing = await findUpload(db, key);
  if (existing) {
    if (existing.userId !== userId) fail('not_found');
    return presentUpload(storage, existing);
  }
  if (storage.kind === 'local') fail('not_found');

  const incoming = incomingKeyOf(key);
  const object = await storage.readHead(incoming, SNIFF_BYTES);
  const meta = bucketMetadata.safeParse(object?.metadata ?? {});
  // Completed a moment ago by a request still recording it: the incoming object is already moved.
  if (!object && (await signatureSpentBy(db, key, userId))) fail('upload_signature_invalid');
  // Only the user the upload was signed for may complete it.
  if (!object || !meta.success || meta.data['user-id'] !== userId) fail('not_found');
  // Once: a second completion, at the same time or after a refusal, stores nothing.
  if (!(await spendSignature(db, key, userId))) fail('upload_signature_invalid');
  const fileType = meta.data['file-type'];
  const refuse = async (code: 'upload_size_exceeded' | 'upload_type_invalid' | 'upload_failed') => {
    await storage.remove(incoming);
    fail(code);
  };
  if (object.size === 0) await refuse('upload_failed');
  if (object.size > uploadMaxBytes(fileType)) await refuse('upload_size_exceeded');
  const declared = UPLOAD_EXTENSIONS[fileType] ? UPLOAD_EXTENSIONS[fileType][extensionOf(key)] : OCTET_STREAM;
  const sniffed = await sniff(object.head);
  if (!declared || !contentMatches(fileType, declared, sniffed)) await refuse('upload_type_invalid');

  let name: string;
  try {
    name = decodeURIComponent(meta.data.name);
  } catch {
    name = 'file';
  }
  const promoted = await storage.promote(incoming, key, {
    etag: object.etag,
    contentType: declared!,
    attachmentName: fileType === 'file' ? name : undefined,
    metadata: object.metadata,
  });
  // Posted again between the check and the copy: those bytes were never checked.
  if (!promoted) await refuse('upload_failed');
  const { row } = await recordUpload(db, {
    key,
    userId,
    fileType,
    contentType: fileType === 'file' ? (sniffed ?? OCTET_STREAM) : declared!,
    name,
    size: object.size,
    isPrivate: isPrivateKey(key),
  });
  return presentUpload(storage, row);
}
