// What is stored, read back: expiring addresses for stored files, whether an address is one of our
// uploads, and how an object is served. The write side (signatures, uploads, completion) is service.ts.
import { and, eq, inArray } from 'drizzle-orm';
import { PRIVATE_URL_TTL_SECONDS } from '@miao/contracts/limits';
import { UPLOAD_EXTENSIONS, type BucketSignResponse } from '@miao/contracts/uploads';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema/uploads';
import { fail } from '../../platform/errors';
import { isPrivateKey, type Storage } from '../../platform/storage';
import { keysAttachedToTask } from './attachments';
import { extensionOf, findUpload, OCTET_STREAM } from './service';

/** Who asks for signatures, and the task (already checked visible to them) the files belong to. */
export interface SignRequester {
  userId: number;
  isStaff: boolean;
  visibleTaskId: number | undefined;
}

/**
 * POST /api/upload/bucket-sign: expiring addresses for stored files. A public file is signed for any
 * member; a private one only for its uploader, staff, or a member who may see the task its uploader
 * attached it to (attachments.ts): the route has checked that the member may see `task_id`.
 * Naming someone else's file in a post attaches nothing (issue 33). Unknown files and private files
 * the member may not read answer the same per-field error, so the refusal does not tell whether the
 * file exists (docs/decisions/017).
 */
export async function signFiles(
  deps: { db: DbOrTx; storage: Storage },
  fileList: string[],
  requester: SignRequester,
): Promise<BucketSignResponse> {
  const { db, storage } = deps;
  const keys = fileList.map((address) => storage.keyOf(address));
  const wanted = [...new Set(keys.filter((key): key is string => key !== undefined))];
  const rows = wanted.length
    ? await db
        .select({ key: uploads.key, userId: uploads.userId, isPrivate: uploads.isPrivate })
        .from(uploads)
        .where(inArray(uploads.key, wanted))
    : [];
  const readable = new Set<string>();
  const ask: string[] = [];
  for (const row of rows) {
    if (!row.isPrivate || requester.isStaff || row.userId === requester.userId) readable.add(row.key);
    else ask.push(row.key);
  }
  if (ask.length > 0 && requester.visibleTaskId !== undefined) {
    for (const key of await keysAttachedToTask(db, requester.visibleTaskId, ask)) readable.add(key);
  }
  const refused = keys.flatMap((key, i) => (key && readable.has(key) ? [] : [`file_list.${i}`]));
  if (refused.length) fail('validation_error', { fields: refused });
  return Promise.all(
    fileList.map(async (address, i) => ({
      request_url: address,
      sign_url: await storage.signedUrl(keys[i]!, PRIVATE_URL_TTL_SECONDS),
    })),
  );
}

/**
 * True when `url` is the public address of a file uploaded here as one of `kinds` (for an avatar:
 * `['avatar']`, so a PNG or JPEG checked on upload).
 */
export async function isOwnUploadUrl(
  db: DbOrTx,
  storage: Storage,
  url: string,
  kinds: ('avatar' | 'image')[],
): Promise<boolean> {
  const key = storage.keyOf(url);
  if (!key || storage.publicUrl(key) !== url || kinds.length === 0) return false;
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.key, key), inArray(uploads.fileType, kinds), eq(uploads.isPrivate, false)))
    .limit(1);
  return row !== undefined;
}

/** How a stored object is served: its type, and whether as a download under its name. */
export async function servingOf(
  db: DbOrTx,
  key: string,
): Promise<{ contentType: string; attachmentName?: string; isPrivate: boolean }> {
  const row = await findUpload(db, key);
  if (row) {
    return row.fileType === 'file'
      ? { contentType: OCTET_STREAM, attachmentName: row.name, isPrivate: row.isPrivate }
      : { contentType: row.contentType, isPrivate: row.isPrivate };
  }
  // Objects the server wrote itself (demo avatars) have no row: their extension says what they are.
  const extension = extensionOf(key);
  const media = { ...UPLOAD_EXTENSIONS.image, ...UPLOAD_EXTENSIONS.video };
  return Object.hasOwn(media, extension)
    ? { contentType: media[extension]!, isPrivate: isPrivateKey(key) }
    : { contentType: OCTET_STREAM, attachmentName: key.split('/').pop(), isPrivate: isPrivateKey(key) };
}
