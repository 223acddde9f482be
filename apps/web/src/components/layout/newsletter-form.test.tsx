import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { headerEntries } from '@/lib/product-settings';
import { buildSetting, mockApi } from '@/features/products/test-settings';
import { NewsletterForm } from './newsletter-form';

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('newsletter form (spec 5)', () => {
  it('refuses an e-mail without a 2-4 letter top-level part, disables the button while sending, then says thanks', async () => {
    let release: (value: unknown) => void = () => {};
    const sent = new Promise((resolve) => (release = resolve));
    const calls = mockApi({ 'POST /api/newsletter': { email: 'ming@example.com', subscribed: true } });
    const plain = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await sent;
      return plain(...args);
    }) as typeof fetch;
    renderInApp(<NewsletterForm />, { path: '/en/' });
    const input = screen.getByLabelText('News and launches by e-mail') as HTMLInputElement;
    expect(input.maxLength).toBe(80);
    fireEvent.change(input, { target: { value: 'ming@example.online' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the correct e-mail');

    fireEvent.change(input, { target: { value: 'ming@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(((await screen.findByRole('button', { name: 'Sending…' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await act(async () => release(undefined));
    expect(await screen.findByText(/check your inbox/)).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/newsletter',
      body: { email: 'ming@example.com', language: 'en' },
    });
  });
});

describe('header top products (spec 2)', () => {
  const settings = [
    buildSetting('am-relic-80', {
      overseas_is_top: true,
      overseas_priority: 300,
      overseas_top_name: 'RELIC 80',
      cn_is_top: true,
      cn_priority: 300,
      cn_top_name: 'RELIC 80 遗迹',
    }),
    buildSetting('cyberboard-r4', { overseas_is_top: true, overseas_priority: 280, overseas_top_name: '' }),
    buildSetting('AMTOYS', {
      kind: 'link',
      path: '',
      overseas_is_top: true,
      overseas_priority: 10,
      overseas_status: 'jump',
      overseas_url: 'https://discord.gg/x',
    }),
    buildSetting('DANCING CAT', {
      kind: 'link',
      path: '',
      overseas_is_top: true,
      overseas_priority: 5,
      overseas_status: 'developing',
    }),
    buildSetting('COMPACT TOUCH SPLIT', {
      kind: 'link',
      path: '/',
      overseas_is_top: true,
      overseas_priority: 1,
    }),
  ];

  it('lists the mode’s top products by priority with their top names, external, plain or home', () => {
    expect(headerEntries(settings, 'en', true)).toEqual([
      { code: 'am-relic-80', name: 'RELIC 80', target: { kind: 'local', path: '/am-relic-80/' } },
      { code: 'cyberboard-r4', name: 'CYBERBOARD-R4', target: { kind: 'local', path: '/cyberboard-r4/' } },
      { code: 'AMTOYS', name: 'AMTOYS', target: { kind: 'external', href: 'https://discord.gg/x' } },
      { code: 'DANCING CAT', name: 'DANCING CAT', target: { kind: 'none' } },
      { code: 'COMPACT TOUCH SPLIT', name: 'COMPACT TOUCH SPLIT', target: { kind: 'local', path: '/' } },
    ]);
    expect(headerEntries(settings, 'cn', true).map((e) => e.name)).toEqual(['RELIC 80 遗迹']);
  });
});
