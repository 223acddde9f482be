import { z } from 'zod';
import { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN } from './common';
import { EMAIL_INPUT_MAX, REDIRECT_MAX_LENGTH, SIGN_IN_CODE_LENGTH } from './limits';

/** The sign-in fields; auth-rules.ts `signInFields` reads the same without zod (auth.test.ts keeps them equal). */
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

export { cookieNames, safeRedirect } from './auth-rules';
