import { describe, expect, it } from 'vitest';
import { buildSetting } from '@/features/products/test-settings';
import { formatDay, formatMoney, formatMonth, priceView, scheduleView } from './price';

describe('prices in the page locale (issue 18)', () => {
  it('formats yuan on cn pages and dollars on en pages, cents only when there are any', () => {
    expect(formatMoney(129900, 'CNY', 'cn')).toBe('¥1,299');
    expect(formatMoney(18950, 'USD', 'en')).toBe('$189.50');
    expect(formatMoney(58000, 'USD', 'en')).toBe('$580');
  });

  it('writes each mode’s own currency exactly as Intl does, and other pairs through Intl', () => {
    const amounts = [0, 1, 5, 99, 100, 101, 1999, 129900, 18950, 100000000, 123456789, -18950, -100];
    for (let i = 0; i < 300; i++) amounts.push(Math.round(Math.abs(Math.sin(i)) * 10 ** (i % 11)));
    const byIntl = (minor: number, currency: string, locale: string) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(minor / 100);
    for (const minor of amounts) {
      expect(formatMoney(minor, 'CNY', 'cn'), String(minor)).toBe(byIntl(minor, 'CNY', 'zh-CN'));
      expect(formatMoney(minor, 'USD', 'en'), String(minor)).toBe(byIntl(minor, 'USD', 'en'));
    }
    expect(formatMoney(18950, 'USD', 'cn')).toBe(byIntl(18950, 'USD', 'zh-CN'));
    expect(formatMoney(129900, 'CNY', 'en')).toBe('CN¥1,299');
  });

  it('shows the mode price: one amount, a range as "from", nothing when unset', () => {
    const s = buildSetting('am-hatsu', {
      overseas_price_min: 58000,
      overseas_price_max: 89000,
      cn_price_min: 129900,
      cn_price_max: 129900,
    });
    expect(priceView(s, 'en')).toEqual({ amount: '$580', from: true, deposit: '$116' });
    expect(priceView(s, 'cn')).toEqual({ amount: '¥1,299', from: false, deposit: '¥259.80' });
    expect(priceView(buildSetting('x'), 'en')).toBeNull();
  });

  it('formats group-buy dates in the mode zone and the shipping month', () => {
    // 16:30 UTC is already the next day in Beijing
    expect(formatDay('2026-03-01T16:30:00Z', 'cn')).toBe('2026年3月2日');
    expect(formatDay('2026-03-01T16:30:00Z', 'en')).toBe('March 1, 2026');
    expect(formatMonth('2026-07', 'en')).toBe('July 2026');
    expect(formatMonth('2026-07', 'cn')).toBe('2026年7月');
  });

  it('answers the timeline only for GB and the dispatch time only in stock', () => {
    const gb = buildSetting('a', {
      cn_status: 'GB',
      overseas_status: 'inStock',
      cn_gb_start: '2026-03-01T00:00:00Z',
      cn_gb_end: '2026-03-31T00:00:00Z',
      cn_gb_ship_month: '2026-07',
      cn_dispatch_days: 3,
      overseas_dispatch_days: 5,
    });
    expect(scheduleView(gb, 'cn')).toEqual({
      gb: { start: '2026年3月1日', end: '2026年3月31日', shipMonth: '2026年7月' },
      dispatchDays: null,
    });
    expect(scheduleView(gb, 'en')).toEqual({ gb: null, dispatchDays: 5 });
  });
});
