import type { SiteLink } from '@miao/contracts/links';
import { SITE_LINK_KEYS } from '@miao/contracts/site-link-defaults';
import { describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { seedSiteLinks, siteLinksElement, siteLinksFromDocument } from './site-links';

/** Every key with its default, the store set by staff per mode (one address holds `</script>`). */
const links: SiteLink[] = SITE_LINK_KEYS.map((key) => ({
  key,
  url: key === 'store' ? '' : `https://${key}.example.net/`,
  cn_url: key === 'store' ? 'https://shop-cn.example.net/' : '',
  overseas_url: key === 'store' ? 'https://shop.example.net/?a=</script>' : '',
  updated_at: '2026-11-28T00:00:00.000Z',
}));

describe('the site links a page carries', () => {
  it('come back as the server rendered them and fill the query, fresh', () => {
    document.head.innerHTML = siteLinksElement(links);
    expect(document.head.innerHTML).not.toContain('</script>?');
    const carried = siteLinksFromDocument(document);
    expect(carried).toEqual(links);

    const client = createQueryClient();
    seedSiteLinks(client, carried);
    expect(client.getQueryData(queryKeys.siteLinks)).toEqual(links);
    // kept by the server only while no link changed: no fetch on load
    expect(client.getQueryState(queryKeys.siteLinks)?.isInvalidated).toBe(false);
    expect(client.getQueryState(queryKeys.siteLinks)?.dataUpdatedAt).toBeGreaterThan(0);
  });

  it('are none without the element, and a malformed element is ignored', () => {
    document.head.innerHTML = siteLinksElement(undefined);
    expect(siteLinksFromDocument(document)).toBeUndefined();
    document.head.innerHTML =
      '<script type="application/json" id="miao-site-links">[{"key":"store"}]</script>';
    expect(siteLinksFromDocument(document)).toBeUndefined();
    document.head.innerHTML = '<script type="application/json" id="miao-site-links">{"key":</script>';
    expect(siteLinksFromDocument(document)).toBeUndefined();
    const client = createQueryClient();
    seedSiteLinks(client, undefined);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('are the ones a rendered page shows in its header and footer, in its own mode', async () => {
    const en = await render({ url: '/en/', siteLinks: links });
    expect(en.head).toContain('id="miao-site-links"');
    expect(en.html).toContain('href="https://shop.example.net/?a=&lt;/script&gt;"');
    expect(en.html).toContain('href="https://discord.example.net/"');
    expect(en.html).not.toContain('https://store.example.com/');

    const cn = await render({ url: '/cn/', siteLinks: links });
    expect(cn.html).toContain('href="https://shop-cn.example.net/"');
    expect(cn.html).not.toContain('https://store-cn.example.com/');

    // rendered without them (the database did not answer): the defaults, and nothing carried
    const fallback = await render({ url: '/en/' });
    expect(fallback.head).not.toContain('miao-site-links');
    expect(fallback.html).toContain('href="https://store.example.com/"');
  });
});
