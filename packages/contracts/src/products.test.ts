import { describe, expect, it } from 'vitest';
import { compareVersions } from './apps';
import { isShortLinkTarget } from './links';
import {
  buyLabel,
  depositOf,
  formatRequestCount,
  homeGroups,
  isValidEmail,
  modePrice,
  productLinkPair,
  productRequestMode,
  productRequestProblem,
  productSettingUpdate,
  settingConflict,
  statusDisplay,
  topProducts,
  type ProductSetting,
  type ProductStatus,
} from './products';

function setting(code: string, over: Partial<ProductSetting> = {}): ProductSetting {
  return {
    code,
    kind: 'product',
    path: `/${code}/`,
    cn_name: code,
    overseas_name: code.toUpperCase(),
    cn_url: `https://store.miao.example.cn/${code}`,
    overseas_url: `https://store.miao.example.com/${code}`,
    cn_status: 'inStock',
    overseas_status: 'inStock',
    cn_is_top: false,
    overseas_is_top: false,
    cn_is_home: true,
    overseas_is_home: true,
    cn_priority: 100,
    overseas_priority: 100,
    cn_top_name: '',
    overseas_top_name: '',
    hide_buy: false,
    jump_url: '',
    cn_price_min: null,
    cn_price_max: null,
    overseas_price_min: null,
    overseas_price_max: null,
    cn_gb_start: null,
    cn_gb_end: null,
    cn_gb_ship_month: null,
    overseas_gb_start: null,
    overseas_gb_end: null,
    overseas_gb_ship_month: null,
    cn_dispatch_days: null,
    overseas_dispatch_days: null,
    updated_at: '2025-01-01T00:00:00.000Z',
    ...over,
  };
}

describe('prices, deposit and group-buy rules (issue 18)', () => {
  it('answers the mode price in its currency, one amount or a range, none when unset', () => {
    const s = setting('a', { cn_price_min: 129900, cn_price_max: 169900, overseas_price_min: 18900 });
    expect(modePrice(s, 'cn')).toEqual({ min: 129900, max: 169900, currency: 'CNY' });
    expect(modePrice(s, 'en')).toEqual({ min: 18900, max: 18900, currency: 'USD' });
    expect(modePrice(setting('b'), 'en')).toBeNull();
  });

  it('takes a 20% deposit of the full price (spec 9), rounded to the minor unit', () => {
    expect(depositOf(58000)).toBe(11600);
    expect(depositOf(12345)).toBe(2469);
    expect(depositOf(0)).toBe(0);
  });

  it('refuses a highest price without or below the lowest, and a window that ends before it starts', () => {
    expect(settingConflict(setting('a', { cn_price_min: 200, cn_price_max: 100 }))).toEqual({
      code: 'price_range_invalid',
      fields: ['cn_price_min', 'cn_price_max'],
    });
    expect(settingConflict(setting('a', { overseas_price_max: 100 }))?.code).toBe('price_range_invalid');
    expect(settingConflict(setting('a', { cn_price_min: 100, cn_price_max: 100 }))).toBeNull();
    expect(
      settingConflict(
        setting('a', { overseas_gb_start: '2026-02-01T00:00:00Z', overseas_gb_end: '2026-01-01T00:00:00Z' }),
      ),
    ).toEqual({ code: 'group_buy_dates_invalid', fields: ['overseas_gb_start', 'overseas_gb_end'] });
  });

  it('validates prices, months and dispatch days in the update schema', () => {
    expect(productSettingUpdate.safeParse({ cn_price_min: -1 }).success).toBe(false);
    expect(productSettingUpdate.safeParse({ cn_price_min: 1.5 }).success).toBe(false);
    expect(productSettingUpdate.safeParse({ cn_price_min: 100_000_001 }).success).toBe(false);
    expect(productSettingUpdate.safeParse({ cn_price_min: null }).success).toBe(true);
    expect(productSettingUpdate.safeParse({ cn_gb_ship_month: '2026-13' }).success).toBe(false);
    expect(productSettingUpdate.safeParse({ cn_gb_ship_month: '2026-03' }).success).toBe(true);
    expect(productSettingUpdate.safeParse({ cn_gb_start: 'soon' }).success).toBe(false);
    expect(productSettingUpdate.safeParse({ overseas_dispatch_days: 91 }).success).toBe(false);
  });
});

