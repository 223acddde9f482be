import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { homeProductsModule } from '@/features/products/brand-modules';
import { buildSetting, mockApi } from '@/features/products/test-settings';
import { renderInApp } from '@/test/render';
import { HomeRoute } from './home';

const originalFetch = globalThis.fetch;
// the product cards are their own chunk; here it is simply loaded first
beforeAll(() => homeProductsModule.load());
afterEach(() => {
  globalThis.fetch = originalFetch;
});

const SETTINGS = [
  buildSetting('am-relic-80', {
    cn_is_home: true,
    overseas_is_home: true,
    cn_priority: 100,
    overseas_priority: 300,
    overseas_status: 'GB',
  }),
  buildSetting('cyberboard-r4', {
    cn_is_home: true,
    overseas_is_home: true,
    cn_priority: 280,
    overseas_priority: 120,
  }),
  buildSetting('am-hatsu', { overseas_is_home: true, overseas_priority: 250, overseas_status: 'soldOut' }),
  // 99 is in neither group (spec 9: ≥ 100 top, < 99 bottom)
  buildSetting('cybercharge', {
    cn_is_home: true,
    overseas_is_home: true,
    cn_priority: 99,
    overseas_priority: 99,
  }),
  buildSetting('am-carpio-g2', {
    cn_is_home: true,
    overseas_is_home: true,
    cn_priority: 20,
    overseas_priority: 60,
  }),
  buildSetting('hover', { cn_is_home: true, overseas_is_home: true, cn_priority: 98, overseas_priority: 40 }),
  buildSetting('cybermat-r3', {
    cn_is_home: false,
    overseas_is_home: false,
    cn_priority: 500,
    overseas_priority: 500,
  }),
];

async function groups(path: string) {
  mockApi({ 'GET /api/product-settings': SETTINGS });
  renderInApp(<HomeRoute />, { path });
  const names = async (group: 'top' | 'bottom') => {
    const list = await screen.findByText((_, el) => el?.getAttribute('data-group') === group);
    return within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
  };
  // wait for the real settings: their statuses show
  await screen.findAllByText(path.startsWith('/cn') ? '现货' : 'In stock');
  return { top: await names('top'), bottom: await names('bottom') };
}

describe('home products (spec 9)', () => {
  it('overseas: is_home products, ≥ 100 on top and < 99 below, each by priority descending', async () => {
    expect(await groups('/en/')).toEqual({
      top: ['AM-RELIC-80', 'AM-HATSU', 'CYBERBOARD-R4'],
      bottom: ['AM-CARPIO-G2', 'HOVER'],
    });
    // each card carries the link pair of its status in this mode
    const relic = screen.getByRole('heading', { name: 'AM-RELIC-80' }).closest('article')!;
    expect(
      within(relic)
        .getByRole('link', { name: /Join the group buy/ })
        .getAttribute('href'),
    ).toBe('https://store.example.com/am-relic-80');
    const hatsu = screen.getByRole('heading', { name: 'AM-HATSU' }).closest('article')!;
    expect(within(hatsu).getByRole('button', { name: 'Request' })).toBeTruthy();
  });

  it('China mode uses the cn flags and priorities', async () => {
    expect(await groups('/cn/')).toEqual({
      top: ['cyberboard-r4 中文', 'am-relic-80 中文'],
      bottom: ['hover 中文', 'am-carpio-g2 中文'],
    });
  });

  it('renders the catalogue placements before the settings arrive', async () => {
    mockApi({});
    renderInApp(<HomeRoute />, { path: '/en/' });
    expect(await screen.findByRole('heading', { name: 'Featured' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sculpted keyboards. Living light.');
  });
});
