import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn.js';
import { dayjsLocale, type Language } from './language';

/** Formats a time in the page's locale (ARCHITECTURE: times are stored in UTC). */
export function formatDate(value: string | number | Date, language: Language, format = 'LL'): string {
  const date = dayjs(value);
  if (!date.isValid()) return '';
  return date.locale(dayjsLocale(language)).format(format === 'LL' ? longDate(language) : format);
}

function longDate(language: Language): string {
  return language === 'cn' ? 'YYYY年M月D日' : 'MMM D, YYYY';
}
