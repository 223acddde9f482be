import type { SiteLink } from '@miao/contracts/links';
import { SITE_LINK_DEFAULTS, SITE_LINK_KEYS } from '@miao/contracts/site-link-defaults';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '@/features/info/test-fetch';
import { renderInApp } from '@/test/render';
import { JoinUs } from './join-us';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The site links as the server answers them, with some set by staff. */
function linksWith(set: Partial<Record<SiteLink['key'], Partial<SiteLink>>>): SiteLink[] {
  return SITE_LINK_KEYS.map((key) => ({
    key,
    ...SITE_LINK_DEFAULTS[key],
    ...set[key],
    updated_at: '2026-12-01T00:00:00.000Z',
  }));
}

/** Renders the block at `path`, the browser's GET /api/site-links answered with `links`. */
function renderWith(links: SiteLink[], path: string) {
  stubFetch({ '/api/site-links': () => links });
  return renderInApp(<JoinUs />, { path });
}

describe('join-us block (decision 064)', () => {
  it('shows a scannable code of the community QR link staff set in China mode, larger in the QR dialog', async () => {
    renderWith(linksWith({ community_qr: { cn_url: 'https://qm.qq.com/q/test' } }), '/cn/about-us/');
    const code = await screen.findByRole('img', { name: '打开玩家群的二维码' });
    await expect.poll(() => code.getAttribute('data-qr-value')).toBe('https://qm.qq.com/q/test');
    expect(screen.queryByTitle('社区聊天')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '放大二维码' }));
    // the dialog's code loads on the click
    const dialog = await screen.findByRole('dialog', { name: '加入玩家群' });
    expect((dialog.querySelector('img') as HTMLImageElement).src).toMatch(/^data:image\/svg\+xml/);
  });

  it('falls back to the QQ link for the code when no community QR link is set', async () => {
    renderWith(linksWith({ qq: { url: 'https://qm.qq.com/q/group' } }), '/cn/about-us/');
    const code = await screen.findByRole('img', { name: '打开玩家群的二维码' });
    await expect.poll(() => code.getAttribute('data-qr-value')).toBe('https://qm.qq.com/q/group');
  });

  it('embeds the chat widget staff set overseas, and no placeholder', async () => {
    renderWith(
      linksWith({ chat_widget: { overseas_url: 'https://chat.example.com/widget' } }),
      '/en/about-us/',
    );
    const frame = (await screen.findByTitle('Community chat')) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.src).toBe('https://chat.example.com/widget');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link', { name: /Open the community chat/ })).toBeNull();
    expect(document.querySelector('.join-us__placeholder')).toBeNull();
  });

  it('without a widget offers the community chat link instead, with no placeholder box', async () => {
    renderWith(linksWith({ discord: { url: 'https://discord.gg/test' } }), '/en/about-us/');
    const open = await screen.findByRole('link', { name: /Open the community chat/ });
    await expect.poll(() => open.getAttribute('href')).toBe('https://discord.gg/test');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTitle('Community chat')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Join the conversation' })).toBeTruthy();
  });

  it('is left out overseas when there is neither a widget nor a community link', async () => {
    const calls = stubFetch({ '/api/site-links': () => linksWith({ discord: { url: '' } }) });
    const { container } = renderInApp(<JoinUs />, { path: '/en/about-us/' });
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    await expect.poll(() => container.querySelector('.join-us')).toBeNull();
  });
});
