/**
 * Spec 5, the reward dialog: a whole number, the absolute value, at least 1; what is not positive
 * (or not a number) is ignored, answered as null.
 */
export function parseRewardAmount(input: string | number): number | null {
  const text = String(input).trim().replace(/[,\s]/g, '');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const whole = Math.floor(Math.abs(Number(text)));
  return Number.isSafeInteger(whole) && whole >= 1 ? whole : null;
}

/** Spec 3 and 9: reward amounts are shown floored, with a plus sign. */
export function formatRewardNumber(number: number): string {
  return `+${Math.floor(number)}`;
}
