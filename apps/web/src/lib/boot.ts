import { createContext, useContext } from 'react';
import { cookieNames } from '@miao/contracts/auth-rules';
import { parseCookies } from './cookies';
import { isMobileUserAgent } from './device';
import {
  fallbackLanguage,
  normalizeLanguage,
  preferredLanguageTag,
  type Language,
  LANG_COOKIE,
} from './language';

/**
 * What the page needs to know about the request before its first render. The server decides it
 * and writes it into `<meta>` tags (the CSP allows no inline script); the browser reads the same
 * tags before hydrating, so both renders start from identical state.
 */
export interface Boot {
  /** Language of paths without a prefix: the lang cookie, then Accept-Language / navigator. */
  fallbackLanguage: Language;
  /** Auth cookie prefix (`test_` outside production, spec 7). */
  cookiePrefix: string;
  /** The httpOnly refresh cookie exists (only the server can see it; the browser also has the hint cookie). */
  hasRefresh: boolean;
  /** The User-Agent is a mobile device's; the width joins in once the page runs. */
  mobileAgent: boolean;
}

export const BOOT_META = {
  session: 'miao-session',
  cookiePrefix: 'miao-cookie-prefix',
  device: 'miao-device',
  language: 'miao-lang',
} as const;

/** The prefix the server uses unless it says otherwise: none in production builds. */
export const DEFAULT_COOKIE_PREFIX = import.meta.env?.PROD ? '' : 'test_';

export interface BootRequest {
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
  userAgent?: string | null;
  cookiePrefix?: string;
}

/** Server side: the boot state of one request. */
export function bootFromRequest(request: BootRequest): { boot: Boot; token: string | undefined } {
  const cookies = parseCookies(request.cookieHeader);
  const cookiePrefix = request.cookiePrefix ?? DEFAULT_COOKIE_PREFIX;
  const names = cookieNames(cookiePrefix);
  return {
    boot: {
      fallbackLanguage: fallbackLanguage(cookies[LANG_COOKIE], preferredLanguageTag(request.acceptLanguage)),
      cookiePrefix,
      hasRefresh: !!cookies[names.refresh] || !!cookies[names.refreshHint],
      mobileAgent: isMobileUserAgent(request.userAgent),
    },
    token: cookies[names.token] || undefined,
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The `<meta>` tags that carry the boot state into the page. */
export function bootHead(boot: Boot): string {
  const meta = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeAttribute(content)}" />`;
  return [
    meta(BOOT_META.session, boot.hasRefresh ? 'refresh' : 'none'),
    meta(BOOT_META.cookiePrefix, boot.cookiePrefix),
    meta(BOOT_META.device, boot.mobileAgent ? 'mobile' : 'desktop'),
    meta(BOOT_META.language, boot.fallbackLanguage),
  ].join('\n    ');
}

/** Browser side: the server's boot state, or one worked out here when the page was not server-rendered (vite dev, a failed render). */
export function bootFromDocument(doc: Document, nav: Navigator): Boot {
  const read = (name: string) =>
    doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;
  const session = read(BOOT_META.session);
  if (session === undefined) {
    // the server's fallback shell (rendering failed) still says which cookie prefix it uses
    const cookiePrefix = read(BOOT_META.cookiePrefix) ?? DEFAULT_COOKIE_PREFIX;
    const cookies = parseCookies(doc.cookie);
    return {
      fallbackLanguage: fallbackLanguage(cookies[LANG_COOKIE], nav.languages?.[0] ?? nav.language),
      cookiePrefix,
      hasRefresh: !!cookies[cookieNames(cookiePrefix).refreshHint],
      mobileAgent: isMobileUserAgent(nav.userAgent),
    };
  }
  return {
    fallbackLanguage: normalizeLanguage(read(BOOT_META.language)) ?? 'en',
    cookiePrefix: read(BOOT_META.cookiePrefix) ?? DEFAULT_COOKIE_PREFIX,
    hasRefresh: session === 'refresh',
    mobileAgent: read(BOOT_META.device) === 'mobile',
  };
}

export const BootContext = createContext<Boot | null>(null);

export function useBoot(): Boot {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot outside BootContext');
  return boot;
}
