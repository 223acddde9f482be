import type { ProductStatus } from '@miao/contracts/products';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { buildSetting } from '@/features/products/test-settings';
import { ProductLinkPair } from './product-link-pair';
import { StatusTag } from './status-tag';

function pair(status: ProductStatus, extra: Parameters<typeof buildSetting>[1] = {}, path = '/en/') {
  const setting = buildSetting('am-relic-80', { cn_status: status, overseas_status: status, ...extra });
  renderInApp(<ProductLinkPair setting={setting} productName="RELIC 80" loaded />, { path });
  const links = screen.queryAllByRole('link').map(
    (a) =>
      `${a.textContent
        ?.replace(/\(opens in a new tab\)|（在新标签页打开）/g, '')
        .replace(/ about RELIC 80|：RELIC 80|RELIC 80/g, '')
        .trim()} ${a.getAttribute('href')}`,
  );
  const buttons = screen.queryAllByRole('button').map((b) => b.textContent);
  return { links, buttons };
}

describe('product link pair (spec 2)', () => {
  it('GB: Learn more and the group-buy label to the store', () => {
    expect(pair('GB')).toEqual({
      links: ['Learn more /en/am-relic-80/', 'Join the group buy https://store.example.com/am-relic-80'],
      buttons: [],
    });
  });

  it("Learn more's own text names its product (decision 049: crawlers read no aria-label)", () => {
    pair('GB');
    expect(screen.getByRole('link', { name: 'Learn more about RELIC 80' }).textContent).toBe(
      'Learn more about RELIC 80',
    );
  });

  it('inStock: the order-now label', () => {
    expect(pair('inStock').links[1]).toBe('Order now https://store.example.com/am-relic-80');
  });

  it('restock: the pre-order tag but no buy link (buy only for GB or inStock)', () => {
    expect(pair('restock')).toEqual({ links: ['Learn more /en/am-relic-80/'], buttons: [] });
  });

  it('developing: Learn more only', () => {
    expect(pair('developing')).toEqual({ links: ['Learn more /en/am-relic-80/'], buttons: [] });
  });

  it('soldOut: Request instead of buy', () => {
    expect(pair('soldOut')).toEqual({ links: ['Learn more /en/am-relic-80/'], buttons: ['Request'] });
  });

  it('jump: Learn more opens the external link', () => {
    const { links } = pair('jump', { overseas_url: 'https://partner.example.com/x' });
    expect(links).toEqual(['Learn more https://partner.example.com/x']);
  });

  it('hidden buying shows no buy link whatever the status', () => {
    expect(pair('inStock', { hide_buy: true }).links).toEqual(['Learn more /en/am-relic-80/']);
  });

  it('uses the China-mode store link and labels in cn', () => {
    const { links } = pair('GB', {}, '/cn/');
    expect(links).toEqual(['了解更多 /cn/am-relic-80/', '参与团购 https://store.example.cn/am-relic-80']);
  });

  it('offers nothing status-dependent before the settings have loaded', () => {
    const setting = buildSetting('am-relic-80', { overseas_status: 'soldOut' });
    renderInApp(<ProductLinkPair setting={setting} productName="RELIC 80" loaded={false} />, {
      path: '/en/',
    });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe('status tag (spec 4, DESIGN.md colours)', () => {
  it.each([
    ['GB', 'Pre-order', 'preorder'],
    ['restock', 'Pre-order', 'preorder'],
    ['inStock', 'In stock', 'stock'],
    ['soldOut', 'Sold out', 'soldout'],
    ['developing', 'In development', 'developing'],
  ] as const)('%s shows %s', (status, text, tone) => {
    renderInApp(<StatusTag status={status} />, { path: '/en/' });
    const tag = screen.getByText(text);
    expect(tag.className).toContain(`status-tag--${tone}`);
  });

  it('shows nothing for jump', () => {
    const { container } = renderInApp(<StatusTag status="jump" />, { path: '/en/' });
    expect(container.textContent).toBe('');
  });
});
