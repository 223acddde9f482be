/**
 * Input patterns of spec 5, free of zod so the web's startup code can use them without the schema
 * library; common.ts re-exports them next to the schemas built on them.
 */

/**
 * E-mail with a 2-4 letter top-level part (spec 5), checked as an address: a local part of RFC 5322
 * atoms joined by single dots (no quotes, angle brackets, spaces or controls),
 * then host labels of letters, digits and inner hyphens. `"><script>x</script>@example.com` is not one.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/;
/** Mainland mobile: 11 digits starting with 1 and a second digit of 3-9 (spec 5). */
export const MAINLAND_MOBILE_PATTERN = /^1[3-9]\d{9}$/;
