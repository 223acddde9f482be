import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS, UPLOAD_TOAST_DURATION_MS } from '@miao/contracts/limits';
import type { UploadedFile } from '@miao/contracts/uploads';
import { useCallback, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { ApiError, translateServerMessage } from '@/lib/api-client';
import { completeUpload } from '@/features/uploads/api/complete-upload';
import { getUploadSignature } from '@/features/uploads/api/get-upload-signature';
import { postUpload, UploadHostError } from '@/features/uploads/api/post-upload';
import {
  checkUpload,
  UPLOAD_REFUSAL_MESSAGE,
  type EditorUploadKind,
} from '@/features/comments/utils/upload-rules';
import { useTranslation } from '@/lib/use-translation';

export interface ActiveUpload {
  key: number;
  name: string;
  kind: EditorUploadKind;
  /** 0..1 */
  progress: number;
}

class TooLarge extends Error {}

/**
 * The editor's uploads through the signed upload (spec 7), several at once, each with its
 * progress. Type and size are checked before anything is sent (spec 5); spec 8's uploading
 * message stays up to 60 seconds, then turns into success or failure.
 */
export function useEditorUploads() {
  const { t } = useTranslation();
  const [active, setActive] = useState<ActiveUpload[]>([]);
  const counter = useRef(0);

  const upload = useCallback(
    async (file: Blob, name: string, kind: EditorUploadKind): Promise<UploadedFile | undefined> => {
      const refusal = checkUpload({ name, type: file.type, size: file.size }, kind);
      if (refusal) {
        toast.error(t(UPLOAD_REFUSAL_MESSAGE[refusal]), { duration: ERROR_TOAST_DURATION_MS });
        return undefined;
      }
      const key = ++counter.current;
      const toastId = `comment-upload-${key}`;
      setActive((list) => [...list, { key, name, kind, progress: 0 }]);
      toast.loading(t('comments.upload.uploading', { name }), {
        id: toastId,
        duration: UPLOAD_TOAST_DURATION_MS,
      });
      try {
        const signature = await getUploadSignature({ file_type: kind, file_name: name });
        if (file.size > signature.max_bytes) throw new TooLarge();
        const answer = await postUpload(signature, file, name, (progress) =>
          setActive((list) => list.map((u) => (u.key === key ? { ...u, progress } : u))),
        );
        const uploaded = answer.kind === 'file' ? answer.file : await completeUpload(signature.path);
        toast.success(t('comments.upload.done', { name }), { id: toastId, duration: TOAST_DURATION_MS });
        return uploaded;
      } catch (error) {
        const message =
          error instanceof TooLarge
            ? t('error.Upload file size exceeds limit')
            : error instanceof ApiError
              ? error.displayMessage
              : error instanceof UploadHostError && error.serverMessage
                ? translateServerMessage(error.serverMessage)
                : t('error.Upload failed');
        toast.error(message, { id: toastId, duration: ERROR_TOAST_DURATION_MS });
        return undefined;
      } finally {
        setActive((list) => list.filter((u) => u.key !== key));
      }
    },
    [t],
  );

  return { active, upload };
}
