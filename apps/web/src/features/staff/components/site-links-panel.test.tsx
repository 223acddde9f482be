import { SITE_LINK_DEFAULTS, SITE_LINK_KEYS, type SiteLink } from '@miao/contracts/links';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { stubApi } from '@/features/staff/testing/fixtures';
import { SiteLinksPanel } from './site-links-panel';

afterEach(() => vi.unstubAllGlobals());

const LINKS: SiteLink[] = SITE_LINK_KEYS.map((key) => ({
  key,
  ...SITE_LINK_DEFAULTS[key],
  updated_at: '2026-01-01T00:00:00.000Z',
}));

describe('store and social links (issue 17)', () => {
  it('sends only the changed field of a link and refuses an address that is not http(s) or mailto:', async () => {
    const calls = stubApi({
      '/api/site-links': () => LINKS,
      'PATCH /api/site-links/store': (call) => ({
        ...LINKS[0]!,
        ...(call.body as object),
        updated_at: '2026-01-02T00:00:00.000Z',
      }),
    });
    renderInApp(<SiteLinksPanel />, { path: '/en/staff/site-links/', signedIn: true });
    const store = await screen.findByRole('form', { name: 'Store' });
    const save = within(store).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const cn = within(store).getByLabelText('China mode');
    fireEvent.change(cn, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(save);
    expect(await within(store).findByRole('alert')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    fireEvent.change(cn, { target: { value: ' https://shop.miao.cn/ ' } });
    fireEvent.click(save);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ cn_url: 'https://shop.miao.cn/' });
    // the saved row replaces the form: nothing left to save
    await waitFor(() => {
      const saved = screen.getByRole('form', { name: 'Store' });
      expect((within(saved).getByLabelText('China mode') as HTMLInputElement).value).toBe(
        'https://shop.miao.cn/',
      );
      expect((within(saved).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    });
  });
});
