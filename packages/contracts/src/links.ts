import { z } from 'zod';
import { PAGE_NUMBER_MAX, pageOf } from './common';
import { MAX_PAGE_SIZE, SHORT_LINK_ID_MAX, URL_MAX } from './limits';
import { isHttpUrl } from './products';
import { SITE_LINK_DEFAULTS, SITE_LINK_KEYS, siteLinkFor, type SiteLinkKey } from './site-link-defaults';

/** Short-link ids: letters, digits, `-` and `_` (they sit in `/sl/{id}/`). */
export const SHORT_LINK_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const shortLinkIdField = z.string().trim().min(1).max(SHORT_LINK_ID_MAX).regex(SHORT_LINK_ID_PATTERN);

/** A path on this site (`/am-master/?p=2`) or an absolute http(s) link. */
export function isShortLinkTarget(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  return isHttpUrl(value);
}

export const shortLinkCreate = z.object({
  /** Empty or absent: a random id is made. */
  id: z.union([shortLinkIdField, z.literal('')]).optional(),
  target: z
    .string()
    .trim()
    .min(1)
    .max(URL_MAX)
    .refine(isShortLinkTarget, 'must be a site path or an http(s) URL'),
});
export type ShortLinkCreate = z.infer<typeof shortLinkCreate>;

export const shortLink = z.object({
  id: z.string(),
  target: z.string(),
  /** The address to share: `${PUBLIC_URL}/sl/{id}/`. */
  url: z.string(),
  hits: z.number().int(),
  created_by: z.number().int().nullable(),
  create_time: z.string(),
});
export type ShortLink = z.infer<typeof shortLink>;

export const shortLinkListQuery = z.object({
  page_number: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  ordering: z.enum(['id', '-id']).default('-id'),
});
export const shortLinkPage = pageOf(shortLink);

/** POST /api/share/sign: the page to share (its #fragment is ignored, as WeChat requires). */
export const shareSignBody = z.object({ url: z.string().trim().min(1).max(URL_MAX) });
/** Spec 3 share-signing config, the arguments of WeChat's `wx.config`. */
export const shareSignResponse = z.object({
  app_id: z.string(),
  timestamp: z.number().int(),
  nonce_str: z.string(),
  signature: z.string(),
});
export type ShareSignResponse = z.infer<typeof shareSignResponse>;

// ── store and social links (issue 17) ────────────────────────────────────────────────────────────

export { SITE_LINK_DEFAULTS, SITE_LINK_KEYS, siteLinkFor, type SiteLinkKey };

/** A link of the site's chrome: http(s), or mailto: for the contact address; '' for none. */
export function isSiteLinkUrl(value: string): boolean {
  if (value === '') return true;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(value)) return true;
  return isHttpUrl(value);
}

/**
 * Links the site embeds in an iframe (the join-us chat widget, decision 064): their addresses are
 * https only and their origins go into the Content-Security-Policy's frame-src.
 */
export const EMBEDDED_SITE_LINKS: readonly SiteLinkKey[] = ['chat_widget'];

/** Printable ASCII only, and nothing that could end a CSP source or directive or leave an attribute. */
const OUTSIDE_A_SOURCE = /[^\x21-\x7e]|[;,'"`<>\\]/;

/**
 * An address the site may embed: https, a host of letters, digits, dots and hyphens (an IDN as
 * punycode), no user or password, no character that could break out of a CSP source. Plain http
 * only to this machine (localhost, 127.0.0.1) when `localHttp`: outside production, for tests.
 */
export function isEmbedUrl(value: string, localHttp = false): boolean {
  if (value === '') return true;
  if (OUTSIDE_A_SOURCE.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || !/^[a-z0-9.-]+$/.test(url.hostname)) return false;
  if (url.protocol === 'https:') return true;
  return (
    localHttp && url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')
  );
}

/** The origin of an embedded address for the CSP (scheme, host and port, never the path); undefined for none. */
export function embedOrigin(value: string, localHttp = false): string | undefined {
  if (value === '' || !isEmbedUrl(value, localHttp)) return undefined;
  return new URL(value).origin;
}

const siteLinkUrl = z
  .string()
  .trim()
  .max(URL_MAX)
  .refine(isSiteLinkUrl, 'must be an http(s) URL, a mailto: address or empty');

export const siteLinkKeyField = z.enum(SITE_LINK_KEYS);

/** Spec 2: a mode's own link wins over the generic `url`; '' means none. */
export const siteLink = z.object({
  key: siteLinkKeyField,
  url: z.string(),
  cn_url: z.string(),
  overseas_url: z.string(),
  updated_at: z.string(),
});
export type SiteLink = z.infer<typeof siteLink>;
export const siteLinkList = z.array(siteLink);

/** PATCH /api/admin/site-links/{key}: the fields that change (at least one). */
export const siteLinkUpdate = z
  .object({ url: siteLinkUrl, cn_url: siteLinkUrl, overseas_url: siteLinkUrl })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type SiteLinkUpdate = z.infer<typeof siteLinkUpdate>;
