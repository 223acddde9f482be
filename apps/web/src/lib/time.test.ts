import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserTimeZone,
  formatDayRange,
  formatRelative,
  formatTime,
  readerTimeZone,
  SERVER_TIME_ZONE,
  zoneLabel,
  zoneOffsetMinutes,
} from './time';

// 23:59 on 20 August 2025 in Beijing time
const endAt = '2025-08-20T15:59:00.000Z';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('zones', () => {
  it('the server renders cn pages in Beijing time and en pages in UTC', () => {
    expect(SERVER_TIME_ZONE).toEqual({ cn: 'Asia/Shanghai', en: 'UTC' });
  });

  it('names a zone by its offset at the moment, summer time included', () => {
    expect(zoneLabel(endAt, 'UTC')).toBe('UTC');
    expect(zoneLabel(endAt, 'Asia/Shanghai')).toBe('UTC+8');
    expect(zoneLabel(endAt, 'America/New_York')).toBe('UTC−4');
    expect(zoneLabel('2025-12-20T15:59:00Z', 'America/New_York')).toBe('UTC−5');
    expect(zoneLabel(endAt, 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(zoneOffsetMinutes(endAt, 'Europe/Berlin')).toBe(120);
  });

  it("reads the browser's zone, and falls back to the server's where it names none", () => {
    expect(browserTimeZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: '',
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(browserTimeZone()).toBeUndefined();
    expect(readerTimeZone('cn')).toBe('Asia/Shanghai');
    expect(readerTimeZone('en')).toBe('UTC');
  });
});

describe('formatTime', () => {
  it('writes the same moment in each zone and language', () => {
    expect(formatTime(endAt, 'cn', 'Asia/Shanghai')).toBe('2025年8月20日 23:59');
    expect(formatTime(endAt, 'en', 'UTC')).toBe('Aug 20, 2025 15:59');
    expect(formatTime(endAt, 'en', 'America/Los_Angeles')).toBe('Aug 20, 2025 08:59');
    expect(formatTime(endAt, 'en', 'Pacific/Auckland')).toBe('Aug 21, 2025 03:59');
  });

  it('says the zone where a deadline matters', () => {
    expect(formatTime(endAt, 'en', 'Asia/Shanghai', { zone: true })).toBe('Aug 20, 2025 23:59 UTC+8');
    expect(formatTime(endAt, 'cn', 'America/New_York', { zone: true })).toBe('2025年8月20日 11:59 UTC−4');
    expect(formatTime(endAt, 'en', 'UTC', { style: 'numeric', zone: true })).toBe('2025-08-20 15:59 UTC');
  });

  it('takes the styles and patterns the site uses', () => {
    expect(formatTime(endAt, 'cn', 'Asia/Shanghai', { style: 'date' })).toBe('2025年8月20日');
    expect(formatTime(endAt, 'en', 'Asia/Shanghai', { style: 'numericDate' })).toBe('2025-08-20');
    expect(formatTime(endAt, 'en', 'UTC', { pattern: 'D MMM HH:mm' })).toBe('20 Aug 15:59');
    expect(formatTime('not a time', 'en', 'UTC', { zone: true })).toBe('');
  });

  it('writes a range of days in the zone, the year once', () => {
    const start = '2025-07-28T16:00:00Z';
    expect(formatDayRange(start, endAt, 'en', 'Asia/Shanghai')).toBe('Jul 29 – Aug 20, 2025');
    expect(formatDayRange(start, endAt, 'en', 'UTC', { zone: true })).toBe('Jul 28 – Aug 20, 2025 UTC');
    expect(formatDayRange(start, endAt, 'cn', 'Asia/Shanghai', { zone: true })).toBe(
      '7月29日 – 2025年8月20日 UTC+8',
    );
    expect(formatDayRange('2025-12-31T20:00:00Z', '2026-01-08T04:00:00Z', 'en', 'UTC')).toBe(
      'Dec 31, 2025 – Jan 8, 2026',
    );
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago in each language', () => {
    expect(formatRelative(ago(20_000), now, 'en', 'UTC')).toBe('just now');
    expect(formatRelative(ago(20_000), now, 'cn', 'UTC')).toBe('刚刚');
    expect(formatRelative(ago(5 * 60_000), now, 'en', 'UTC')).toBe('5 min ago');
    expect(formatRelative(ago(5 * 60_000), now, 'cn', 'UTC')).toBe('5 分钟前');
    expect(formatRelative(ago(3 * 3_600_000 + 59 * 60_000), now, 'en', 'UTC')).toBe('3 h ago');
    expect(formatRelative(ago(3 * 3_600_000), now, 'cn', 'UTC')).toBe('3 小时前');
    expect(formatRelative(ago(26 * 3_600_000), now, 'en', 'UTC')).toBe('1 day ago');
    expect(formatRelative(ago(3 * 86_400_000), now, 'en', 'UTC')).toBe('3 days ago');
    expect(formatRelative(ago(3 * 86_400_000), now, 'cn', 'UTC')).toBe('3 天前');
  });

  it('a week or more ago is the day in the reader’s zone', () => {
    // 23:30 UTC on 10 November is already the 11th in Beijing
    const older = '2026-11-10T23:30:00Z';
    expect(formatRelative(older, now, 'en', 'UTC')).toBe('Nov 10');
    expect(formatRelative(older, now, 'cn', 'Asia/Shanghai')).toBe('11月11日');
    expect(formatRelative('2025-11-10T10:00:00Z', now, 'en', 'UTC')).toBe('Nov 10, 2025');
  });

  it('a time ahead of the clock (another machine’s) is just now', () => {
    expect(formatRelative(new Date(now + 90_000).toISOString(), now, 'en', 'UTC')).toBe('just now');
    expect(formatRelative('', now, 'en', 'UTC')).toBe('');
  });
});
