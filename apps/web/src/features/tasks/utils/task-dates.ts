import { formatFloored } from '@/lib/whole-numbers';
import {
  COMMUNITY_TIME_ZONE,
  formatDate,
  fromLocalInput,
  toDate,
  toLocalInput,
  zonedParts,
} from '@/lib/dates';
import type { Language } from '@/lib/language';

// A task's window is on the community's clock, Beijing time, in both modes (decision 033): the
// board and a contest's page then name the same days. The overseas mode says so where a time is
// shown (`tasks.zoned`).

/** Date and time in Beijing time: 2026年11月22日 14:30 or Nov 22, 2026 14:30. */
export function formatTaskTime(value: string, language: Language): string {
  const format = language === 'cn' ? 'YYYY年M月D日 HH:mm' : 'MMM D, YYYY HH:mm';
  return formatDate(value, language, format, COMMUNITY_TIME_ZONE);
}

const yearOf = (value: string) => {
  const date = toDate(value);
  return date ? zonedParts(date, COMMUNITY_TIME_ZONE).year : undefined;
};

/** A card's short range in Beijing time: dates only, the year once when both share it. */
export function formatTaskRange(start: string, end: string, language: Language): string {
  const sameYear = yearOf(start) === yearOf(end);
  const first =
    language === 'cn' ? (sameYear ? 'M月D日' : 'YYYY年M月D日') : sameYear ? 'MMM D' : 'MMM D, YYYY';
  const last = language === 'cn' ? 'YYYY年M月D日' : 'MMM D, YYYY';
  return `${formatDate(start, language, first, COMMUNITY_TIME_ZONE)} – ${formatDate(end, language, last, COMMUNITY_TIME_ZONE)}`;
}

/** A task form's datetime-local value: the wall clock in Beijing time. */
export const toTaskInput = (value: string | number | Date) => toLocalInput(value, COMMUNITY_TIME_ZONE);

/** A task form's datetime-local value (Beijing time) as an ISO time, or undefined. */
export const fromTaskInput = (value: string) => fromLocalInput(value, COMMUNITY_TIME_ZONE);

/** Whole coins with the locale's separators (the same in both modes), floored. */
export function formatCoins(value: number, _language: Language): string {
  return formatFloored(value);
}