describe('homeGroups (spec 9 home priorities)', () => {
  const settings = [
    setting('a', { cn_priority: 100, overseas_priority: 5 }),
    setting('b', { cn_priority: 250, overseas_priority: 300 }),
    setting('c', { cn_priority: 99, overseas_priority: 99 }),
    setting('d', { cn_priority: 98, overseas_priority: 101 }),
    setting('e', { cn_priority: 0, overseas_priority: 100, overseas_is_home: false }),
    setting('f', { cn_priority: 40, cn_is_home: false, overseas_priority: 40 }),
    setting('g', { cn_priority: 98, overseas_priority: 1000 }),
  ];
  const codes = (list: ProductSetting[]) => list.map((s) => s.code);

  it('splits China mode at 100 and 99, each sorted by priority descending, ties by code', () => {
    const { top, bottom } = homeGroups(settings, 'cn');
    expect(codes(top)).toEqual(['b', 'a']);
    expect(codes(bottom)).toEqual(['d', 'g', 'e']);
  });

  it('uses the overseas fields in en mode and skips products not on home', () => {
    const { top, bottom } = homeGroups(settings, 'en');
    expect(codes(top)).toEqual(['g', 'b', 'd']);
    expect(codes(bottom)).toEqual(['f', 'a']);
  });

  it('leaves priority 99 out of both groups (the literal spec 9 rule)', () => {
    for (const mode of ['cn', 'en'] as const) {
      const { top, bottom } = homeGroups(settings, mode);
      expect([...codes(top), ...codes(bottom)]).not.toContain('c');
    }
  });

  it('does not reorder its input', () => {
    const input = [setting('x', { cn_priority: 1 }), setting('y', { cn_priority: 2 })];
    homeGroups(input, 'cn');
    expect(codes(input)).toEqual(['x', 'y']);
  });

  it('lists header top products by priority with the mode name', () => {
    const list = [
      setting('r4', {
        cn_is_top: true,
        cn_top_name: '赛博 R4',
        overseas_top_name: 'CYBERBOARD R4',
        cn_priority: 10,
      }),
      setting('relic', {
        cn_is_top: true,
        overseas_is_top: true,
        cn_priority: 200,
        overseas_top_name: 'RELIC 80',
      }),
    ];
    expect(topProducts(list, 'cn').map((t) => t.name)).toEqual(['relic', '赛博 R4']);
    expect(topProducts(list, 'en').map((t) => t.name)).toEqual(['RELIC 80']);
  });
});

describe('productLinkPair and status labels (spec 2, spec 4)', () => {
  const pair = (status: ProductStatus, over: Partial<ProductSetting> = {}) =>
    productLinkPair(setting('cyberboard-r4', { cn_status: status, overseas_status: status, ...over }), 'en');

  it('offers order-now for inStock and group-buy for GB, with the mode store link', () => {
    expect(pair('inStock')).toEqual({
      learnMoreHref: '/cyberboard-r4/',
      buy: { href: 'https://store.miao.example.com/cyberboard-r4', label: 'order_now' },
      request: false,
      jump: null,
    });
    expect(pair('GB').buy).toEqual({
      href: 'https://store.miao.example.com/cyberboard-r4',
      label: 'group_buy',
    });
    const cn = productLinkPair(
      setting('cyberboard-r4', { cn_status: 'GB', overseas_status: 'soldOut' }),
      'cn',
    );
    expect(cn.buy?.href).toBe('https://store.miao.example.cn/cyberboard-r4');
  });

  it.each(['developing', 'restock', 'soldOut', 'jump'] as const)('has no buy link for %s', (status) => {
    expect(pair(status).buy).toBeNull();
    expect(pair(status).learnMoreHref).toBe('/cyberboard-r4/');
  });

  it('hides the buy link when staff hid it or the mode has no store link', () => {
    expect(pair('inStock', { hide_buy: true }).buy).toBeNull();
    expect(pair('GB', { overseas_url: '' }).buy).toBeNull();
  });

  it('asks for a request only when sold out', () => {
    expect(pair('soldOut').request).toBe(true);
    for (const status of ['developing', 'GB', 'inStock', 'restock', 'jump'] as const) {
      expect(pair(status).request).toBe(false);
    }
  });

  it('opens the mode url for jump, else the generic jump_url; no page gives no Learn more', () => {
    const amtoys = setting('AMTOYS', {
      path: '',
      cn_status: 'jump',
      overseas_status: 'jump',
      cn_url: 'https://amtoys.example.cn/',
      overseas_url: '',
      jump_url: 'https://discord.gg/amtoys',
    });
    expect(productLinkPair(amtoys, 'cn')).toMatchObject({
      jump: 'https://amtoys.example.cn/',
      learnMoreHref: null,
      buy: null,
    });
    expect(productLinkPair(amtoys, 'en').jump).toBe('https://discord.gg/amtoys');
    expect(pair('GB').jump).toBeNull();
  });

  it('labels restock and GB as group-buy, inStock as order-now', () => {
    expect(buyLabel('GB')).toBe('group_buy');
    expect(buyLabel('restock')).toBe('group_buy');
    expect(buyLabel('inStock')).toBe('order_now');
    expect(buyLabel('soldOut')).toBeNull();
    expect(buyLabel('developing')).toBeNull();
  });

  it('maps statuses to the spec 4 display', () => {
    expect(statusDisplay('GB')).toBe('pre_order');
    expect(statusDisplay('restock')).toBe('pre_order');
    expect(statusDisplay('inStock')).toBe('buy');
    expect(statusDisplay('soldOut')).toBe('request');
    expect(statusDisplay('jump')).toBe('jump');
    expect(statusDisplay('developing')).toBeNull();
  });
});

