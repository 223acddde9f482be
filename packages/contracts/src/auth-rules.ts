import { EMAIL_INPUT_MAX, REDIRECT_MAX_LENGTH, SIGN_IN_CODE_LENGTH } from './limits';
import { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN } from './patterns';

// Sessions, redirects and the sign-in fields without zod: the web's startup code reads cookies and
// checks redirects before any form loads, and the sign-in page checks its fields without loading
// the schema library; auth.ts builds its schemas on the same rules.

/**
 * Cookie names; test environments use a prefix so test and production sessions never mix (spec 7).
 * `refresh` is HttpOnly, so the web cannot see it; `refreshHint` (value `1`, readable by scripts, same
 * lifetime) tells the root gate synchronously that a refresh is worth trying (spec 4).
 */
export function cookieNames(prefix: string) {
  return { token: `${prefix}token`, refresh: `${prefix}refresh_token`, refreshHint: `${prefix}has_refresh` };
}

/**
 * The same-site rule for `redirect`, shared by the server and the web: a path that starts with a
 * single `/`, or an absolute http(s) URL whose origin is the public origin. Answers the target to
 * use, or null when it could leave the site. Only printable ASCII without `\` is accepted, because
 * browsers read `/\evil.com` and `/<tab>/evil.com` as `//evil.com` (clients percent-encode the rest).
 */
export function safeRedirect(target: string | null | undefined, publicUrl: string): string | null {
  if (!target || target.length > REDIRECT_MAX_LENGTH) return null;
  if (/[^\x21-\x7e]|\\/.test(target)) return null;
  let site: URL;
  try {
    site = new URL(publicUrl);
  } catch {
    return null;
  }
  if (target.startsWith('/')) return target.startsWith('//') ? null : target;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  // the absolute form is kept: its path may read `//x` after normalisation, harmless only with an origin
  return url.origin === site.origin ? url.href : null;
}

const CODE_PATTERN = new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`);

/**
 * The sign-in fields as the server reads them (auth.ts `emailField`, `phoneField`, `codeField`):
 * the value as sent on, or undefined when the spec 5 rule refuses it.
 */
export const signInFields = {
  email(value: string): string | undefined {
    const trimmed = value.trim();
    return trimmed.length <= EMAIL_INPUT_MAX && EMAIL_PATTERN.test(trimmed)
      ? trimmed.toLowerCase()
      : undefined;
  },
  phone(value: string): string | undefined {
    const trimmed = value.trim();
    return MAINLAND_MOBILE_PATTERN.test(trimmed) ? trimmed : undefined;
  },
  code(value: string): string | undefined {
    const trimmed = value.trim();
    return CODE_PATTERN.test(trimmed) ? trimmed : undefined;
  },
};
