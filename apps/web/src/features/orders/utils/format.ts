import type { Language } from '@/lib/language';
import { formatFloored } from '@/lib/whole-numbers';

/**
 * Each store's own currency in its page's language, written by hand as Intl writes it there: the
 * first currency format a page builds loads its locale's data, some 40 ms on a phone while the
 * user center's orders card hydrates (issue 13; products/lib/price.ts does the same for prices).
 */
const OWN_SYMBOL: Record<string, string> = { 'cn CNY': '¥', 'en USD': '$' };

/**
 * Other currency formats by locale and currency, made once: making one costs a slow phone a few
 * milliseconds, and the card formats every amount and reward. Only currencies Intl knows are kept,
 * so the map holds at most the currencies there are.
 */
const formats = new Map<string, { format: Intl.NumberFormat; digits: number }>();

/** The currency's format and its minor-unit digits (2 for dollars and yuan, 0 for yen). */
function currencyFormat(locale: string, currency: string) {
  const key = `${locale} ${currency}`;
  let known = formats.get(key);
  if (!known) {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    known = { format, digits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    formats.set(key, known);
  }
  return known;
}

/** An amount in minor units (cents, fen) as money in the page's locale: "$199.00", "¥2,999.00". */
export function formatMoney(minor: number, currency: string, language: Language): string {
  const symbol = OWN_SYMBOL[`${language} ${currency}`];
  if (symbol !== undefined && Number.isSafeInteger(minor)) {
    const size = Math.abs(minor);
    const cents = String(size % 100).padStart(2, '0');
    return `${minor < 0 ? '-' : ''}${symbol}${formatFloored(Math.floor(size / 100))}.${cents}`;
  }
  const locale = language === 'cn' ? 'zh-CN' : 'en-US';
  try {
    const { format, digits } = currencyFormat(locale, currency);
    return format.format(minor / 10 ** digits);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}
