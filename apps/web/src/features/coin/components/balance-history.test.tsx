import type { BalanceRecord } from '@miao/contracts/coin';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { BalanceHistory } from './balance-history';

const BOB = '0xb0b01234567890abcdef1234567890abcdefabcd';

function record(id: number, over: Partial<BalanceRecord> = {}): BalanceRecord {
  return {
    id,
    type: 'increase',
    number: 1000,
    coin_type_id: 1,
    record: { from: 'dao_platform', type: 'activity_grant', desc: 'Welcome', remarks: 'Welcome' },
    task_id: null,
    effective_at: '2025-03-04T05:06:00.000Z',
    ...over,
  };
}

const grant = record(1);
const sent = record(2, {
  type: 'decrease',
  number: 25,
  record: { from: 'dao_platform', type: 'transfer', desc: BOB, remarks: 'keycaps' },
});
const reward = record(3, {
  number: 1500,
  task_id: 12,
  record: { from: 'order_reward', type: 'reward_refund', desc: '', remarks: '' },
});

/** /api/balance/history answering `count` records in pages of 20, each page made by `page`. */
function history(count: number, page: (n: number) => BalanceRecord[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.startsWith('/api/chains'))
        return Response.json({
          results: [{ id: 1, coin_name: 'MIAO COIN' }],
          count: 1,
          page_number: 1,
          page_size: 1000,
        });
      // no reward is waiting for a payout in these lists
      if (url.startsWith('/api/rewards/pending')) return Response.json({ results: [], count: 0 });
      const n = Number(new URL(url, 'http://x').searchParams.get('page_number'));
      return Response.json({ results: page(n), count, page_number: n, page_size: 20 });
    }),
  );
  return urls.filter.bind(urls, (u) => u.startsWith('/api/balance/history'));
}

const many = (n: number) => Array.from({ length: 20 }, (_, i) => record((n - 1) * 20 + i + 1));

afterEach(() => vi.unstubAllGlobals());

describe('BalanceHistory', () => {
  it('shows signed amounts and translated types and sources', async () => {
    history(3, () => [sent, grant, reward]);
    renderInApp(<BalanceHistory />, { path: '/en/user-center/' });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [first, second, third] = items.map((item) => within(item));
    expect(first!.getByText('Transfer')).toBeTruthy();
    expect(first!.getByText('DAO platform')).toBeTruthy();
    expect(first!.getByText('\u221225')).toBeTruthy();
    expect(first!.getByText('0xb0b0…abcd').getAttribute('title')).toBe(BOB);
    expect(first!.getByText(/^To/)).toBeTruthy();
    expect(first!.getByText('Remarks: keycaps')).toBeTruthy();
    expect(second!.getByText('Activity grant')).toBeTruthy();
    expect(second!.getByText('+1,000')).toBeTruthy();
    // desc repeats the remarks outside transfers: shown once
    expect(second!.getAllByText(/Welcome/)).toHaveLength(1);
    expect(third!.getByText('Reward refund')).toBeTruthy();
    expect(third!.getByText('Order reward')).toBeTruthy();
    expect(third!.getByRole('link', { name: 'Task #12' }).getAttribute('href')).toBe('/en/tasks/12/');
    expect(screen.getAllByText(/^Mar 4, 2025 \d\d:\d\d UTC$/)).toHaveLength(3);
  });

  it('reads in Chinese on cn pages', async () => {
    history(2, () => [sent, grant]);
    renderInApp(<BalanceHistory />, { path: '/cn/user-center/' });
    expect(await screen.findByText('转账', { selector: '.coin-record__type' })).toBeTruthy();
    expect(screen.getByText('活动发放', { selector: '.coin-record__type' })).toBeTruthy();
    expect(screen.getAllByText('DAO 平台', { selector: '.tag' })).toHaveLength(2);
    expect(screen.getByText('转给', { exact: false, selector: 'p' })).toBeTruthy();
    expect(screen.getAllByText(/^2025年3月4日 \d\d:\d\d$/)).toHaveLength(2);
  });

  it("shows a remark the system wrote in the page's language, not its stored English", async () => {
    const welcome = record(4, {
      record: {
        from: 'dao_platform',
        type: 'activity_grant',
        desc: 'Welcome to MIAO',
        remarks: 'Welcome to MIAO',
        remarks_key: 'welcome',
      },
    });
    history(1, () => [welcome]);
    const cn = renderInApp(<BalanceHistory />, { path: '/cn/user-center/' });
    expect(await screen.findByText('欢迎加入 MIAO')).toBeTruthy();
    expect(screen.queryByText(/Welcome/)).toBeNull();
    cn.unmount();
    renderInApp(<BalanceHistory />, { path: '/en/user-center/' });
    expect(await screen.findByText('Welcome to MIAO')).toBeTruthy();
  });

  it('shows an order reward in Chinese with its order number; an old line keeps its text', async () => {
    const orderReward = record(5, {
      record: {
        from: 'mall_purchase',
        type: 'reward',
        desc: 'Order reward MX-20250304-0001',
        remarks: 'Order reward MX-20250304-0001',
        remarks_key: 'order_reward',
        remarks_params: { order_no: 'MX-20250304-0001' },
      },
    });
    const old = record(6, {
      record: {
        from: 'mall_purchase',
        type: 'reward',
        desc: 'Order reward MX-20240101-0009',
        remarks: 'Order reward MX-20240101-0009',
      },
    });
    history(2, () => [orderReward, old]);
    const cn = renderInApp(<BalanceHistory />, { path: '/cn/user-center/' });
    expect(await screen.findByText('订单奖励 MX-20250304-0001')).toBeTruthy();
    expect(screen.queryByText('Order reward MX-20250304-0001')).toBeNull();
    expect(screen.getByText('Order reward MX-20240101-0009')).toBeTruthy();
    cn.unmount();
    renderInApp(<BalanceHistory />, { path: '/en/user-center/' });
    expect(await screen.findByText('Order reward MX-20250304-0001')).toBeTruthy();
  });

  it('filters by type and says so when nothing matches', async () => {
    const urls = history(0, () => []);
    renderInApp(<BalanceHistory />, { path: '/en/user-center/' });
    expect(await screen.findByText(/No balance records yet/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'reward' } });
    expect(await screen.findByText('No records of this type yet.')).toBeTruthy();
    expect(urls().at(-1)).toContain('type=reward');
    fireEvent.click(screen.getByRole('button', { name: 'Show all types' }));
    expect(await screen.findByText(/No balance records yet/)).toBeTruthy();
  });

  it('pages with numbers on desktop, replacing the list', async () => {
    const urls = history(45, many);
    renderInApp(<BalanceHistory />, { path: '/en/user-center/' });
    expect(await screen.findAllByRole('listitem')).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Balance history pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await screen.findByText('3', { selector: '[aria-current="page"]' });
    expect(urls().at(-1)).toContain('page_number=3');
    expect(urls().at(-1)).toContain('page_size=20');
  });

  it('appends the next page with Load more on mobile', async () => {
    const urls = history(25, (n) =>
      n === 1 ? many(1) : [record(21), record(22), record(23), record(24), record(25)],
    );
    renderInApp(<BalanceHistory />, { path: '/en/user-center/', boot: { mobileAgent: true } });
    expect(await screen.findAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('25 records');
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    expect(urls().at(-1)).toContain('page_number=2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
