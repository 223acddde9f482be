import { describe, expect, it } from 'vitest';
import type { ContestRound } from '@/content/info/types';
import { calendarDay, formatClock, formatDay, formatRange } from './dates';
import { contestStatus, milestoneState, nextBoundary } from './phases';

const round: ContestRound = {
  id: 'r',
  title: { cn: '轮', en: 'Round' },
  summary: { cn: '说明', en: 'Summary' },
  prizes: [],
  milestones: [
    {
      id: 'entries',
      label: { cn: '征稿', en: 'Entries' },
      start: '2025-07-29T00:00:00+08:00',
      end: '2025-08-20T23:59:59+08:00',
    },
    {
      id: 'poll',
      label: { cn: '投票', en: 'Poll' },
      start: '2025-08-22T00:00:00+08:00',
      end: '2025-08-25T23:59:59+08:00',
    },
    { id: 'results', label: { cn: '结果', en: 'Results' }, start: '2025-08-26T20:00:00+08:00' },
  ],
};
const at = (iso: string) => new Date(iso).getTime();

describe('contest phases', () => {
  it('says where a contest stands', () => {
    expect(contestStatus([round], at('2025-07-01T00:00:00+08:00'))).toBe('upcoming');
    expect(contestStatus([round], at('2025-08-10T12:00:00+08:00'))).toBe('entries');
    expect(contestStatus([round], at('2025-08-21T12:00:00+08:00'))).toBe('between');
    expect(contestStatus([round], at('2025-08-23T12:00:00+08:00'))).toBe('poll');
    expect(contestStatus([round], at('2025-08-27T12:00:00+08:00'))).toBe('results');
    expect(contestStatus([round], at('2026-01-01T00:00:00+08:00'))).toBe('ended');
    expect(contestStatus([], 0)).toBeUndefined();
  });

  it('counts down to the next milestone edge, and to nothing once all are past', () => {
    expect(nextBoundary([round], at('2025-08-10T12:00:00+08:00'))).toMatchObject({
      edge: 'end',
      milestone: { id: 'entries' },
    });
    expect(nextBoundary([round], at('2025-08-21T00:00:00+08:00'))).toMatchObject({
      edge: 'start',
      milestone: { id: 'poll' },
    });
    expect(nextBoundary([round], at('2025-08-26T12:00:00+08:00'))).toMatchObject({
      edge: 'start',
      milestone: { id: 'results' },
      at: at('2025-08-26T20:00:00+08:00'),
    });
    expect(nextBoundary([round], at('2025-08-26T20:00:01+08:00'))).toBeUndefined();
  });

  it('marks each milestone past, current or upcoming', () => {
    const now = at('2025-08-23T00:00:00+08:00');
    expect(round.milestones.map((m) => milestoneState(m, now))).toEqual(['past', 'current', 'upcoming']);
  });
});

describe('content dates', () => {
  it('prints the day as written, whatever the time zone', () => {
    expect(calendarDay('2025-08-20T23:59:59+08:00')).toEqual({
      year: 2025,
      month: 8,
      day: 20,
      time: undefined,
    });
    expect(formatDay('2025-08-26T20:00:00+08:00', 'en', { withTime: true })).toBe('26 Aug 2025 20:00');
    expect(formatDay('2025-08-26', 'cn')).toBe('2025年8月26日');
    // a moment written in UTC reads in Beijing time, as the task board dates it (decision 033)
    expect(formatDay('2025-07-28T16:00:00Z', 'en')).toBe('29 Jul 2025');
    expect(formatDay('2025-08-26T12:00:00Z', 'cn', { withTime: true })).toBe('2025年8月26日 20:00');
    expect(formatRange('2025-07-29T00:00:00+08:00', '2025-08-20T23:59:59+08:00', 'en')).toBe(
      '29 Jul – 20 Aug 2025',
    );
    expect(formatRange('2022-12-12T00:00:00+08:00', '2023-01-26T23:59:59+08:00', 'cn')).toBe(
      '2022年12月12日 – 2023年1月26日',
    );
    expect(formatRange('2022-07-25T00:00:00+08:00', '2022-07-25T23:59:59+08:00', 'en')).toBe('25 Jul 2022');
  });

  it('prints chapter marks as minutes:seconds', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(262)).toBe('4:22');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});
