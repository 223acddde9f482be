import { z } from 'zod';
import { INT4_MAX } from './common';

/**
 * Staff-managed product media (issue 34 item 2, docs/decisions/050): photos and videos per product,
 * uploaded through the ordinary upload path and shown on the landing page and the video guides in
 * place of the drawings for the slides staff choose.
 */
export const PRODUCT_MEDIA_KINDS = ['photo', 'video'] as const;
export type ProductMediaKind = (typeof PRODUCT_MEDIA_KINDS)[number];

/** Widths (CSS px at 1x) the server makes of every photo and poster, in AVIF and WebP. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** A photo (or a poster) at most this big: derivatives are made of it in memory. */
export const MEDIA_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** A product video at most this big (the upload path allows 20 MB). */
export const MEDIA_VIDEO_MAX_BYTES = 20 * 1024 * 1024;
/** Pixels of a photo: larger ones are refused rather than decoded. */
export const MEDIA_PHOTO_MAX_PIXELS = 40_000_000;
export const MEDIA_ALT_MAX = 300;
export const MEDIA_CAPTIONS_MAX = 64 * 1024;
export const MEDIA_PER_PRODUCT_MAX = 40;

/**
 * Where an item shows: `hero`, `gallery`, `slide-<n>` (the landing page's n-th slide, 1 = hero) or
 * `guide` (the video of the product's video guide page).
 */
export const MEDIA_SLOT_PATTERN = /^(hero|gallery|guide|slide-(?:[1-9]|[1-3]\d))$/;
export const mediaSlot = z.string().trim().regex(MEDIA_SLOT_PATTERN);

const alt = z.string().trim().max(MEDIA_ALT_MAX);

/** POST /api/admin/products/{code}/media: a file already uploaded (POST /api/upload/...) becomes media. */
export const productMediaCreate = z.object({
  kind: z.enum(PRODUCT_MEDIA_KINDS),
  /** The uploaded file's address (`url` of the upload answer): a photo, or the MP4 of a video. */
  url: z.string().trim().min(1).max(2000),
  /** A video's poster image (uploaded as an image); required for a video. */
  poster_url: z.string().trim().max(2000).optional(),
  /** WebVTT captions of a video, as text (optional). */
  captions_vtt: z.string().max(MEDIA_CAPTIONS_MAX).optional(),
  /** Alt text of a photo, the title of a video: required in both languages. */
  alt_cn: alt,
  alt_en: alt,
  slot: mediaSlot,
  position: z.number().int().min(0).max(999).optional(),
});
export type ProductMediaCreate = z.infer<typeof productMediaCreate>;

export const productMediaUpdate = z.object({
  alt_cn: alt.optional(),
  alt_en: alt.optional(),
  slot: mediaSlot.optional(),
  position: z.number().int().min(0).max(999).optional(),
  captions_vtt: z.string().max(MEDIA_CAPTIONS_MAX).nullable().optional(),
});
export type ProductMediaUpdate = z.infer<typeof productMediaUpdate>;

/** PUT /api/admin/products/{code}/media/order: every item's id in the order wanted. */
export const productMediaOrder = z.object({
  ids: z.array(z.number().int().min(1).max(INT4_MAX)).max(MEDIA_PER_PRODUCT_MAX),
});

export const mediaVariant = z.object({
  format: z.enum(MEDIA_FORMATS),
  width: z.number().int(),
  url: z.string(),
});
export type MediaVariant = z.infer<typeof mediaVariant>;

/** One item as the landing page receives it (inside its product setting) and staff list it. */
export const productMedia = z.object({
  id: z.number().int(),
  kind: z.enum(PRODUCT_MEDIA_KINDS),
  slot: z.string(),
  position: z.number().int(),
  alt_cn: z.string(),
  alt_en: z.string(),
  /** The photo's (or the poster's) intrinsic size: the page reserves its box from it. */
  width: z.number().int(),
  height: z.number().int(),
  /** The photo as uploaded, or the video's MP4. */
  url: z.string(),
  /** AVIF and WebP at MEDIA_WIDTHS (no wider than the original) of the photo or the poster. */
  variants: z.array(mediaVariant),
  poster_url: z.string().nullable(),
  /** Where the captions track is served (text/vtt), when staff gave captions. */
  captions_url: z.string().nullable(),
});
export type ProductMedia = z.infer<typeof productMedia>;
export const productMediaList = z.array(productMedia);
