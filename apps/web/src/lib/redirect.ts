import { safeRedirect } from '@miao/contracts/auth-rules';

/**
 * Where to go after signing in: the shared same-site rule of the contracts (a path with one
 * leading `/`, never `//` or a backslash, or an absolute address of this very origin), else `/`.
 */
export function sameSiteRedirect(target: string | null | undefined, origin: string, fallback = '/'): string {
  return safeRedirect(target, origin) ?? fallback;
}

/** The sign-in address with the current page as the way back (spec 4). */
export function signInHref(prefix: string, current: string): string {
  return `${prefix}/auth/login?redirect=${encodeURIComponent(current)}`;
}

/** The refresh address of the sign-in service; it comes back to `current` with a new token. */
export function refreshHref(current: string): string {
  return `/auth/refresh?redirect=${encodeURIComponent(current)}`;
}

/**
 * Where the sign-in page sends the user: the same-site target, except the auth pages themselves
 * (landing on them again would loop). Without a usable target it is `home`, the home page of the
 * sign-in page's own language (`/cn/`): the bare `/` picks its language from the cookie or the
 * browser, and sent members of the Chinese site to the English home (issue 18).
 */
export function landingAfterSignIn(target: string | null | undefined, origin: string, home = '/'): string {
  const safe = sameSiteRedirect(target, origin, home);
  const { pathname } = new URL(safe, origin);
  const path = pathname.replace(/^\/(cn|en)(?=\/|$)/, '') || '/';
  return path === '/auth' || path.startsWith('/auth/') ? home : safe;
}
