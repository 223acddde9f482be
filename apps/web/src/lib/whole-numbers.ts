// Whole numbers with thousands separators, written by hand: both modes' locales (en, zh-CN) group
// digits by three with a comma, and building an Intl.NumberFormat loads its locale's data, some
// 50 ms on a phone during a task page's hydration.

/** `1234567` → `1,234,567`; the value is an integer (callers round or floor first). */
function grouped(value: number): string {
  const digits = String(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  // beyond 21 digits String() writes an exponent; no coin count comes near
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Rounded to a whole number, half away from zero (as Intl rounds): `1,000`. */
export function formatRounded(value: number): string {
  return grouped(Math.sign(value) * Math.round(Math.abs(value)));
}

/** Floored to a whole number: `1,000`. */
export function formatFloored(value: number): string {
  return grouped(Math.floor(value));
}
