import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { BalanceCard } from './balance-card';

const ME = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const BOB = '0xb0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0';

afterEach(() => vi.unstubAllGlobals());

describe('BalanceCard', () => {
  it('lists each coin with separators and the wallet, and reloads the balance after a send', async () => {
    let count = 1000;
    const fetch = vi.fn(async (url: string) => {
      if (url.startsWith('/api/balance'))
        return Response.json({
          count_list: [
            { coin_id: 1, coin_name: 'MIAO COIN', count, pending: 0, held: 0 },
            { coin_id: 2, coin_name: 'KEYCAP', count: 1234567, pending: 0, held: 0 },
          ],
          wallet_address: ME,
        });
      if (url.startsWith('/api/chains'))
        return Response.json({ results: [], count: 0, page_number: 1, page_size: 1000 });
      count -= 25;
      return Response.json({ id: 1 });
    });
    vi.stubGlobal('fetch', fetch);
    renderInApp(<BalanceCard />, { path: '/en/user-center/' });
    expect(await screen.findByText('1,000')).toBeTruthy();
    expect(screen.getByText('1,234,567')).toBeTruthy();
    expect(screen.getByText(ME).tagName).toBe('CODE');
    expect(screen.getByRole('button', { name: 'Copy wallet address' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send coins' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Recipient wallet address'), { target: { value: BOB } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '25' } });
    // a review step names what is about to move before anything does (issue 35 item 6)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(await screen.findByText('975')).toBeTruthy();
  });

  it('closes the dialog with Escape and keeps focus in the field while typing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/balance')
          ? Response.json({
              count_list: [{ coin_id: 1, coin_name: 'MIAO COIN', count: 5, pending: 0, held: 0 }],
              wallet_address: ME,
            })
          : Response.json({ results: [], count: 0, page_number: 1, page_size: 1000 }),
      ),
    );
    renderInApp(<BalanceCard />, { path: '/cn/user-center/' });
    await screen.findByText('5');
    fireEvent.click(screen.getByRole('button', { name: '转账' }));
    const address = screen.getByLabelText('接收钱包地址');
    address.focus();
    fireEvent.change(address, { target: { value: '0x1' } });
    expect(document.activeElement).toBe(address);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail
          ? Response.json(
              { code: 'internal_error', message: 'Something went wrong, please try again later' },
              { status: 503 },
            )
          : Response.json({
              count_list: [{ coin_id: 1, coin_name: 'MIAO COIN', count: 7, pending: 0, held: 0 }],
              wallet_address: ME,
            }),
      ),
    );
    renderInApp(<BalanceCard />, { path: '/en/user-center/' });
    expect(screen.getByRole('status')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('7')).toBeTruthy();
  });

  it('shows pending rewards and coin held in own task pools beside what is available (issue 18)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/balance')
          ? Response.json({
              count_list: [{ coin_id: 1, coin_name: 'MIAO COIN', count: 795, pending: 20, held: 300 }],
              wallet_address: ME,
            })
          : Response.json({ results: [], count: 0, page_number: 1, page_size: 1000 }),
      ),
    );
    renderInApp(<BalanceCard />, { path: '/en/user-center/' });
    const pending = await screen.findByText('Pending rewards');
    expect(pending.nextElementSibling?.textContent).toBe('+20');
    expect(screen.getByText('In your task pools').nextElementSibling?.textContent).toBe('300');
    expect(screen.getByText('Available').nextElementSibling?.textContent).toBe('795');
    expect(screen.getByText(/paid when the sponsor’s task is closed/)).toBeTruthy();
  });
});
