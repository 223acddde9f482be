import type { MediaPath } from './types';

/**
 * The media CDN base for photos and videos (spec 9: "Media CDN base used for images and videos"),
 * set at build time with VITE_MEDIA_BASE. Empty by default: the site then shows its drawn art.
 */
export const MEDIA_BASE: string = String(import.meta.env.VITE_MEDIA_BASE ?? '');

/** The address of a media path, or undefined when it needs a CDN that is not configured. */
export function mediaUrl(path: MediaPath | undefined, base: string = MEDIA_BASE): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path) || path.startsWith('/')) return path;
  return base ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : undefined;
}

/** The WeChat official account's QR code (China mode "follow us"), once the media CDN holds it. */
export const WECHAT_QR: string | undefined = mediaUrl('images/qr/wechat-official-account.png');
