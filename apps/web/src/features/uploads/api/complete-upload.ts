import type { UploadedFile } from '@miao/contracts/uploads';
import { api } from '@/lib/api-client';

/** Step three for bucket uploads: the server checks what was stored and records the file. */
export function completeUpload(path: string): Promise<UploadedFile> {
  return api.post<UploadedFile>('/api/upload/complete', { path }, { toastErrors: false });
}
