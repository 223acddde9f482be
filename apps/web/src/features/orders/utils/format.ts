import type { Language } from '@/lib/language';

/** An amount in minor units (cents, fen) as money in the page's locale: "$199.00", "¥2,999.00". */
export function formatMoney(minor: number, currency: string, language: Language): string {
  const locale = language === 'cn' ? 'zh-CN' : 'en-US';
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}
