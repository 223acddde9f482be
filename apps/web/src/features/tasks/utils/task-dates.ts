import { formatFloored } from '@/lib/whole-numbers';
import { fromLocalInput, toLocalInput } from '@/lib/dates';
import type { Language } from '@/lib/language';
import { browserTimeZone, formatDayRange, formatTime, SERVER_TIME_ZONE } from '@/lib/time';

// A task's times are shown in the reader's zone and say it: a deadline is a moment, and the reader
// acts on their own clock (decision 057, which replaces 033's Beijing time for every reader). The
// caller passes the zone of useReaderTimeZone: the server's in its HTML, the browser's after.

/** A task's time with its zone: 2026年11月22日 14:30 UTC+8 or Nov 22, 2026 06:30 UTC. */
export function formatTaskTime(
  value: string,
  language: Language,
  timeZone = SERVER_TIME_ZONE[language],
  options: { zone?: boolean } = { zone: true },
): string {
  return formatTime(value, language, timeZone, { style: 'dateTime', zone: options.zone });
}

/** A card's short range of days with the zone: "Jul 29 – Aug 20, 2025 UTC+8". */
export function formatTaskRange(
  start: string,
  end: string,
  language: Language,
  timeZone = SERVER_TIME_ZONE[language],
): string {
  return formatDayRange(start, end, language, timeZone, { zone: true });
}

/**
 * The zone a task form's datetime-local values mean: the member's own (the form renders in the
 * browser only, behind the sign-in check), UTC where the browser names none.
 */
export const taskFormTimeZone = (): string => browserTimeZone() ?? 'UTC';

/** A task form's datetime-local value: the wall clock in the member's zone. */
export const toTaskInput = (value: string | number | Date, timeZone = taskFormTimeZone()) =>
  toLocalInput(value, timeZone);

/** A task form's datetime-local value (the member's zone) as an ISO instant, or undefined. */
export const fromTaskInput = (value: string, timeZone = taskFormTimeZone()) =>
  fromLocalInput(value, timeZone);

/** Whole coins with the locale's separators (the same in both modes), floored. */
export function formatCoins(value: number, _language: Language): string {
  return formatFloored(value);
}
