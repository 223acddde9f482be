import { describe, expect, it } from 'vitest';
import { formatRewardNumber, parseRewardAmount } from './reward-amount';

describe('parseRewardAmount (spec 5: whole number, absolute value, at least 1)', () => {
  it('takes whole positive numbers as they are', () => {
    expect(parseRewardAmount('1')).toBe(1);
    expect(parseRewardAmount(' 25 ')).toBe(25);
    expect(parseRewardAmount('1,000')).toBe(1000);
    expect(parseRewardAmount(40)).toBe(40);
  });

  it('uses the absolute value of a negative amount', () => {
    expect(parseRewardAmount('-5')).toBe(5);
    expect(parseRewardAmount(-12)).toBe(12);
  });

  it('keeps the whole part of a fraction', () => {
    expect(parseRewardAmount('3.7')).toBe(3);
    expect(parseRewardAmount('-2.9')).toBe(2);
  });

  it('ignores what is not positive or not a number', () => {
    for (const input of ['', '0', '-0', '0.4', '-0.9', 'abc', '1e3', '12abc', '--1', 'NaN', 'Infinity'])
      expect(parseRewardAmount(input), input).toBeNull();
  });

  it('ignores amounts beyond what JavaScript counts exactly', () => {
    expect(parseRewardAmount('9007199254740993')).toBeNull();
  });
});

describe('formatRewardNumber (spec 9: floored with a plus sign)', () => {
  it('shows +N', () => {
    expect(formatRewardNumber(50)).toBe('+50');
    expect(formatRewardNumber(7.9)).toBe('+7');
  });
});
