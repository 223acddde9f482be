import { REQUEST_TIMEOUT_MS } from '@miao/contracts/limits';
import type { UploadedFile, UploadSignature } from '@miao/contracts/uploads';

/** What the storage host answered: the file record (local storage) or nothing (a bucket). */
export type HostAnswer = { kind: 'file'; file: UploadedFile } | { kind: 'stored' };

export class UploadHostError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? `upload failed (${status})`);
  }
}

/**
 * Step two: the multipart POST to the signed host, with progress (spec 7). The signature's
 * `fields` go first (a host refuses repeated fields, so the named ones are added only when
 * missing), then the file last.
 */
export function postUpload(
  signature: UploadSignature,
  file: Blob,
  fileName: string,
  onProgress: (fraction: number) => void,
): Promise<HostAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(signature.fields)) form.append(name, value);
  const named: [string, string][] = [
    ['access_id', signature.access_id],
    ['policy', signature.policy],
    ['signature', signature.signature],
    ['key', signature.path],
  ];
  for (const [name, value] of named) if (value && !(name in signature.fields)) form.append(name, value);
  form.append('file', file, fileName);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', signature.host);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        const file = body as Partial<UploadedFile> | undefined;
        resolve(
          file && typeof file.url === 'string'
            ? { kind: 'file', file: file as UploadedFile }
            : { kind: 'stored' },
        );
        return;
      }
      const message = (body as { message?: unknown } | undefined)?.message;
      reject(new UploadHostError(xhr.status, typeof message === 'string' ? message : undefined));
    };
    xhr.onerror = () => reject(new UploadHostError(0));
    xhr.ontimeout = () => reject(new UploadHostError(0));
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
