import type { UploadSignature, UploadSignatureRequest } from '@miao/contracts/uploads';
import { api } from '@/lib/api-client';

export type SignatureInput = Pick<UploadSignatureRequest, 'file_type' | 'file_name'> &
  Partial<Pick<UploadSignatureRequest, 'file_prefix' | 'private'>>;

/** Step one of an upload (spec 7): where and how to post the file. */
export function getUploadSignature(input: SignatureInput): Promise<UploadSignature> {
  return api.post<UploadSignature>('/api/upload/signature', input, { toastErrors: false });
}
