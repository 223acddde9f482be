import { COMMUNITY_TIME_ZONE, fromLocalInput, zonedParts } from '@/lib/dates';
import type { Language } from '@/lib/language';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface CalendarDay {
  year: number;
  month: number;
  day: number;
  time?: string;
}

/**
 * The calendar day of a content date ('2025-08-26' or '2025-08-26T20:00:00+08:00') in Beijing time,
 * the community's clock (decision 033): a contest day is the day in China for every visitor, the
 * task board names the same day for the same moment, and the server and the browser print the
 * same text whatever their own time zones. A day alone is that day; a time without a zone is
 * Beijing time.
 */
export function calendarDay(value: string): CalendarDay {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T.+)?$/.exec(value);
  if (!match) throw new Error(`not a content date: ${value}`);
  const [, y, m, d, clock] = match;
  if (!clock) return { year: Number(y), month: Number(m), day: Number(d) };
  const iso = fromLocalInput(value, COMMUNITY_TIME_ZONE);
  if (!iso) throw new Error(`not a content date: ${value}`);
  const p = zonedParts(new Date(iso), COMMUNITY_TIME_ZONE);
  const [hh, mm] = [String(p.hour).padStart(2, '0'), String(p.minute).padStart(2, '0')];
  // the start of a day (00:00) and its end (23:59) are the day itself
  const time = (hh === '00' && mm === '00') || (hh === '23' && mm === '59') ? undefined : `${hh}:${mm}`;
  return { year: p.year, month: p.month, day: p.day, time };
}

/** 26 Aug 2025 · 2025年8月26日 */
export function formatDay(value: string, language: Language, options: { withTime?: boolean } = {}): string {
  const { year, month, day, time } = calendarDay(value);
  const clock = options.withTime && time ? ` ${time}` : '';
  return language === 'cn'
    ? `${year}年${month}月${day}日${clock}`
    : `${day} ${MONTHS[month - 1]} ${year}${clock}`;
}

/** A window: 29 Jul – 20 Aug 2025 · 2025年7月29日 – 8月20日 (the shared year and month are not repeated). */
export function formatRange(start: string, end: string | undefined, language: Language): string {
  if (!end) return formatDay(start, language, { withTime: true });
  const a = calendarDay(start);
  const b = calendarDay(end);
  if (a.year === b.year && a.month === b.month && a.day === b.day) return formatDay(start, language);
  if (language === 'cn') {
    const tail = a.year === b.year ? `${b.month}月${b.day}日` : `${b.year}年${b.month}月${b.day}日`;
    return `${a.year}年${a.month}月${a.day}日 – ${tail}`;
  }
  const head =
    a.year === b.year ? `${a.day} ${MONTHS[a.month - 1]}` : `${a.day} ${MONTHS[a.month - 1]} ${a.year}`;
  return `${head} – ${b.day} ${MONTHS[b.month - 1]} ${b.year}`;
}

/** 8:35 (minutes:seconds) for a chapter mark. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
