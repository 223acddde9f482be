import { formatWallClock, MODE_TIME_ZONE, toDate, zonedParts } from './dates';
import type { Language } from './language';

// Times in the reader's own zone (issue 35 item 5, decision 057). The server does not know the
// reader's zone: it renders a page in its language's zone (cn Beijing time, en UTC), the browser
// renders it again after hydration in its own (hooks/use-reader-time-zone.ts). Every time the site
// shows is formatted here, so the two renders and every page agree on the patterns.

/** The zone the server renders a page of each language in (decisions 031, 033, 057). */
export const SERVER_TIME_ZONE: Record<Language, string> = MODE_TIME_ZONE;

/** The browser's time zone (Intl), or undefined where the engine names none or an unknown one. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return undefined;
    // an engine may answer a name its own formatter then refuses
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** The reader's zone once the page runs in their browser: the browser's, else the server's. */
export function readerTimeZone(language: Language): string {
  return browserTimeZone() ?? SERVER_TIME_ZONE[language];
}

/** Minutes `timeZone` is ahead of UTC at that moment (negative west of Greenwich). */
export function zoneOffsetMinutes(value: string | number | Date, timeZone: string): number {
  const date = toDate(value);
  if (!date) return 0;
  const p = zonedParts(date, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  const minute = Math.floor(date.getTime() / 60_000) * 60_000;
  return Math.round((wall - minute) / 60_000);
}

/**
 * The zone as its offset at that moment: "UTC", "UTC+8", "UTC−5", "UTC+5:30". The same in both
 * languages and short, so a deadline says its zone without taking a line of its own.
 */
export function zoneLabel(value: string | number | Date, timeZone: string): string {
  const offset = zoneOffsetMinutes(value, timeZone);
  if (offset === 0) return 'UTC';
  const sign = offset > 0 ? '+' : '−';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `UTC${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** The patterns the site shows times in (tokens of lib/dates.ts). */
export type TimeStyle = 'date' | 'dateTime' | 'numeric' | 'numericDate';

const PATTERNS: Record<TimeStyle, Record<Language, string>> = {
  date: { cn: 'YYYY年M月D日', en: 'MMM D, YYYY' },
  dateTime: { cn: 'YYYY年M月D日 HH:mm', en: 'MMM D, YYYY HH:mm' },
  numeric: { cn: 'YYYY-MM-DD HH:mm', en: 'YYYY-MM-DD HH:mm' },
  numericDate: { cn: 'YYYY-MM-DD', en: 'YYYY-MM-DD' },
};

export interface TimeOptions {
  style?: TimeStyle;
  /** A pattern of lib/dates.ts's tokens instead of a style. */
  pattern?: string;
  /** Say the zone ("… UTC+8"): where a deadline matters (task end, vote start, draw and claim times). */
  zone?: boolean;
}

/** A time in `timeZone`, in the language's pattern for `style` (a date and time by default). */
export function formatTime(
  value: string | number | Date,
  language: Language,
  timeZone: string,
  options: TimeOptions = {},
): string {
  const pattern = options.pattern ?? PATTERNS[options.style ?? 'dateTime'][language];
  const text = formatWallClock(value, pattern, timeZone);
  if (!text || !options.zone) return text;
  return `${text} ${zoneLabel(value, timeZone)}`;
}

/** A short range of days, the year once when both share it: "Jul 29 – Aug 20, 2025", "7月29日 – 2025年8月20日". */
export function formatDayRange(
  start: string | number | Date,
  end: string | number | Date,
  language: Language,
  timeZone: string,
  options: { zone?: boolean } = {},
): string {
  const startDate = toDate(start);
  const endDate = toDate(end);
  if (!startDate || !endDate) return '';
  const sameYear = zonedParts(startDate, timeZone).year === zonedParts(endDate, timeZone).year;
  const first =
    language === 'cn' ? (sameYear ? 'M月D日' : 'YYYY年M月D日') : sameYear ? 'MMM D' : 'MMM D, YYYY';
  const range = `${formatWallClock(startDate, first, timeZone)} – ${formatWallClock(endDate, PATTERNS.date[language], timeZone)}`;
  return options.zone ? `${range} ${zoneLabel(endDate, timeZone)}` : range;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const RELATIVE: Record<
  Language,
  { now: string; minutes: (n: number) => string; hours: (n: number) => string; days: (n: number) => string }
> = {
  cn: {
    now: '刚刚',
    minutes: (n) => `${n} 分钟前`,
    hours: (n) => `${n} 小时前`,
    days: (n) => `${n} 天前`,
  },
  en: {
    now: 'just now',
    minutes: (n) => `${n} min ago`,
    hours: (n) => `${n} h ago`,
    days: (n) => (n === 1 ? '1 day ago' : `${n} days ago`),
  },
};

/**
 * How long ago, as a reader says it: "just now", "5 min ago", "3 h ago", "2 days ago" (刚刚, 5 分钟前,
 * 3 小时前, 2 天前); a week or more ago the day in `timeZone` ("Nov 2", or "Nov 2, 2025" in another
 * year). A time ahead of `now` (another clock's) is "just now".
 */
export function formatRelative(
  value: string | number | Date,
  now: number,
  language: Language,
  timeZone: string,
): string {
  const date = toDate(value);
  if (!date) return '';
  const words = RELATIVE[language];
  const ago = now - date.getTime();
  if (ago < MINUTE) return words.now;
  if (ago < HOUR) return words.minutes(Math.floor(ago / MINUTE));
  if (ago < DAY) return words.hours(Math.floor(ago / HOUR));
  if (ago < 7 * DAY) return words.days(Math.floor(ago / DAY));
  const sameYear = zonedParts(date, timeZone).year === zonedParts(new Date(now), timeZone).year;
  const pattern = sameYear ? (language === 'cn' ? 'M月D日' : 'MMM D') : PATTERNS.date[language];
  return formatWallClock(date, pattern, timeZone);
}
