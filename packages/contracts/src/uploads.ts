import { z } from 'zod';
import {
  BUCKET_SIGN_MAX_FILES,
  UPLOAD_AVATAR_MAX_MB,
  UPLOAD_FILE_MAX_MB,
  UPLOAD_FILE_NAME_MAX,
  UPLOAD_MEDIA_MAX_MB,
} from './limits';

/** What a file is for; decides allowed types and size (spec 5). */
export const uploadFileType = z.enum(['image', 'video', 'file', 'avatar']);
export type UploadFileType = z.infer<typeof uploadFileType>;

/**
 * Spec 5: image png, jpeg, gif; video mp4; avatar JPG or PNG; files any type. The file name's
 * extension declares the type and the server checks the content against it; `null` means any type.
 */
export const UPLOAD_EXTENSIONS: Record<UploadFileType, Readonly<Record<string, string>> | null> = {
  image: { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif' },
  video: { mp4: 'video/mp4' },
  avatar: { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' },
  file: null,
};

export const UPLOAD_MAX_MB: Record<UploadFileType, number> = {
  image: UPLOAD_MEDIA_MAX_MB,
  video: UPLOAD_MEDIA_MAX_MB,
  avatar: UPLOAD_AVATAR_MAX_MB,
  file: UPLOAD_FILE_MAX_MB,
};

export function uploadMaxBytes(fileType: UploadFileType): number {
  return UPLOAD_MAX_MB[fileType] * 1024 * 1024;
}

export const uploadSignatureRequest = z.object({
  file_prefix: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,32}$/)
    .default('task'),
  file_type: uploadFileType,
  file_name: z.string().trim().min(1).max(UPLOAD_FILE_NAME_MAX),
  /** Private files are served only through expiring signed URLs. */
  private: z.boolean().default(false),
});
export type UploadSignatureRequest = z.infer<typeof uploadSignatureRequest>;

export const uploadSignature = z.object({
  access_id: z.string(),
  policy: z.string(),
  signature: z.string(),
  /** The object key the file must be posted under (form field `key`). */
  path: z.string(),
  /** Where to POST the multipart form. */
  host: z.string(),
  /** Every form field the host needs, `key` included, posted before the file. */
  fields: z.record(z.string(), z.string()),
  /** Private files: an expiring address to read the file once uploaded; empty for public files. */
  private_bucket_sign_url: z.string(),
  /** The file's lasting address once uploaded; a private file's address must be signed (bucket sign) to be read. */
  url: z.string(),
  max_bytes: z.number().int(),
});
export type UploadSignature = z.infer<typeof uploadSignature>;

export const uploadedFile = z.object({
  url: z.string(),
  name: z.string(),
  /** First MIME segment of the file, or 'file' (spec 3). */
  type: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** After a direct upload to the bucket: the server checks the object's content and records it. */
export const uploadCompleteRequest = z.object({
  path: z.string().trim().min(1).max(300),
});
export type UploadCompleteRequest = z.infer<typeof uploadCompleteRequest>;

/** Ids are PostgreSQL integers (serial): anything else is refused as invalid input, never sent to the database. */
const ID_MAX = 2 ** 31 - 1;

export const bucketSignRequest = z.object({
  file_list: z.array(z.string().trim().min(1).max(2000)).min(1).max(BUCKET_SIGN_MAX_FILES),
  /** The task whose attached private files the member asks for (decision 044). */
  task_id: z.number().int().min(1).max(ID_MAX).optional(),
});
export type BucketSignRequest = z.infer<typeof bucketSignRequest>;
export const bucketSignResponse = z.array(z.object({ request_url: z.string(), sign_url: z.string() }));
export type BucketSignResponse = z.infer<typeof bucketSignResponse>;
