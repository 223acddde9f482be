import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('writes minor units in the currency of the order, in the page language', () => {
    expect(formatMoney(19_900, 'USD', 'en')).toBe('$199.00');
    expect(formatMoney(299_900, 'CNY', 'cn')).toBe('¥2,999.00');
    // the same format again, from the kept one
    expect(formatMoney(5, 'USD', 'en')).toBe('$0.05');
    // a currency without minor units
    expect(formatMoney(1_500, 'JPY', 'en')).toBe('¥1,500');
  });

  it('falls back to plain digits for a code Intl does not know', () => {
    expect(formatMoney(1_234, 'NOT-A-CODE', 'en')).toBe('12.34 NOT-A-CODE');
  });
});
