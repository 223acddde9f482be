import { describe, expect, it } from 'vitest';
import { R4 } from '@/features/staff/testing/fixtures';
import { serverSettingErrors, settingFormUpdate, settingFormValues } from './product-setting-form';

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
});
