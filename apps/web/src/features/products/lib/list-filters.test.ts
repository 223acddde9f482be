import { describe, expect, it } from 'vitest';
import { buildSetting } from '@/features/products/test-settings';
import { filterProducts, groupProducts, listQuery, listSearch } from './list-filters';

const relic = buildSetting('am-relic-80', {
  cn_status: 'GB',
  overseas_status: 'GB',
  cn_priority: 300,
  overseas_priority: 300,
  overseas_price_min: 18900,
});
const r4 = buildSetting('cyberboard-r4', {
  cn_priority: 280,
  overseas_priority: 260,
  overseas_price_min: 34900,
});
const charger = buildSetting('cybercharge', {
  overseas_price_min: 4900,
  cn_priority: 200,
  overseas_priority: 180,
});
const hatsu = buildSetting('am-hatsu', { cn_status: 'soldOut', overseas_status: 'soldOut' });
const all = [hatsu, charger, r4, relic];
const name = (s: { overseas_name: string }) => s.overseas_name;

describe('product list filters and order (issue 18)', () => {
  it('reads the query, ignoring unknown values, and writes only what is not the default', () => {
    expect(listQuery(new URLSearchParams('kind=keyboards&status=preOrder&sort=price'))).toEqual({
      kind: 'keyboards',
      status: 'preOrder',
      sort: 'price',
    });
    expect(listQuery(new URLSearchParams('kind=boats&status=x&sort=y'))).toEqual({
      kind: null,
      status: null,
      sort: 'featured',
    });
    expect(listSearch({ kind: 'power', status: null, sort: 'featured' }).toString()).toBe('kind=power');
  });

  it('filters by kind and by availability (GB and restock are pre-orders)', () => {
    const keyboards = filterProducts(all, listQuery(new URLSearchParams('kind=keyboards')), 'en', name, true);
    expect(keyboards.map((s) => s.code)).toEqual(['am-relic-80', 'cyberboard-r4', 'am-hatsu']);
    const preOrder = filterProducts(all, listQuery(new URLSearchParams('status=preOrder')), 'en', name, true);
    expect(preOrder.map((s) => s.code)).toEqual(['am-relic-80']);
  });

  it('sorts featured by priority, by name, and by price with unpriced last', () => {
    const order = (sort: string) =>
      filterProducts(all, listQuery(new URLSearchParams(`sort=${sort}`)), 'en', name, true).map(
        (s) => s.code,
      );
    expect(order('featured')).toEqual(['am-relic-80', 'cyberboard-r4', 'cybercharge', 'am-hatsu']);
    expect(order('name')).toEqual(['am-hatsu', 'am-relic-80', 'cyberboard-r4', 'cybercharge']);
    expect(order('price')).toEqual(['cybercharge', 'am-relic-80', 'cyberboard-r4', 'am-hatsu']);
  });

  it('groups by category in featured order, one list otherwise', () => {
    const featured = listQuery(new URLSearchParams(''));
    const groups = groupProducts(filterProducts(all, featured, 'en', name, true), featured);
    expect(groups.map((g) => [g.category, g.products.length])).toEqual([
      ['keyboards', 3],
      ['power', 1],
    ]);
    const byPrice = listQuery(new URLSearchParams('sort=price'));
    expect(groupProducts(all, byPrice)).toHaveLength(1);
  });
});
