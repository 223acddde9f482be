import { safeRedirect } from '@miao/contracts/auth';

/**
 * Where a sign-in flow lands: the same-site target (contracts' `safeRedirect`), else `/`. The auth
 * pages themselves also become `/`: landing on /auth/refresh again would spend the new refresh
 * token at once and loop.
 */
export function landingOf(target: string | undefined, publicUrl: string): string {
  const safe = safeRedirect(target, publicUrl);
  if (!safe) return '/';
  const { pathname } = new URL(safe, publicUrl);
  return pathname === '/auth' || pathname.startsWith('/auth/') ? '/' : safe;
}

/** The login page of the auth address (spec 4), keeping where the user wanted to go. */
export function loginPageFor(landing: string): string {
  return `/auth/login?redirect=${encodeURIComponent(landing)}`;
}
