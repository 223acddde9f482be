import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { HATSU, page, R4, stubApi } from '@/features/staff/testing/fixtures';
import { NewsletterPanel } from './newsletter-panel';
import { ProductRequestsPanel } from './product-requests-panel';

afterEach(() => vi.unstubAllGlobals());

const request = {
  id: 3,
  product_code: 'am-hatsu',
  user_id: 7,
  nickname: 'Alice',
  phone: '',
  email: 'alice@example.com',
  mode: 'en',
  create_time: '2025-06-01T08:00:00.000Z',
  update_time: '2025-06-02T08:00:00.000Z',
};
const subscriber = {
  id: 1,
  email: 'fan@example.com',
  language: 'en',
  subscribed: true,
  create_time: '2025-06-01T08:00:00.000Z',
  unsubscribe_time: null,
};

describe('Download CSV links', () => {
  it('product requests: a plain download of the .csv export with the list filter', async () => {
    const calls = stubApi({
      '/api/product-settings': () => [R4, HATSU],
      '/api/admin/product-requests': () => page([request]),
    });
    renderInApp(<ProductRequestsPanel />, { path: '/en/staff/requests/', signedIn: true });
    expect(await screen.findByText('alice@example.com')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /AM HATSU/ })).toBeTruthy();

    const link = screen.getByRole('link', { name: 'Download CSV (Product requests)' });
    expect(link.getAttribute('href')).toBe('/api/admin/product-requests.csv');
    expect(link.hasAttribute('download')).toBe(true);

    fireEvent.change(await screen.findByLabelText('Product'), { target: { value: 'am-hatsu' } });
    expect(link.getAttribute('href')).toBe('/api/admin/product-requests.csv?product_code=am-hatsu');
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.pathname === '/api/admin/product-requests' &&
            c.url.searchParams.get('product_code') === 'am-hatsu',
        ),
      ).toBe(true),
    );
  });

  it('newsletter: the same, with the subscribed filter, in Chinese too', async () => {
    stubApi({ '/api/admin/newsletter': () => page([subscriber]) });
    renderInApp(<NewsletterPanel />, { path: '/cn/staff/newsletter/', signedIn: true });
    expect(await screen.findByText('fan@example.com')).toBeTruthy();
    const link = screen.getByRole('link', { name: '下载 CSV (邮件订阅者)' });
    expect(link.getAttribute('href')).toBe('/api/admin/newsletter.csv');
    expect(link.hasAttribute('download')).toBe(true);
    fireEvent.change(screen.getByLabelText('显示'), { target: { value: 'true' } });
    expect(link.getAttribute('href')).toBe('/api/admin/newsletter.csv?subscribed=true');
  });
});
