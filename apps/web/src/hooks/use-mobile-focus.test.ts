import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusAfter } from './use-mobile-focus';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('focusAfter (spec 9: mobile focus delay 700 ms)', () => {
  it('focuses at once on desktop and after 700 ms on mobile', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<input id="a"><input id="b">';
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    focusAfter(() => a, false);
    expect(document.activeElement).toBe(a);
    focusAfter(() => b, true);
    vi.advanceTimersByTime(699);
    expect(document.activeElement).toBe(a);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(b);
  });

  it('is cancelled by its cleanup', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<input id="a">';
    const cancel = focusAfter(() => document.getElementById('a'), true);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(document.activeElement).toBe(document.body);
  });
});
