import { describe, expect, it } from 'vitest';
import { formatFloored, formatRounded } from './whole-numbers';

describe('whole numbers with thousands separators', () => {
  const values = [0, 7, 999, 1000, 1234, 99_999, 100_000, 1_234_567, 10_000_000_000, -1, -1000, -1_234_567];
  for (let i = 0; i < 500; i++) values.push(Math.round(Math.sin(i) * 10 ** (i % 16)) + 0); // + 0: no -0

  it('writes what Intl writes in both modes’ locales', () => {
    for (const locale of ['en', 'zh-CN']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      for (const value of values) expect(formatRounded(value), `${locale} ${value}`).toBe(intl.format(value));
    }
  });

  it('rounds half away from zero as Intl does, or floors', () => {
    const intl = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
    for (const value of [2.5, -2.5, 1234.49, 1234.5, -0.4, 999.5]) {
      expect(formatRounded(value), String(value)).toBe(intl.format(value).replace(/^-0$/, '0'));
    }
    expect(formatFloored(1999.99)).toBe('1,999');
    // Intl writes -0 as "-0"; a count of coins never reads so
    expect(formatRounded(-0)).toBe('0');
    expect(formatFloored(-0.5)).toBe('-1');
  });
});
