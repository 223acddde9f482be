import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import {
  MEDIA_FORMATS,
  MEDIA_PER_PRODUCT_MAX,
  MEDIA_PHOTO_MAX_BYTES,
  MEDIA_PHOTO_MAX_PIXELS,
  MEDIA_VIDEO_MAX_BYTES,
  MEDIA_WIDTHS,
  type ProductMedia,
  type ProductMediaCreate,
  type ProductMediaUpdate,
} from '@miao/contracts/product-media';
import type { DbOrTx } from '../../db/client';
import { productMedia, type ProductMediaVariantRow } from '../../db/schema/products';
import { uploads } from '../../db/schema/uploads';
import { fail } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { sniff, SNIFF_BYTES } from '../uploads/service';

type MediaRow = typeof productMedia.$inferSelect;
type UploadRow = typeof uploads.$inferSelect;
const PHOTO_TYPES = new Set(['image/png', 'image/jpeg']);
const VARIANT_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

export function captionsUrl(code: string, id: number): string {
  return `/api/products/${encodeURIComponent(code)}/media/${id}/captions.vtt`;
}

export function presentMedia(storage: Storage, row: MediaRow): ProductMedia {
  return {
    id: row.id,
    kind: row.kind,
    slot: row.slot,
    position: row.position,
    alt_cn: row.altCn,
    alt_en: row.altEn,
    width: row.width,
    height: row.height,
    url: storage.publicUrl(row.uploadKey),
    variants: row.variants.map((v) => ({ format: v.format, width: v.width, url: storage.publicUrl(v.key) })),
    poster_url: row.posterKey ? storage.publicUrl(row.posterKey) : null,
    captions_url: row.captionsVtt ? captionsUrl(row.productCode, row.id) : null,
  };
}

/** Every product's media by code, in their order (the settings list carries them to the pages). */
export async function mediaByProduct(db: DbOrTx, storage: Storage): Promise<Map<string, ProductMedia[]>> {
  const rows = await db.select().from(productMedia).orderBy(asc(productMedia.position), asc(productMedia.id));
  const byCode = new Map<string, ProductMedia[]>();
  for (const row of rows) {
    const list = byCode.get(row.productCode) ?? [];
    list.push(presentMedia(storage, row));
    byCode.set(row.productCode, list);
  }
  return byCode;
}

export async function listMedia(db: DbOrTx, storage: Storage, code: string): Promise<ProductMedia[]> {
  const rows = await db
    .select()
    .from(productMedia)
    .where(eq(productMedia.productCode, code))
    .orderBy(asc(productMedia.position), asc(productMedia.id));
  return rows.map((row) => presentMedia(storage, row));
}

/** The public upload behind an address this storage gave out, or a 422 on the field. */
async function uploadOf(db: DbOrTx, storage: Storage, address: string, field: string): Promise<UploadRow> {
  const key = storage.keyOf(address);
  const [row] = key
    ? await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.key, key), eq(uploads.isPrivate, false)))
        .limit(1)
    : [];
  if (!row) fail('validation_error', { fields: [field] });
  return row;
}

/** The object's bytes (at most `maxBytes + 1`, so a larger one is told apart). */
async function readObject(storage: Storage, key: string, maxBytes: number): Promise<Buffer> {
  if (storage.kind === 'local') {
    const file = await storage.open(key);
    if (!file) fail('not_found');
    if (file.size > maxBytes) fail('media_too_large');
    return readFile(file.path);
  }
  const object = await storage.readHead(key, maxBytes + 1);
  if (!object) fail('not_found');
  if (object.size > maxBytes) fail('media_too_large');
  return object.head;
}

function newKey(extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `product-media/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}${extension}`;
}

interface Photo {
  key: string;
  width: number;
  height: number;
  variants: ProductMediaVariantRow[];
}

