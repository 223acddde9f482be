import type { Readable, Transform } from 'node:stream';

/** Objects never change under a key (keys are random), so they may be cached for good. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Object keys are made by the server (`<prefix>/<yyyy>/<mm>/<random>.<ext>`, private ones under
 * `private/`): path segments of letters, digits, dot, dash and underscore, none starting with a dot.
 * Anything else is refused before it can reach a file path or a bucket request.
 */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
export const KEY_MAX = 300;

export function isSafeKey(key: string): boolean {
  return key.length <= KEY_MAX && SAFE_KEY.test(key);
}

/** Private objects live under their own prefix so a bucket policy can keep it unreadable. */
export function isPrivateKey(key: string): boolean {
  return key.startsWith('private/');
}

/**
 * Where a browser posts a file for the S3 adapter: under `private/` (never publicly readable), apart
 * from the key it is served at. The server copies it there once its content is checked, so a
 * presigned POST posted again (S3 cannot make it single-use) never reaches a stored file
 * (docs/decisions/044).
 */
export const INCOMING_PREFIX = 'private/incoming/';

export function incomingKeyOf(key: string): string {
  return `${INCOMING_PREFIX}${key}`;
}

/** The key a file is served at, from either its own key or the key it was posted under. */
export function storedKeyOf(key: string): string {
  return key.startsWith(INCOMING_PREFIX) ? key.slice(INCOMING_PREFIX.length) : key;
}

/** `Content-Disposition` for a download, with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

interface StorageBase {
  /** Lasting address of an object (readable by anyone for public objects). */
  publicUrl(key: string): string;
  /** Expiring address of any object, private ones included. */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
  /** Writes a file the server made or already verified (the demo seed's avatars). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The key behind an address this storage gave out (public or signed) or a bare key; else undefined. */
  keyOf(address: string): string | undefined;
  remove(key: string): Promise<void>;
}

/** A file streamed to a temporary place, not yet visible under any key. */
export interface StagedFile {
  size: number;
  /** Moves the file under `key`; false (and the file discarded) when the key is already taken. */
  commit(key: string): Promise<boolean>;
  discard(): Promise<void>;
}

export interface LocalStorage extends StorageBase {
  kind: 'local';
  /**
   * Streams `source` through `through` (a size limit, say) to a temporary file. On an error of
   * either, the rest of the source is drained, nothing is left behind and the error is rethrown.
   */
  stage(source: Readable, through?: Transform): Promise<StagedFile>;
  /** The file of a key on disk, when present. */
  open(key: string): Promise<{ path: string; size: number } | undefined>;
  /** Checks the `expires` and `sig` query of a signed address made by `signedUrl`. */
  verifySignature(key: string, expires: string, sig: string): boolean;
}

export interface PresignPostInput {
  key: string;
  maxBytes: number;
  contentType: string;
  /** Served as a download (`Content-Disposition: attachment`) under this name. */
  attachmentName?: string;
  /** Stored with the object and read back when the upload is completed. */
  metadata: Record<string, string>;
  expiresSeconds: number;
}

export interface ObjectHead {
  /** The first bytes of the object, for sniffing. */
  head: Buffer;
  size: number;
  metadata: Record<string, string>;
  /** The version of the object these bytes are of. */
  etag: string;
}

export interface PromoteInput {
  /** Copied only while the object is still the version that was checked. */
  etag: string;
  contentType: string;
  attachmentName?: string;
  metadata: Record<string, string>;
}

export interface S3Storage extends StorageBase {
  kind: 's3';
  /** A browser form POST straight to the bucket, limited to this key, size and content type. */
  presignPost(input: PresignPostInput): Promise<{ url: string; fields: Record<string, string> }>;
  readHead(key: string, bytes: number): Promise<ObjectHead | undefined>;
  /**
   * Copies the checked object `from` to `to` (headers set by the server) and removes `from`; false,
   * with nothing copied, when `from` is gone or was replaced since it was read.
   */
  promote(from: string, to: string, input: PromoteInput): Promise<boolean>;
}

/** Where uploaded objects live: local disk under DATA_DIR by default, an S3-compatible bucket when configured. */
export type Storage = LocalStorage | S3Storage;
