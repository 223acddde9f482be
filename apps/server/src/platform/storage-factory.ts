import type { Config } from '../config';
import type { Storage } from './storage';
import { createLocalStorage } from './storage-local';
import { createS3Storage } from './storage-s3';

/** The S3 adapter when a bucket is configured, else files on local disk (ARCHITECTURE.md). */
export function createStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3, config.mediaBaseUrl) : createLocalStorage(config);
}
