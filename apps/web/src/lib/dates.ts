import type { Language } from './language';

// Times are stored in UTC (ARCHITECTURE) and shown in a named time zone, never the machine's: the
// server's render and the browser's hydration then print the same text wherever either runs
// (decision 033). The few patterns the site uses are formatted here: a date library would be
// startup code on every page for them.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TOKENS = /YYYY|MMM|MM|M|DD|D|HH|mm/g;
const two = (n: number) => String(n).padStart(2, '0');

/** Each mode's zone (decision 031): China mode reads Beijing time, overseas mode UTC. */
export const MODE_TIME_ZONE: Record<Language, string> = { cn: 'Asia/Shanghai', en: 'UTC' };

/**
 * The community's clock (decision 033): task windows and contest calendars run on Beijing time in
 * both modes, so the task board and a contest's page name the same day for the same moment.
 */
export const COMMUNITY_TIME_ZONE = 'Asia/Shanghai';

/** The wall clock of a moment in a zone. */
export interface ZonedParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zones whose offset from UTC has not moved since `since`: their clock is UTC moved by the
 * offset, read without Intl. A zone's first Intl use loads its rules, tens of milliseconds on a
 * phone, during hydration. Beijing time has been UTC+8, without summer time, since September 1991.
 */
const FIXED_ZONES: Record<string, { offsetMinutes: number; since: number }> = {
  UTC: { offsetMinutes: 0, since: -Infinity },
  'Asia/Shanghai': { offsetMinutes: 8 * 60, since: Date.UTC(1992, 0, 1) },
};

/** The year, month, day, hour and minute a clock in `timeZone` shows at the moment. */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  const fixed = FIXED_ZONES[timeZone];
  if (fixed && date.getTime() >= fixed.since) {
    const shifted = new Date(date.getTime() + fixed.offsetMinutes * 60_000);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
    };
  }
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    partsFormats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    // some engines write midnight as 24 even in the 0-23 cycle
    hour: parts.hour! % 24,
    minute: parts.minute!,
  };
}

/** A time as a Date, or undefined when it is not one. */
export function toDate(value: string | number | Date): Date | undefined {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Formats a time in a zone: the page mode's (MODE_TIME_ZONE) unless one is named. `format` takes
 * YYYY, MMM (Jan), MM, M, DD, D, HH and mm; everything else is kept as written. The default is the
 * language's long date.
 */
export function formatDate(
  value: string | number | Date,
  language: Language,
  format = 'LL',
  timeZone = MODE_TIME_ZONE[language],
): string {
  const date = toDate(value);
  if (!date) return '';
  const p = zonedParts(date, timeZone);
  const pattern = format === 'LL' ? longDate(language) : format;
  // a time of day in UTC (overseas mode, decision 031) says so: a reader's own clock differs
  const zone = timeZone === 'UTC' && pattern.includes('HH') ? ' UTC' : '';
  return `${wallClock(p, pattern)}${zone}`;
}

/** A time as the wall clock of `timeZone` in `pattern`, without any zone label (lib/time.ts adds it). */
export function formatWallClock(value: string | number | Date, pattern: string, timeZone: string): string {
  const date = toDate(value);
  return date ? wallClock(zonedParts(date, timeZone), pattern) : '';
}

/** `pattern` with its tokens replaced by the wall clock `p`. */
function wallClock(p: ZonedParts, pattern: string): string {
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'YYYY':
        return String(p.year);
      case 'MMM':
        return MONTHS[p.month - 1]!;
      case 'MM':
        return two(p.month);
      case 'M':
        return String(p.month);
      case 'DD':
        return two(p.day);
      case 'D':
        return String(p.day);
      case 'HH':
        return two(p.hour);
      default:
        return two(p.minute);
    }
  });
}

function longDate(language: Language): string {
  return language === 'cn' ? 'YYYY年M月D日' : 'MMM D, YYYY';
}

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';
const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * An ISO time as a datetime-local value: the wall clock in `timeZone`, or in the browser's zone
 * when none is named (only for forms that render in the browser alone).
 */
export function toLocalInput(value: string | number | Date, timeZone?: string): string {
  if (timeZone) {
    const date = toDate(value);
    return date ? wallClock(zonedParts(date, timeZone), LOCAL_INPUT) : '';
  }
  const date = toDate(value);
  if (!date) return '';
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/**
 * A datetime-local value as an ISO time (UTC), or undefined when it is not a time. The value is
 * the wall clock in `timeZone`, or in the browser's zone when none is named.
 */
export function fromLocalInput(value: string, timeZone?: string): string | undefined {
  if (!value) return undefined;
  // a date-time without a zone is read as local time, like the input shows it
  if (!timeZone) return toDate(value)?.toISOString();
  const match = LOCAL_VALUE.exec(value.trim());
  // a time that names its own zone (ISO with Z or an offset) is that moment
  if (!match) return toDate(value)?.toISOString();
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  // 31 February or 25:00 is not a time (Date.UTC would roll it over)
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return undefined;
  // the zone's offset at that moment, taken twice so a change of offset in between is met
  let at = wall;
  for (let i = 0; i < 2; i += 1) {
    const p = zonedParts(new Date(at), timeZone);
    at = wall - (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - at);
  }
  return toDate(at)?.toISOString();
}