/**
 * A photo (or poster): its type sniffed from its bytes (never its name), its size and pixels
 * bounded, then AVIF and WebP made once at each of MEDIA_WIDTHS no wider than itself, stored beside it
 * (recorded as uploads, so they are served with their type and the immutable cache).
 */
async function preparePhoto(db: DbOrTx, storage: Storage, row: UploadRow, staffId: number): Promise<Photo> {
  if (row.fileType !== 'image') fail('media_type_invalid');
  if (row.size > MEDIA_PHOTO_MAX_BYTES) fail('media_too_large');
  const bytes = await readObject(storage, row.key, MEDIA_PHOTO_MAX_BYTES);
  if (!PHOTO_TYPES.has((await sniff(bytes.subarray(0, SNIFF_BYTES))) ?? '')) fail('media_type_invalid');
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MEDIA_PHOTO_MAX_PIXELS }).metadata();
  } catch {
    fail('media_type_invalid');
  }
  if (!meta.width || !meta.height) fail('media_type_invalid');
  if (meta.width * meta.height > MEDIA_PHOTO_MAX_PIXELS) fail('media_too_large');
  // EXIF orientations 5-8 turn the picture a quarter: the shown size is the other way round
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const widths = [...new Set(MEDIA_WIDTHS.map((w) => Math.min(w, width)))];
  const variants: ProductMediaVariantRow[] = [];
  for (const w of widths) {
    for (const format of MEDIA_FORMATS) {
      const image = sharp(bytes, { limitInputPixels: MEDIA_PHOTO_MAX_PIXELS }).rotate().resize({ width: w });
      const body = await (
        format === 'avif' ? image.avif({ quality: 50, effort: 2 }) : image.webp({ quality: 76 })
      ).toBuffer();
      const key = newKey(`-${w}.${format}`);
      await storage.put(key, body, VARIANT_TYPES[format]);
      await db.insert(uploads).values({
        key,
        userId: staffId,
        fileType: 'image',
        contentType: VARIANT_TYPES[format],
        name: `${w}.${format}`,
        size: body.length,
        isPrivate: false,
      });
      variants.push({ format, width: w, key });
    }
  }
  return { key: row.key, width, height, variants };
}

function checkCaptions(text: string | null | undefined): string | null {
  if (text === undefined || text === null || text.trim() === '') return null;
  // WebVTT: the file starts with "WEBVTT" (after an optional byte order mark), then a break
  if (!/^\uFEFF?WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test(text)) fail('media_captions_invalid');
  // served as text/vtt to a <track>: no markup of ours is ever in it, but no NUL either
  // eslint-disable-next-line no-control-regex
  if (/\u0000/.test(text)) fail('media_captions_invalid');
  return text;
}

function requireAlt(cn: string | undefined, en: string | undefined) {
  const fields = [...(cn?.trim() ? [] : ['alt_cn']), ...(en?.trim() ? [] : ['alt_en'])];
  if (fields.length) fail('media_alt_required', { fields });
}

