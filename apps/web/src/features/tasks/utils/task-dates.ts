import { formatDate, toDate } from '@/lib/dates';
import type { Language } from '@/lib/language';

/** Date and time in the page's locale: 2026年11月22日 14:30 or Nov 22, 2026 14:30. */
export function formatTaskTime(value: string, language: Language): string {
  return formatDate(value, language, language === 'cn' ? 'YYYY年M月D日 HH:mm' : 'MMM D, YYYY HH:mm');
}

/** A card's short range: dates only, the year once when both share it. */
export function formatTaskRange(start: string, end: string, language: Language): string {
  const sameYear = toDate(start)?.getFullYear() === toDate(end)?.getFullYear();
  const first =
    language === 'cn' ? (sameYear ? 'M月D日' : 'YYYY年M月D日') : sameYear ? 'MMM D' : 'MMM D, YYYY';
  const last = language === 'cn' ? 'YYYY年M月D日' : 'MMM D, YYYY';
  return `${formatDate(start, language, first)} – ${formatDate(end, language, last)}`;
}

/** Whole coins with the locale's separators. */
export function formatCoins(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'cn' ? 'zh-CN' : 'en', { maximumFractionDigits: 0 }).format(
    Math.floor(value),
  );
}