describe('formatRequestCount (spec 9)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.0k'],
    [1049, '1.0k'],
    [12345, '12.3k'],
    [250000, '250.0k'],
    [-3, '0'],
    [Number.NaN, '0'],
  ])('%d → %s', (n, text) => {
    expect(formatRequestCount(n)).toBe(text);
  });
});

describe('request and subscribe validation (spec 5)', () => {
  const ok = { nickname: 'Neon', mobile: '13800138000', email: 'neon@example.com' };

  it('accepts a valid request in each mode', () => {
    expect(productRequestProblem(ok, 'cn')).toBeNull();
    expect(productRequestProblem({ ...ok, mobile: '' }, 'en')).toBeNull();
  });

  it.each(['', '1380013800', '138001380000', '12800138000', '23800138000', '1380013800a'])(
    'refuses the mobile %j in China mode',
    (mobile) => {
      expect(productRequestProblem({ ...ok, mobile }, 'cn')).toBe('input_error_mobile');
    },
  );

  it.each([
    '',
    'neon',
    'neon@example',
    'neon@example.c',
    'neon@example.comxx',
    'neon@example.c0m',
    'ne on@example.com',
  ])('refuses the e-mail %j overseas', (email) => {
    expect(productRequestProblem({ ...ok, email }, 'en')).toBe('input_error_email');
    expect(isValidEmail(email)).toBe(false);
  });

  it('takes e-mails up to 80 characters and TLDs of 2 to 4 letters', () => {
    const at80 = `${'a'.repeat(68)}@example.com`;
    expect(at80).toHaveLength(80);
    expect(isValidEmail(at80)).toBe(true);
    expect(isValidEmail(`a${at80}`)).toBe(false);
    expect(isValidEmail('a@b.io')).toBe(true);
    expect(isValidEmail('a@b.info')).toBe(true);
  });

  it('requires a contact name after trim, at most 20 characters', () => {
    expect(productRequestProblem({ ...ok, nickname: '   ' }, 'cn')).toBe('nickname_required');
    expect(productRequestProblem({ ...ok, nickname: '喵'.repeat(20) }, 'cn')).toBeNull();
    expect(productRequestProblem({ ...ok, nickname: 'x'.repeat(21) }, 'en')).toBe('nickname_too_long');
    expect(productRequestProblem({ ...ok, nickname: `  ${'x'.repeat(20)}  ` }, 'en')).toBeNull();
  });

  it('takes the mode from the body, else from the mobile', () => {
    expect(productRequestMode({ mode: 'en', mobile: '13800138000' })).toBe('en');
    expect(productRequestMode({ mobile: '13800138000' })).toBe('cn');
    expect(productRequestMode({ mobile: '  ' })).toBe('en');
  });
});

describe('settings update schema', () => {
  it('checks status, links and priority', () => {
    expect(productSettingUpdate.safeParse({ cn_status: 'GB', cn_priority: 1000, cn_url: '' }).success).toBe(
      true,
    );
    expect(productSettingUpdate.safeParse({ cn_status: 'sold' }).success).toBe(false);
    expect(productSettingUpdate.safeParse({ cn_priority: 1001 }).success).toBe(false);
    expect(productSettingUpdate.safeParse({ cn_priority: 1.5 }).success).toBe(false);
    expect(productSettingUpdate.safeParse({ overseas_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(productSettingUpdate.safeParse({ code: 'renamed' }).success).toBe(false);
    expect(productSettingUpdate.safeParse({ path: '//evil.example.com/' }).success).toBe(false);
  });
});

describe('versions and short-link targets', () => {
  it('compares versions by number', () => {
    expect(compareVersions('0.8.6', '0.8.5')).toBeGreaterThan(0);
    expect(compareVersions('0.8.10', '0.8.9')).toBeGreaterThan(0);
    expect(compareVersions('0.8', '0.8.0')).toBe(0);
    expect(compareVersions('0.9.0-beta', '0.9.0')).toBeLessThan(0);
    expect(compareVersions('1.0.0', '0.99.99')).toBeGreaterThan(0);
  });

  it('accepts site paths and http(s) links only', () => {
    expect(isShortLinkTarget('/am-master/?p=2')).toBe(true);
    expect(isShortLinkTarget('https://store.miao.example.com/x')).toBe(true);
    expect(isShortLinkTarget('//evil.example.com')).toBe(false);
    expect(isShortLinkTarget('javascript:alert(1)')).toBe(false);
    expect(isShortLinkTarget('/\\evil.example.com')).toBe(false);
  });
});
