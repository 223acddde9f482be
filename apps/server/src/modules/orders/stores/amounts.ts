// Decimal strings as stores send them ("19.99", "1000", "12.345") to the integer minor units the
// orders module keeps, by the currency's exponent (ISO 4217), in integer arithmetic only: no float
// ever holds the amount. More decimals than the currency has are rounded half up.
import { ORDER_AMOUNT_MAX } from '@miao/contracts/orders';

const EXPONENTS: Record<string, number> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

export function currencyExponent(currency: string): number {
  return EXPONENTS[currency.toUpperCase()] ?? 2;
}

/** The amount in minor units, or null when it is not a plain non-negative decimal or too large. */
export function minorUnits(value: unknown, currency: string): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d{1,15})(?:\.(\d{1,12}))?\s*$/.exec(text);
  if (!match) return null;
  const exponent = currencyExponent(currency);
  const whole = BigInt(match[1]!);
  const fraction = match[2] ?? '';
  const kept = BigInt(fraction.slice(0, exponent).padEnd(exponent, '0') || '0');
  const roundUp = fraction.length > exponent && Number(fraction[exponent]) >= 5 ? 1n : 0n;
  const minor = whole * 10n ** BigInt(exponent) + kept + roundUp;
  if (minor > BigInt(ORDER_AMOUNT_MAX)) return null;
  return Number(minor);
}
