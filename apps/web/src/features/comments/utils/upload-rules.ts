import { UPLOAD_EXTENSIONS, uploadMaxBytes } from '@miao/contracts/uploads';

/** What the editor uploads: images and videos are embedded, other files become links. */
export type EditorUploadKind = 'image' | 'video' | 'file';

/** The `accept` of each file picker (spec 5: image png, jpeg, gif; video mp4; files any). */
export function acceptFor(kind: EditorUploadKind): string | undefined {
  const types = UPLOAD_EXTENSIONS[kind];
  return types ? [...new Set(Object.values(types))].join(',') : undefined;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export type UploadRefusal = 'type' | 'size';

/**
 * Checked before uploading: the type by extension and MIME type (when the browser gives one), then
 * the size against the limit of its kind ('upload file size exceeds limit').
 */
export function checkUpload(
  file: { name: string; type: string; size: number },
  kind: EditorUploadKind,
): UploadRefusal | null {
  const types = UPLOAD_EXTENSIONS[kind];
  if (types) {
    const byName = types[extensionOf(file.name)];
    if (!byName) return 'type';
    if (file.type && !Object.values(types).includes(file.type)) return 'type';
  }
  if (file.size > uploadMaxBytes(kind)) return 'size';
  return null;
}

export const UPLOAD_REFUSAL_MESSAGE: Record<UploadRefusal, string> = {
  type: 'error.Upload file type is not supported',
  size: 'error.Upload file size exceeds limit',
};

/** A pasted image often has no useful name ("image.png"); give it one with the right extension. */
export function pastedFileName(file: { name: string; type: string }, index: number): string {
  if (file.name && extensionOf(file.name)) return file.name;
  const ext = file.type === 'image/jpeg' ? 'jpg' : file.type === 'image/gif' ? 'gif' : 'png';
  return `pasted-${Date.now().toString(36)}-${index}.${ext}`;
}
