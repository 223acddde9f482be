import type { BalanceRecord } from '@miao/contracts/coin';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { balanceSeries, stepPath } from '@/features/coin/utils/balance-series';
import { BalanceChart } from './balance-chart';

afterEach(() => vi.unstubAllGlobals());

const record = (id: number, type: 'increase' | 'decrease', number: number, at: string): BalanceRecord => ({
  id,
  type,
  number,
  coin_type_id: 1,
  record: { from: 'dao_platform', type: type === 'increase' ? 'reward' : 'transfer', desc: '', remarks: '' },
  task_id: null,
  effective_at: at,
});

// newest first, as the history answers: +50, -20, +100 → balance 130
const history = [
  record(3, 'increase', 50, '2025-06-03T00:00:00.000Z'),
  record(2, 'decrease', 20, '2025-06-02T00:00:00.000Z'),
  record(1, 'increase', 100, '2025-06-01T00:00:00.000Z'),
];

describe('balanceSeries', () => {
  it('walks back from the balance: oldest first, starting before the oldest record', () => {
    expect(balanceSeries(130, history)).toEqual([
      { at: '2025-06-01T00:00:00.000Z', balance: 0, change: 0 },
      { at: '2025-06-01T00:00:00.000Z', balance: 100, change: 100 },
      { at: '2025-06-02T00:00:00.000Z', balance: 80, change: -20 },
      { at: '2025-06-03T00:00:00.000Z', balance: 130, change: 50 },
    ]);
    expect(balanceSeries(10, [])).toEqual([]);
  });

  it('draws one equal step per change inside the box', () => {
    const points = balanceSeries(130, history);
    // 0 → 100 → 80 → 130 over three steps of 30 in a 90×130 box: the highest, 130, at the top
    expect(stepPath(points, { width: 90, height: 130, pad: 0 })).toBe('M0,130 H30 V30 H60 V50 H90 V0');
    expect(stepPath([], { width: 90, height: 130, pad: 0 })).toBe('');
  });
});

describe('BalanceChart', () => {
  it('is an image with a summary, and its numbers are in a table', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/balance/history')
          ? Response.json({ results: history, count: 3, page_number: 1, page_size: 100 })
          : Response.json({
              count_list: [{ coin_id: 1, coin_name: 'MIAO COIN', count: 130, pending: 0, held: 0 }],
              wallet_address: '0x0',
            }),
      ),
    );
    renderInApp(<BalanceChart />, { path: '/en/user-center/', signedIn: true });
    const image = await screen.findByRole('img', { name: /from 0 to 130, lowest 0, highest 130/ });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.getAttribute('aria-label')).toContain('last 3 changes');
    fireEvent.click(screen.getByText('Show the numbers'));
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(5); // header + 4 points
    expect(rows[1]!.textContent).toContain('+50');
    expect(rows[1]!.textContent).toContain('130');
    expect(rows[2]!.textContent).toContain('−20');
  });

  it('says when the balance never changed (Chinese)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/balance/history')
          ? Response.json({ results: [], count: 0, page_number: 1, page_size: 100 })
          : Response.json({
              count_list: [{ coin_id: 1, coin_name: 'MIAO COIN', count: 0, pending: 0, held: 0 }],
              wallet_address: '0x0',
            }),
      ),
    );
    renderInApp(<BalanceChart />, { path: '/cn/user-center/', signedIn: true });
    expect(await screen.findByText(/你的余额还没有变动过/)).toBeTruthy();
  });
});
