// The one place that decides what rich-text HTML is stored (ARCHITECTURE: TipTap in the browser,
// an allowlist on the server). Task descriptions and comments share it.
import sanitizeHtml from 'sanitize-html';
import type { Config } from '../config';
import { fail } from './errors';
import type { Storage } from './storage';

export interface RichTextOptions {
  /**
   * Address prefixes of our own media (`https://cdn.example.com/`, `/uploads/`, and
   * `http://localhost:3000/uploads/` as addressed before issue 18): media from anywhere else are dropped.
   */
  mediaPrefixes: readonly string[];
}

/** Where our uploaded media live: the storage's public base and this site's /uploads/. */
export function mediaPrefixesOf(
  config: Pick<Config, 'publicUrl'>,
  storage: Pick<Storage, 'publicUrl'>,
): string[] {
  return [...new Set([storage.publicUrl(''), `${config.publicUrl}/uploads/`])];
}

/** Stands in for this site when a root-relative address is normalised; never an address itself. */
const SITE = 'http://site.invalid';

/**
 * True when `src` is an http(s) address, or a root-relative one of this site (`/uploads/...`), under
 * one of the prefixes after normalising `..` away.
 */
export function isOwnMediaAddress(src: string, mediaPrefixes: readonly string[]): boolean {
  const relative = src.startsWith('/');
  let normalised: string;
  try {
    const url = relative ? new URL(src, SITE) : new URL(src);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    if (url.username || url.password) return false;
    // `//host/...` or `/\host/...` name another host: not this site
    if (relative && url.origin !== SITE) return false;
    normalised = url.href;
  } catch {
    return false;
  }
  return mediaPrefixes.some((given) => {
    if (given === '') return false;
    const prefix = given.startsWith('/') ? `${SITE}${given}` : given;
    if (given.startsWith('/') !== relative) return false;
    return normalised.startsWith(prefix) && normalised.length > prefix.length;
  });
}

const LINK_SCHEMES = ['http', 'https', 'mailto'];
const MEDIA_SCHEMES = ['http', 'https'];

/**
 * Keeps p, br, strong/b, em/i, u, s, a[href], img[src], video[src], code, pre, ul/ol/li, blockquote
 * and h2-h4; everything else is removed (script and style with their content). Links open in a new
 * tab with rel="noopener nofollow"; images and videos must come from our media host.
 */
export function sanitizeRichText(html: string, options: RichTextOptions): string {
  assertNoNullCharacters(html);
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'a',
      'img',
      'video',
      'code',
      'pre',
      'ul',
      'ol',
      'li',
      'blockquote',
      'h2',
      'h3',
      'h4',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      video: ['src', 'controls', 'width', 'height'],
    },
    allowedSchemes: LINK_SCHEMES,
    allowedSchemesByTag: { img: MEDIA_SCHEMES, video: MEDIA_SCHEMES },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // pasted documents often carry a top-level heading; the task title is the page's h1
      h1: 'h2',
      a: (tagName, attribs) => ({
        tagName,
        // only the address survives from the input; the scheme check runs after this
        attribs: {
          ...(attribs.href === undefined ? {} : { href: attribs.href }),
          target: '_blank',
          rel: 'noopener nofollow',
        },
      }),
    },
    // Runs on the attributes that survived: an <a> whose href was refused loses the link but keeps its text.
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' || frame.tag === 'video') &&
      !isOwnMediaAddress(frame.attribs.src ?? '', options.mediaPrefixes),
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'iframe',
      'object',
      'embed',
      'template',
    ],
  });
}

/** True when some input carries markup: a tag (`<p>`, `</li>`, `<br/>`) anywhere in it. */
export function looksLikeHtml(input: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(input);
}

/**
 * Plain text as paragraphs: blank lines separate paragraphs, a single line break stays one, and
 * the text is escaped. Descriptions sent as text (API clients, older forms) read as they were typed.
 */
export function textAsParagraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br />')}</p>`)
    .join('');
}

/** Spec 5 / 8: null characters are refused (PostgreSQL text cannot hold them either). */
export function assertNoNullCharacters(value: unknown): void {
  if (containsNullCharacter(value)) fail('null_character');
}

export function containsNullCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNullCharacter);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsNullCharacter);
  return false;
}

/** The text of some HTML, tags removed and entities decoded (for mail previews and blank checks). */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote|\/pre)\b[^>]*>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) =>
    name === 'amp'
      ? '&'
      : name === 'lt'
        ? '<'
        : name === 'gt'
          ? '>'
          : name === 'quot'
            ? '"'
            : name === '#39'
              ? "'"
              : ' ',
  );
}

/** True when sanitised HTML shows something: text other than white space, or an image or video (spec 5 comment rule). */
export function hasVisibleContent(sanitized: string): boolean {
  if (/<(img|video)\b/i.test(sanitized)) return true;
  return plainText(sanitized).length > 0;
}

/** Text made safe to put inside HTML (mails, small server pages). */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
