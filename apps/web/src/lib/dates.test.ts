import { describe, expect, it } from 'vitest';
import { formatDate, fromLocalInput, toDate, toLocalInput } from './dates';
import { formatTaskRange } from '@/features/tasks/utils/task-dates';

// a local time, whatever the zone the tests run in
const local = new Date(2026, 10, 2, 9, 5);

describe('formatDate', () => {
  it('writes the long date of each language', () => {
    expect(formatDate(local, 'en')).toBe('Nov 2, 2026');
    expect(formatDate(local, 'cn')).toBe('2026年11月2日');
  });

  it('takes the patterns the site uses', () => {
    expect(formatDate(local, 'en', 'YYYY-MM-DD HH:mm')).toBe('2026-11-02 09:05');
    expect(formatDate(local, 'en', 'MMM D, YYYY HH:mm')).toBe('Nov 2, 2026 09:05');
    expect(formatDate(local, 'cn', 'M月D日')).toBe('11月2日');
    expect(formatDate(local.toISOString(), 'en', 'YYYY-MM-DDTHH:mm')).toBe('2026-11-02T09:05');
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

  it('writes the year once when both ends share it', () => {
    const end = new Date(2026, 11, 24);
    expect(formatTaskRange(local.toISOString(), end.toISOString(), 'en')).toBe('Nov 2 – Dec 24, 2026');
    expect(formatTaskRange(local.toISOString(), new Date(2027, 0, 3).toISOString(), 'cn')).toBe(
      '2026年11月2日 – 2027年1月3日',
    );
  });
});
