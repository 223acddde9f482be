import type { UploadedFile, UploadFileType } from '@miao/contracts/uploads';
import { useCallback, useState } from 'react';
import { ApiError, translateServerMessage } from '@/lib/api-client';
import { completeUpload } from '@/features/uploads/api/complete-upload';
import { getUploadSignature } from '@/features/uploads/api/get-upload-signature';
import { postUpload, UploadHostError } from '@/features/uploads/api/post-upload';
import { useTranslation } from '@/lib/use-translation';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'success'; file: UploadedFile }
  | { status: 'fail'; message: string };

/** Spec 4, upload: loading, then success or fail; progress in between. */
export function useUpload(fileType: UploadFileType, filePrefix?: string) {
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  const upload = useCallback(
    async (file: Blob, fileName: string): Promise<UploadedFile | undefined> => {
      setState({ status: 'uploading', progress: 0 });
      try {
        const signature = await getUploadSignature({
          file_type: fileType,
          file_name: fileName,
          file_prefix: filePrefix,
        });
        if (file.size > signature.max_bytes) {
          setState({ status: 'fail', message: t('error.Upload file size exceeds limit') });
          return undefined;
        }
        const answer = await postUpload(signature, file, fileName, (progress) =>
          setState({ status: 'uploading', progress }),
        );
        const uploaded = answer.kind === 'file' ? answer.file : await completeUpload(signature.path);
        setState({ status: 'success', file: uploaded });
        return uploaded;
      } catch (error) {
        const message =
          error instanceof ApiError
            ? error.displayMessage
            : error instanceof UploadHostError && error.serverMessage
              ? translateServerMessage(error.serverMessage)
              : t('error.Upload failed');
        setState({ status: 'fail', message });
        return undefined;
      }
    },
    [fileType, filePrefix, t],
  );

  return { state, upload, reset: useCallback(() => setState({ status: 'idle' }), []) };
}
