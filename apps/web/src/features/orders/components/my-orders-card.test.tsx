import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { MyOrdersCard } from './my-orders-card';

afterEach(() => vi.unstubAllGlobals());

const ORDER = {
  order_no: 'MIAO-EN-100231',
  store: 'overseas',
  status: 'paid',
  currency: 'USD',
  total_amount: 39900,
  items: [{ product_code: 'cyberboard-r4', product_name: 'CYBERBOARD R4', quantity: 1, amount: 39900 }],
  buyer_contact: 'a***@example.com',
  paid_at: '2025-06-02T09:30:00.000Z',
  created_at: '2025-06-02T09:00:00.000Z',
  claimed: false,
  rewards: [{ kind: 'order', amount: 100, refunded: false, refunded_amount: 0, owed_amount: 0 }],
};

function page(results: unknown[]) {
  return Response.json({ results, count: results.length, page_number: 1, page_size: 10 });
}

describe('MyOrdersCard', () => {
  it('lists the orders with status, money and reward', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => page([ORDER])),
    );
    renderInApp(<MyOrdersCard />, { path: '/en/user-center/' });
    expect(await screen.findByText('MIAO-EN-100231')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('$399.00')).toBeTruthy();
    expect(screen.getByText('CYBERBOARD R4 × 1')).toBeTruthy();
    expect(screen.getByText('+100')).toBeTruthy();
  });

  it('shows the empty state in Chinese', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => page([])),
    );
    renderInApp(<MyOrdersCard />, { path: '/cn/user-center/' });
    expect(await screen.findByText(/暂无订单/)).toBeTruthy();
  });

  it('claims an order with the code sent to the buyer, showing a refusal inline', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      if (url === '/api/orders/claim' && body.order_no === 'NOPE-0001')
        return Response.json({ code: 'order_not_found', message: 'Order not found' }, { status: 404 });
      if (url === '/api/orders/claim') return Response.json({ claimed: false, code_sent: true });
      if (url === '/api/orders/claim/confirm') return Response.json(ORDER);
      return page([]);
    });
    vi.stubGlobal('fetch', fetch);
    renderInApp(<MyOrdersCard />, { path: '/en/user-center/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim an order' }));
    await screen.findByRole('dialog', { name: 'Claim an order' });
    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: 'NOPE-0001' } });
    fireEvent.change(screen.getByLabelText("Buyer's e-mail or mobile"), {
      target: { value: 'gift@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Order not found');

    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: 'MIAO-EN-100231' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url === '/api/orders/claim/confirm')?.body).toEqual({
      order_no: 'MIAO-EN-100231',
      code: '123456',
    });
  });
});
