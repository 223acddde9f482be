import { z } from 'zod';
import { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN } from './common';
import { EMAIL_INPUT_MAX, REDIRECT_MAX_LENGTH, SIGN_IN_CODE_LENGTH } from './limits';

export const emailField = z
  .string()
  .trim()
  .max(EMAIL_INPUT_MAX)
  .regex(EMAIL_PATTERN)
  .transform((v) => v.toLowerCase());
export const phoneField = z.string().trim().regex(MAINLAND_MOBILE_PATTERN);
export const codeField = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`));
/** Where to go after signing in; must pass `safeRedirect` (checked by the server, 422 `redirect_invalid`). */
export const redirectField = z.string().max(REDIRECT_MAX_LENGTH);

export const emailCodeRequest = z.object({ email: emailField });
export const phoneCodeRequest = z.object({ phone: phoneField });
/** `resend_after`: seconds before another code may be asked for the same address. */
export const sendCodeResponse = z.object({ sent: z.literal(true), resend_after: z.number().int() });

export const signInRequest = z.union([
  z.object({ email: emailField, code: codeField, redirect: redirectField.optional() }),
  z.object({ phone: phoneField, code: codeField, redirect: redirectField.optional() }),
]);
export type SignInRequest = z.infer<typeof signInRequest>;
/** `redirect`: the checked target to navigate to (`/` when none was given). */
export const signInResponse = z.object({
  token: z.string(),
  user_id: z.number().int(),
  redirect: z.string(),
});
export type SignInResponse = z.infer<typeof signInResponse>;

/** GET /auth/refresh: an unsafe or missing `redirect` falls back to `/` (no error page in a redirect flow). */
export const refreshQuery = z.object({ redirect: z.string().optional() });
export const refreshResponse = z.object({ token: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponse>;

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
