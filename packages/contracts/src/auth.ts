import { z } from 'zod';
import { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN } from './common';
import { EMAIL_INPUT_MAX, SIGN_IN_CODE_LENGTH } from './limits';

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

export const emailCodeRequest = z.object({ email: emailField });
export const phoneCodeRequest = z.object({ phone: phoneField });
export const sendCodeResponse = z.object({ sent: z.literal(true), resend_after: z.number().int() });

export const signInRequest = z.union([
  z.object({ email: emailField, code: codeField }),
  z.object({ phone: phoneField, code: codeField }),
]);
export type SignInRequest = z.infer<typeof signInRequest>;
export const signInResponse = z.object({ token: z.string(), user_id: z.number().int() });

/** Cookie names; test environments use a prefix so test and production sessions never mix (spec 7). */
export function cookieNames(prefix: string) {
  return { token: `${prefix}token`, refresh: `${prefix}refresh_token` };
}
