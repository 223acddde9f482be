import type { SiteLink } from '@miao/contracts/links';
import { SITE_LINK_DEFAULTS, SITE_LINK_KEYS } from '@miao/contracts/site-link-defaults';
import { describe, expect, it } from 'vitest';
import { render as renderPage } from '@/entry-server';

// A file of its own: the server entry sets the API client up for rendering on the server.

function linksWith(set: Partial<Record<SiteLink['key'], Partial<SiteLink>>>): SiteLink[] {
  return SITE_LINK_KEYS.map((key) => ({
    key,
    ...SITE_LINK_DEFAULTS[key],
    ...set[key],
    updated_at: '2026-12-01T00:00:00.000Z',
  }));
}

describe('join-us block on the server (decision 064)', () => {
  it('is in the server-rendered page with the links the page carries: the iframe from the first render', async () => {
    const links = linksWith({ chat_widget: { overseas_url: 'https://chat.example.com/widget?room=1&x=2' } });
    const en = await renderPage({ url: '/en/about-us/', siteLinks: links });
    expect(en.html).toContain(
      '<iframe class="join-us__widget" src="https://chat.example.com/widget?room=1&amp;x=2"',
    );
    expect(en.html).toContain('title="Community chat"');

    const none = await renderPage({ url: '/en/about-us/', siteLinks: linksWith({}) });
    expect(none.html).not.toContain('<iframe');
    expect(none.html).toContain('href="https://discord.gg/miao"');

    const cn = await renderPage({ url: '/cn/about-us/', siteLinks: links });
    expect(cn.html).not.toContain('<iframe');
    expect(cn.html).toContain('data-qr-value="https://qm.qq.com/q/miao"');
  });
});
