import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds, never below zero', () => {
    expect(formatCountdown(3 * 60 * 60 * 1000)).toBe('3:00:00');
    expect(formatCountdown(61_999)).toBe('0:01:01');
    expect(formatCountdown(-5)).toBe('0:00:00');
  });
});
