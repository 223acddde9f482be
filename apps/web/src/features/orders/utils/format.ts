import type { Language } from '@/lib/language';

/**
 * Currency formats by locale and currency, made once: making one costs a slow phone a few
 * milliseconds, and the orders card formats every order's amount and rewards while it hydrates
 * (half of its hydration in the user center's profile, issue 13). Only currencies Intl knows are
 * kept, so the map holds at most the currencies there are.
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
  const locale = language === 'cn' ? 'zh-CN' : 'en-US';
  try {
    const { format, digits } = currencyFormat(locale, currency);
    return format.format(minor / 10 ** digits);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}
