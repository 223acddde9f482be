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

  it('edits the chat widget overseas only, https only, and shows the server refusal on the field (decision 064)', async () => {
    const widget = LINKS.find((l) => l.key === 'chat_widget')!;
    const calls = stubApi({
      '/api/site-links': () => LINKS,
      'PATCH /api/site-links/chat_widget': () => [
        422,
        {
          code: 'embed_url_invalid',
          message: 'The chat widget address must be an https URL',
          fields: ['overseas_url'],
        },
      ],
    });
    renderInApp(<SiteLinksPanel />, { path: '/en/staff/site-links/', signedIn: true });
    const form = await screen.findByRole('form', { name: 'Community chat widget' });
    expect(within(form).getByText(/https only/)).toBeTruthy();
    expect(within(form).queryByLabelText('China mode')).toBeNull();
    expect(within(form).queryByLabelText('Generic (either mode)')).toBeNull();
    const overseas = within(form).getByLabelText('Overseas mode');
    const save = within(form).getByRole('button', { name: 'Save' });

    // refused in the form: plain http, and a quote that could break into the policy
    for (const bad of ['http://chat.example.com/', "https://chat.example.com/'x'"]) {
      fireEvent.change(overseas, { target: { value: bad } });
      fireEvent.click(save);
      expect((await within(form).findByRole('alert')).textContent).toMatch(/https address/);
    }
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    // the server has the last word (http to this machine is refused in production)
    fireEvent.change(overseas, { target: { value: 'http://localhost:3000/widget' } });
    fireEvent.click(save);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      overseas_url: 'http://localhost:3000/widget',
    });
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(widget.overseas_url).toBe('');
  });
});
