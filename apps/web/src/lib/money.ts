import type { Language } from './language';
import { formatFloored } from './whole-numbers';

/**
 * Intl formats by locale and options, made once: making one costs a slow phone a few milliseconds
 * each time (a landing page formats a dozen prices and dates while it hydrates, issue 11; the user
 * center's orders card formats every amount, issue 13).
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key) as Intl.NumberFormat | undefined;
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d ${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/**
 * Each mode's own currency, written by hand as Intl writes it in that mode's locale: the first
 * currency format a page builds loads its locale's data, 40-50 ms on a phone while it hydrates.
 */
const OWN_SYMBOL: Record<string, string> = { 'cn CNY': '¥', 'en USD': '$' };

/**
 * An amount in minor units of the mode's own currency, written by hand (`¥1,299`, `$189.50`;
 * `cents: 'always'` writes `$199.00`), or undefined for any other currency or language.
 */
export function ownMoney(
  minor: number,
  currency: string,
  language: Language,
  cents: 'always' | 'when-any',
): string | undefined {
  const symbol = OWN_SYMBOL[`${language} ${currency}`];
  if (symbol === undefined || !Number.isSafeInteger(minor)) return undefined;
  const size = Math.abs(minor);
  const fraction = cents === 'always' || size % 100 !== 0 ? `.${String(size % 100).padStart(2, '0')}` : '';
  return `${minor < 0 ? '-' : ''}${symbol}${formatFloored(Math.floor(size / 100))}${fraction}`;
}
