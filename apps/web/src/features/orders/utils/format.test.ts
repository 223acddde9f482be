import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('writes minor units in the currency of the order, in the page language', () => {
    expect(formatMoney(19_900, 'USD', 'en')).toBe('$199.00');
    expect(formatMoney(299_900, 'CNY', 'cn')).toBe('¥2,999.00');
    expect(formatMoney(5, 'USD', 'en')).toBe('$0.05');
    expect(formatMoney(-1_234_567, 'USD', 'en')).toBe('-$12,345.67');
    // another store's currency, and one without minor units
    expect(formatMoney(19_900, 'USD', 'cn')).toBe('US$199.00');
    expect(formatMoney(1_500, 'JPY', 'en')).toBe('¥1,500');
  });

  it("writes each store's own currency as Intl does, without building a format", () => {
    for (const [currency, language, locale] of [
      ['USD', 'en', 'en-US'],
      ['CNY', 'cn', 'zh-CN'],
    ] as const) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency });
      for (const minor of [0, 1, 99, 100, 19_900, 123_456_789, -250])
        expect(formatMoney(minor, currency, language)).toBe(intl.format(minor / 100));
    }
  });

  it('falls back to plain digits for a code Intl does not know', () => {
    expect(formatMoney(1_234, 'NOT-A-CODE', 'en')).toBe('12.34 NOT-A-CODE');
  });
});
