import type { Language } from './language';

// Times are stored in UTC (ARCHITECTURE) and shown in the reader's time zone. The few patterns the
// site uses are formatted here: a date library would be startup code on every page for them.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TOKENS = /YYYY|MMM|MM|M|DD|D|HH|mm/g;
const two = (n: number) => String(n).padStart(2, '0');

/** A time as a Date, or undefined when it is not one. */
export function toDate(value: string | number | Date): Date | undefined {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Formats a time in the reader's zone. `format` takes YYYY, MMM (Jan), MM, M, DD, D, HH and mm;
 * everything else is kept as written. The default is the language's long date.
 */
export function formatDate(value: string | number | Date, language: Language, format = 'LL'): string {
  const date = toDate(value);
  if (!date) return '';
  const pattern = format === 'LL' ? longDate(language) : format;
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'YYYY':
        return String(date.getFullYear());
      case 'MMM':
        return MONTHS[date.getMonth()]!;
      case 'MM':
        return two(date.getMonth() + 1);
      case 'M':
        return String(date.getMonth() + 1);
      case 'DD':
        return two(date.getDate());
      case 'D':
        return String(date.getDate());
      case 'HH':
        return two(date.getHours());
      default:
        return two(date.getMinutes());
    }
  });
}

function longDate(language: Language): string {
  return language === 'cn' ? 'YYYY年M月D日' : 'MMM D, YYYY';
}

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

/** An ISO time as a datetime-local value in the browser's zone. */
export function toLocalInput(value: string | number | Date): string {
  return formatDate(value, 'en', LOCAL_INPUT);
}

/** A datetime-local value as an ISO time (UTC), or undefined when it is not a time. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  // a date-time without a zone is read as local time, like the input shows it
  return toDate(value)?.toISOString();
}
