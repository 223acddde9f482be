import type { Readable } from 'node:stream';

/** Where uploaded objects live: local disk under DATA_DIR by default, an S3-compatible bucket when configured. */
export interface Storage {
  kind: 'local' | 's3';
  /** Public address of an object. */
  publicUrl(key: string): string;
  /** Expiring address of a private object. */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
  /** Local adapter only: write a verified file. */
  put?(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Local adapter only: read an object. */
  get?(key: string): Promise<{ body: Readable; size: number } | undefined>;
}
