import type { Language } from '@/lib/language';
import { numberFormat, ownMoney } from '@/lib/money';

/** An amount in minor units (cents, fen) as money in the page's locale: "$199.00", "¥2,999.00". */
export function formatMoney(minor: number, currency: string, language: Language): string {
  // the store's own currency without Intl (lib/money.ts): the orders card formats every amount
  const own = ownMoney(minor, currency, language, 'always');
  if (own !== undefined) return own;
  try {
    const format = numberFormat(language === 'cn' ? 'zh-CN' : 'en-US', { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}
