import { LED_CONTEST_2025 } from '@miao/contracts/events';
import { afterEach, describe, expect, it } from 'vitest';
import { COMMUNITY_TIME_ZONE, formatDate, fromLocalInput, toDate, toLocalInput, zonedParts } from './dates';
import {
  formatTaskRange,
  formatTaskTime,
  fromTaskInput,
  toTaskInput,
} from '@/features/tasks/utils/task-dates';

// 09:05 on 2 November 2026 in each mode's zone: Beijing time (UTC+8) and UTC
const cnMorning = '2026-11-02T01:05:00.000Z';
const enMorning = '2026-11-02T09:05:00.000Z';
// a local time, whatever the zone the tests run in (the browser-zone datetime-local helpers)
const local = new Date(2026, 10, 2, 9, 5);

const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('formatDate', () => {
  it('writes the long date of each language', () => {
    expect(formatDate(enMorning, 'en')).toBe('Nov 2, 2026');
    expect(formatDate(cnMorning, 'cn')).toBe('2026年11月2日');
  });

  it('takes the patterns the site uses; a time of day in UTC names its zone', () => {
    expect(formatDate(enMorning, 'en', 'YYYY-MM-DD HH:mm')).toBe('2026-11-02 09:05 UTC');
    expect(formatDate(enMorning, 'en', 'MMM D, YYYY HH:mm')).toBe('Nov 2, 2026 09:05 UTC');
    expect(formatDate(enMorning, 'en', 'MMM D, YYYY')).toBe('Nov 2, 2026');
    expect(formatDate(cnMorning, 'cn', 'M月D日 HH:mm')).toBe('11月2日 09:05');
    // a form's value is the wall clock alone
    expect(toLocalInput(enMorning, 'UTC')).toBe('2026-11-02T09:05');
  });

  it("reads the mode's zone, or the one named, never the machine's (server and browser agree)", () => {
    // 17:30 UTC on 1 November is already 2 November in Beijing
    const evening = '2026-11-01T17:30:00Z';
    const print = () => [
      formatDate(evening, 'cn', 'YYYY-MM-DD HH:mm'),
      formatDate(evening, 'en', 'YYYY-MM-DD HH:mm'),
      formatDate(evening, 'en', 'MMM D HH:mm', COMMUNITY_TIME_ZONE),
    ];
    const expected = ['2026-11-02 01:30', '2026-11-01 17:30 UTC', 'Nov 2 01:30'];
    for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
      process.env.TZ = zone;
      expect(print(), zone).toEqual(expected);
    }
  });

  it('answers nothing for what is not a time', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(toDate('')).toBeUndefined();
  });
});

describe('task dates', () => {
  it('round-trips a datetime-local value through UTC', () => {
    const iso = fromLocalInput('2026-11-02T09:05')!;
    expect(new Date(iso).getTime()).toBe(local.getTime());
    expect(toLocalInput(iso)).toBe('2026-11-02T09:05');
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('nonsense')).toBeUndefined();
  });

  it('writes the year once when both ends share it, and the zone', () => {
    expect(formatTaskRange(cnMorning, '2026-12-24T04:00:00Z', 'en')).toBe('Nov 2 – Dec 24, 2026 UTC');
    expect(formatTaskRange(cnMorning, '2027-01-03T04:00:00Z', 'cn')).toBe(
      '2026年11月2日 – 2027年1月3日 UTC+8',
    );
    // 31 December 20:00 UTC is New Year's Day in Beijing: both ends in 2027
    expect(formatTaskRange('2026-12-31T20:00:00Z', '2027-01-08T04:00:00Z', 'cn', 'Asia/Shanghai')).toBe(
      '1月1日 – 2027年1月8日 UTC+8',
    );
  });

  it("dates a task in the zone it is given (decision 057: the reader's), saying the zone", () => {
    const { start, end } = LED_CONTEST_2025.entries;
    const [startAt, endAt] = [new Date(start).toISOString(), new Date(end).toISOString()];
    expect(formatTaskRange(startAt, endAt, 'cn')).toBe('7月29日 – 2025年8月20日 UTC+8');
    expect(formatTaskRange(startAt, endAt, 'en', 'Asia/Shanghai')).toBe('Jul 29 – Aug 20, 2025 UTC+8');
    expect(formatTaskRange(startAt, endAt, 'en')).toBe('Jul 28 – Aug 20, 2025 UTC');
    expect(formatTaskTime(endAt, 'cn')).toBe('2025年8月20日 23:59 UTC+8');
    expect(formatTaskTime(endAt, 'en', 'America/New_York')).toBe('Aug 20, 2025 11:59 UTC−4');
    expect(formatTaskTime(endAt, 'en', 'UTC', { zone: false })).toBe('Aug 20, 2025 15:59');
  });

  it("reads a task form's wall clock in the member's own zone", () => {
    process.env.TZ = 'America/Los_Angeles';
    // 09:05 on 2 November 2026 in Los Angeles (PST, UTC−8) is 17:05 UTC
    expect(fromTaskInput('2026-11-02T09:05')).toBe('2026-11-02T17:05:00.000Z');
    expect(toTaskInput('2026-11-02T17:05:00.000Z')).toBe('2026-11-02T09:05');
    process.env.TZ = 'Asia/Shanghai';
    expect(fromTaskInput('2026-11-02T09:05')).toBe(cnMorning);
    // a time that names its zone is that moment
    expect(fromTaskInput('2026-11-02T09:05:00Z')).toBe(enMorning);
    expect(fromTaskInput('2026-02-31T09:05')).toBeUndefined();
    expect(fromTaskInput('')).toBeUndefined();
    expect(fromTaskInput('2026-11-02T09:05', 'UTC')).toBe(enMorning);
  });
});

describe('zonedParts', () => {
  // the reference: the zone's rules as the engine's Intl knows them
  const byIntl = (date: Date, timeZone: string) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      })
        .formatToParts(date)
        .filter((part) => part.type !== 'literal')
        .map((part) => [part.type, Number(part.value)]),
    );
    return { ...parts, hour: parts.hour! % 24 };
  };

  it('reads Beijing time and UTC without Intl exactly as Intl does, midnights and year ends included', () => {
    const moments = [
      Date.UTC(1992, 0, 1),
      Date.UTC(2026, 11, 31, 15, 59),
      Date.UTC(2026, 11, 31, 16, 0),
      Date.UTC(2028, 1, 28, 16, 0),
      Date.UTC(2099, 11, 31, 23, 59),
    ];
    // and a spread of moments over the decades the site's dates fall in
    for (let i = 0; i < 2000; i++) moments.push(Date.UTC(1992, 0, 1) + i * 555_555_555 + (i % 60) * 60_000);
    for (const at of moments) {
      for (const zone of ['Asia/Shanghai', 'UTC']) {
        expect(zonedParts(new Date(at), zone), `${new Date(at).toISOString()} ${zone}`).toEqual(
          byIntl(new Date(at), zone),
        );
      }
    }
  });

  it('asks Intl for Beijing time before its offset settled, and for other zones', () => {
    const summer1990 = new Date(Date.UTC(1990, 6, 1, 12));
    expect(zonedParts(summer1990, 'Asia/Shanghai')).toEqual(byIntl(summer1990, 'Asia/Shanghai'));
    const at = new Date(Date.UTC(2026, 6, 1, 12));
    expect(zonedParts(at, 'Europe/Berlin')).toEqual({ year: 2026, month: 7, day: 1, hour: 14, minute: 0 });
  });
});
