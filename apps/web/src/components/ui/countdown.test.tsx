import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { TranslatorProvider } from '@/lib/use-translation';
import { Countdown, countdownParts, formatCountdown } from './countdown';

afterEach(() => vi.useRealTimers());

describe('countdown (spec 2)', () => {
  it('splits the time left into days:hours:minutes:seconds', () => {
    const end = Date.UTC(2025, 7, 20, 12, 0, 0);
    const parts = countdownParts(end, end - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    expect(parts).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(formatCountdown(parts!)).toBe('02:03:04:05');
    expect(formatCountdown({ days: 123, hours: 0, minutes: 0, seconds: 9 })).toBe('123:00:00:09');
  });

  it('is empty once the end has passed', () => {
    expect(countdownParts(1000, 1000)).toBeNull();
    expect(countdownParts(1000, 5000)).toBeNull();
  });

  it('ticks every second, glitches on request, and renders nothing after the end', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-08-20T11:59:58Z'));
    const onEnd = vi.fn();
    const { container } = render(
      <TranslatorProvider i18n={createI18n('en')}>
        <Countdown end="2025-08-20T12:00:00Z" glitch onEnd={onEnd} />
      </TranslatorProvider>,
    );
    const timer = container.querySelector('[role="timer"]')!;
    expect(timer.textContent).toBe('00:00:00:02');
    expect(timer.className).toContain('countdown--glitch');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(container.textContent).toBe('00:00:00:01');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(container.textContent).toBe('');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
