import { describe, expect, it } from 'vitest';
import { R4 } from '@/features/staff/testing/fixtures';
import {
  priceMinor,
  serverSettingErrors,
  settingFormUpdate,
  settingFormValues,
} from './product-setting-form';

describe('product setting form (spec 3)', () => {
  it('sends nothing when nothing changed', () => {
    expect(settingFormUpdate(R4, settingFormValues(R4))).toEqual({ ok: true, update: {} });
  });

  it('sends only the changed fields, priorities as numbers and links trimmed', () => {
    const values = {
      ...settingFormValues(R4),
      overseas_status: 'soldOut' as const,
      cn_priority: ' 300 ',
      cn_url: '  https://store.miao.example.cn/r4-new  ',
      overseas_is_top: false,
      cn_top_name: 'R4',
    };
    expect(settingFormUpdate(R4, values)).toEqual({
      ok: true,
      update: {
        overseas_status: 'soldOut',
        cn_priority: 300,
        cn_url: 'https://store.miao.example.cn/r4-new',
        overseas_is_top: false,
        cn_top_name: 'R4',
      },
    });
  });

  it('accepts an empty link (none) and refuses other schemes, priorities out of range and long names', () => {
    const values = {
      ...settingFormValues(R4),
      cn_url: '',
      overseas_url: 'javascript:alert(1)',
      jump_url: 'store.miao.example.com',
      cn_priority: '12.5',
      overseas_priority: '1001',
      overseas_top_name: 'x'.repeat(61),
    };
    expect(settingFormUpdate(R4, values)).toEqual({
      ok: false,
      errors: {
        overseas_url: 'url',
        jump_url: 'url',
        cn_priority: 'priority',
        overseas_priority: 'priority',
        overseas_top_name: 'name',
      },
    });
  });

  it('reads the fields of a server refusal, ignoring ones the form does not hold', () => {
    expect(serverSettingErrors(['cn_url', 'overseas_priority', 'kind'])).toEqual({
      cn_url: 'url',
      overseas_priority: 'priority',
    });
  });

  it('sends prices in minor units, group-buy days in the mode zone, and refuses a reversed range (issue 18)', () => {
    expect(priceMinor('1,299.5')).toBe(129950);
    expect(priceMinor('')).toBeNull();
    expect(priceMinor('12.345')).toBeNaN();
    const values = {
      ...settingFormValues(R4),
      cn_price_min: '1299',
      cn_price_max: '1699.00',
      cn_gb_start: '2026-03-01',
      cn_gb_end: '2026-03-31',
      overseas_gb_ship_month: '2026-07',
      overseas_dispatch_days: '3',
    };
    expect(settingFormUpdate(R4, values)).toEqual({
      ok: true,
      update: {
        cn_price_min: 129900,
        cn_price_max: 169900,
        cn_gb_start: '2026-03-01T00:00:00+08:00',
        cn_gb_end: '2026-03-31T23:59:59+08:00',
        overseas_gb_ship_month: '2026-07',
        overseas_dispatch_days: 3,
      },
    });
    expect(settingFormUpdate(R4, { ...values, cn_price_max: '99' })).toEqual({
      ok: false,
      errors: { cn_price_min: 'priceRange', cn_price_max: 'priceRange' },
    });
    expect(settingFormUpdate(R4, { ...values, cn_price_min: '-5' })).toEqual({
      ok: false,
      errors: { cn_price_min: 'price' },
    });
  });
});
