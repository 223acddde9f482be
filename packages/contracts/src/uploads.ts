import { z } from 'zod';

/** What a file is for; decides allowed types and size (spec 5). */
export const uploadFileType = z.enum(['image', 'video', 'file', 'avatar']);
export type UploadFileType = z.infer<typeof uploadFileType>;

export const uploadSignatureRequest = z.object({
  file_prefix: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,32}$/)
    .default('task'),
  file_type: uploadFileType,
  file_name: z.string().trim().min(1).max(200),
  /** Private files are served only through expiring signed URLs. */
  private: z.boolean().default(false),
});
export type UploadSignatureRequest = z.infer<typeof uploadSignatureRequest>;

export const uploadSignature = z.object({
  access_id: z.string(),
  policy: z.string(),
  signature: z.string(),
  /** The object key the file must be posted under. */
  path: z.string(),
  host: z.string(),
  /** Extra form fields the host needs (S3 presigned POST); posted before the file. */
  fields: z.record(z.string(), z.string()),
  private_bucket_sign_url: z.string(),
  /** Public address of the file once uploaded (empty for private files). */
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

export const bucketSignRequest = z.object({
  file_list: z.array(z.string().min(1)).min(1).max(100),
  task_id: z.number().int().optional(),
});
export const bucketSignResponse = z.array(z.object({ request_url: z.string(), sign_url: z.string() }));
