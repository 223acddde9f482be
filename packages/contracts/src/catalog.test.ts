import { describe, expect, it } from 'vitest';
import { CATALOG, headerProducts, LANDING_PRODUCTS } from './catalog';
import { PRODUCT_CODE_PATTERN } from './product-rules';

describe('product catalogue', () => {
  it('has one entry per code, each a valid settings code', () => {
    const codes = CATALOG.map((product) => product.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(PRODUCT_CODE_PATTERN);
  });

  it('gives every product and page a route of its own; header keys lead elsewhere', () => {
    for (const product of CATALOG) {
      if (product.kind === 'link') expect(product.landing, product.code).toBeNull();
      else expect(product.landing?.slug, product.code).toMatch(/^[a-z0-9][a-z0-9_-]*$/);
    }
    expect(LANDING_PRODUCTS.map((p) => p.landing.slug)).toContain('cyberboard-r4');
  });

  it('orders the header like the seeded settings: by home priority, each mode its own names', () => {
    expect(headerProducts('cn').map((entry) => entry.name)).toEqual([
      'RELIC 80 遗迹',
      '赛博 R4',
      '初号机 HATSU',
      'COMPACT TOUCH',
      '赛博充电器',
    ]);
    expect(headerProducts('en').map((entry) => entry.product.code)).toEqual([
      'am-relic-80',
      'cyberboard-r4',
      'am-hatsu',
      'am-compact-touch',
      'cybercharge',
    ]);
  });
});