/** POST /api/admin/products/{code}/media. Call inside a transaction. */
export async function createMedia(
  db: DbOrTx,
  storage: Storage,
  code: string,
  input: ProductMediaCreate,
  staffId: number,
): Promise<ProductMedia> {
  requireAlt(input.alt_cn, input.alt_en);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(productMedia)
    .where(eq(productMedia.productCode, code));
  if (n >= MEDIA_PER_PRODUCT_MAX) fail('media_limit_reached');
  const upload = await uploadOf(db, storage, input.url, 'url');
  let photo: Photo;
  let uploadKey = upload.key;
  let posterKey: string | null = null;
  let captions: string | null = null;
  if (input.kind === 'photo') {
    photo = await preparePhoto(db, storage, upload, staffId);
  } else {
    if (upload.fileType !== 'video') fail('media_type_invalid');
    if (upload.size > MEDIA_VIDEO_MAX_BYTES) fail('media_too_large');
    const head =
      storage.kind === 'local'
        ? (await readObject(storage, upload.key, MEDIA_VIDEO_MAX_BYTES)).subarray(0, SNIFF_BYTES)
        : (await storage.readHead(upload.key, SNIFF_BYTES))?.head;
    if (!head || (await sniff(head)) !== 'video/mp4') fail('media_type_invalid');
    if (!input.poster_url) fail('media_poster_required', { fields: ['poster_url'] });
    photo = await preparePhoto(
      db,
      storage,
      await uploadOf(db, storage, input.poster_url, 'poster_url'),
      staffId,
    );
    posterKey = photo.key;
    captions = checkCaptions(input.captions_vtt);
    uploadKey = upload.key;
  }
  const [row] = await db
    .insert(productMedia)
    .values({
      productCode: code,
      kind: input.kind,
      slot: input.slot,
      position: input.position ?? n,
      altCn: input.alt_cn.trim(),
      altEn: input.alt_en.trim(),
      uploadKey,
      posterKey,
      width: photo.width,
      height: photo.height,
      variants: photo.variants,
      captionsVtt: captions,
      createdBy: staffId,
    })
    .returning();
  return presentMedia(storage, row!);
}

async function findMedia(db: DbOrTx, code: string, id: number): Promise<MediaRow> {
  const [row] = await db
    .select()
    .from(productMedia)
    .where(and(eq(productMedia.productCode, code), eq(productMedia.id, id)))
    .limit(1);
  if (!row) fail('not_found');
  return row;
}

export async function updateMedia(
  db: DbOrTx,
  storage: Storage,
  code: string,
  id: number,
  input: ProductMediaUpdate,
): Promise<ProductMedia> {
  const current = await findMedia(db, code, id);
  requireAlt(input.alt_cn ?? current.altCn, input.alt_en ?? current.altEn);
  const captions = input.captions_vtt === undefined ? current.captionsVtt : checkCaptions(input.captions_vtt);
  if (captions !== null && current.kind !== 'video') fail('validation_error', { fields: ['captions_vtt'] });
  const [row] = await db
    .update(productMedia)
    .set({
      altCn: input.alt_cn?.trim() ?? current.altCn,
      altEn: input.alt_en?.trim() ?? current.altEn,
      slot: input.slot ?? current.slot,
      position: input.position ?? current.position,
      captionsVtt: captions,
      updatedAt: new Date(),
    })
    .where(eq(productMedia.id, id))
    .returning();
  return presentMedia(storage, row!);
}

/** PUT .../media/order: the ids given, each of this product's once, take positions 0, 1, 2... */
export async function reorderMedia(
  db: DbOrTx,
  storage: Storage,
  code: string,
  ids: number[],
): Promise<ProductMedia[]> {
  const rows = await db
    .select({ id: productMedia.id })
    .from(productMedia)
    .where(eq(productMedia.productCode, code))
    .for('update');
  const own = new Set(rows.map((row) => row.id));
  if (new Set(ids).size !== ids.length || ids.length !== own.size || ids.some((id) => !own.has(id)))
    fail('validation_error', { fields: ['ids'] });
  for (const [position, id] of ids.entries()) {
    await db.update(productMedia).set({ position, updatedAt: new Date() }).where(eq(productMedia.id, id));
  }
  return listMedia(db, storage, code);
}

/** Deletes the item and the derivatives made for it; the uploaded originals stay (they are uploads). */
export async function deleteMedia(db: DbOrTx, storage: Storage, code: string, id: number): Promise<void> {
  const row = await findMedia(db, code, id);
  await db.delete(productMedia).where(eq(productMedia.id, id));
  const keys = row.variants.map((v) => v.key);
  if (keys.length) await db.delete(uploads).where(inArray(uploads.key, keys));
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

export async function captionsOf(db: DbOrTx, code: string, id: number): Promise<string> {
  const row = await findMedia(db, code, id);
  if (!row.captionsVtt) fail('not_found');
  return row.captionsVtt;
}
