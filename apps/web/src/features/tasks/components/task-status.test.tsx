import { LED_CONTEST_2025 } from '@miao/contracts/events';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { TaskStatus } from './task-status';

// the contest's task as the demo seed dates it: the entries window of the calendar its page shows
const entries = {
  startAt: new Date(LED_CONTEST_2025.entries.start).toISOString(),
  endAt: new Date(LED_CONTEST_2025.entries.end).toISOString(),
};

afterEach(() => vi.useRealTimers());

describe('task status (spec 2)', () => {
  it('reads in progress while the contest takes entries, as its info page does', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-08-10T12:00:00+08:00'));
    renderInApp(<TaskStatus status="processing" {...entries} language="en" />, { path: '/en/dao/' });
    expect(screen.getByText('In progress')).toBeTruthy();
  });

  it("dates the window in the reader's zone once the page runs, and says the zone (decision 057)", () => {
    const machineZone = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      const en = renderInApp(<TaskStatus status="processing" {...entries} language="en" />, {
        path: '/en/dao/',
      });
      // 00:00 on 29 July in Beijing is still 28 July in Los Angeles
      expect(screen.getByText('Jul 28 – Aug 20, 2025 UTC−7')).toBeTruthy();
      en.unmount();
      process.env.TZ = 'Asia/Shanghai';
      renderInApp(<TaskStatus status="processing" {...entries} language="cn" />, { path: '/cn/dao/' });
      expect(screen.getByText('7月29日 – 2025年8月20日 UTC+8')).toBeTruthy();
    } finally {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    }
  });

  it('says the deadline passed once the contest is over and staff have not closed it (issue 18)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T00:00:00+08:00'));
    const en = renderInApp(<TaskStatus status="processing" {...entries} language="en" />, {
      path: '/en/dao/',
    });
    expect(screen.getByText('Deadline passed')).toBeTruthy();
    expect(screen.queryByText('In progress')).toBeNull();
    en.unmount();
    renderInApp(<TaskStatus status="processing" {...entries} language="cn" />, { path: '/cn/dao/' });
    expect(screen.getByText('已截止')).toBeTruthy();
  });

  it('says ended when staff closed it', () => {
    renderInApp(<TaskStatus status="closed" {...entries} language="en" />, { path: '/en/dao/' });
    expect(screen.getByText('Ended')).toBeTruthy();
  });
});
