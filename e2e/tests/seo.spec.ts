import { expect, postTask, signedInStaff, test } from './fixtures';

// Found and shared (issue 34, decision 049): the sitemap, robots.txt, structured data and share cards.

/** Every JSON-LD block of a page's HTML, parsed. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
}

function meta(html: string, attr: 'property' | 'name', key: string): string | undefined {
  const found = new RegExp(`<meta ${attr}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return found?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

function ofType(blocks: Array<Record<string, unknown>>, type: string) {
  return blocks.filter((block) => block['@type'] === type);
}

/** A BreadcrumbList's items are numbered from 1, each with a name and an absolute address. */
function expectBreadcrumbs(blocks: Array<Record<string, unknown>>, last: string) {
  const [crumbs] = ofType(blocks, 'BreadcrumbList');
  expect(crumbs?.['@context']).toBe('https://schema.org');
  const items = crumbs!.itemListElement as Array<{
    '@type': string;
    position: number;
    name: string;
    item: string;
  }>;
  expect(items.length).toBeGreaterThanOrEqual(2);
  items.forEach((item, i) => {
    expect(item['@type']).toBe('ListItem');
    expect(item.position).toBe(i + 1);
    expect(item.name).toBeTruthy();
    expect(item.item).toMatch(/^https?:\/\//);
  });
  expect(items.at(-1)!.name).toBe(last);
}

/** The share card every page carries: title, description, absolute image and address, locale, large card. */
function expectShareCard(html: string, locale: 'zh_CN' | 'en_US') {
  expect(meta(html, 'property', 'og:title')).toBeTruthy();
  expect(meta(html, 'property', 'og:description')).toBeTruthy();
  expect(meta(html, 'property', 'og:image')).toMatch(/^https?:\/\/[^/]+\//);
  expect(meta(html, 'property', 'og:url')).toMatch(/^https?:\/\//);
  expect(meta(html, 'property', 'og:locale')).toBe(locale);
  expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
}

test.describe('found and shared', () => {
  test('the sitemap lists every public page in both languages with its alternates, and no private page', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const staff = await signedInStaff(playwright, baseURL);
    const shown = await postTask(staff, { title: 'Sitemap: a public task', content: '<p>Seen by all.</p>' });
    const hidden = await postTask(staff, {
      title: 'Sitemap: a members-only task',
      content: '<p>Members only.</p>',
      public_permission: 'semi_public',
    });
    try {
      await expect
        .poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 10_000 })
        .toContain(`/dao/${shown}/</loc>`);
      const answer = await request.get('/sitemap.xml');
      expect(answer.headers()['content-type']).toContain('application/xml');
      const xml = await answer.text();
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
      for (const path of [
        '/',
        '/products/',
        '/dao/',
        '/about-us/',
        '/cyberboard-r4/',
        '/draw/rgb65/',
        `/dao/${shown}/`,
      ])
        for (const language of ['cn', 'en']) expect(locs).toContain(`/${language}${path}`);
      // each address with its three alternates, as the page head writes them
      const block = xml.split('<url>').find((url) => url.includes(`/en/cyberboard-r4/</loc>`))!;
      expect(block).toMatch(/hreflang="zh-CN" href="[^"]*\/cn\/cyberboard-r4\/"/);
      expect(block).toMatch(/hreflang="en" href="[^"]*\/en\/cyberboard-r4\/"/);
      expect(block).toMatch(/hreflang="x-default" href="[^"]*\/cyberboard-r4\/"/);
      const task = xml.split('<url>').find((url) => url.includes(`/dao/${shown}/</loc>`))!;
      expect(task).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
      // nothing a visitor may not see
      expect(locs).not.toContain(`/en/dao/${hidden}/`);
      expect(
        locs.filter((path) => /\/(staff|user-center|user-edit|api|auth|task-create)\//.test(path)),
      ).toEqual([]);

      // a task hidden later leaves it
      const made = await staff.patch(`/api/tasks/${shown}`, { data: { public_permission: 'semi_public' } });
      expect(made.status()).toBe(200);
      await expect
        .poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 10_000 })
        .not.toContain(`/dao/${shown}/</loc>`);
    } finally {
      await staff.delete(`/api/tasks/${shown}`);
      await staff.delete(`/api/tasks/${hidden}`);
      await staff.dispose();
    }
  });

  test('robots.txt names the sitemap and keeps crawlers out of private paths', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    for (const path of ['/api/', '/staff/', '/user-center/', '/en/user-center/', '/cn/staff/'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });

  test('home, a landing page and an info page carry their structured data and share cards', async ({
    request,
  }) => {
    const home = await (await request.get('/en/')).text();
    const [organization] = ofType(jsonLd(home), 'Organization');
    expect(organization).toMatchObject({ '@context': 'https://schema.org', name: 'MIAO' });
    expect(organization!.url).toMatch(/^https?:\/\//);
    expectShareCard(home, 'en_US');

    const settings = (await (await request.get('/api/product-settings')).json()) as Array<{
      code: string;
      overseas_status: string;
      cn_status: string;
      overseas_price_min: number | null;
      cn_price_min: number | null;
    }>;
    for (const [language, currency, locale] of [
      ['en', 'USD', 'en_US'],
      ['cn', 'CNY', 'zh_CN'],
    ] as const) {
      const html = await (await request.get(`/${language}/cyberboard-r4/`)).text();
      expectShareCard(html, locale);
      const image = meta(html, 'property', 'og:image')!;
      expect(image).toMatch(/\/share\/products\/cyberboard-r4\.png$/);
      const blocks = jsonLd(html);
      const [product] = ofType(blocks, 'Product');
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        brand: { '@type': 'Brand', name: 'MIAO' },
      });
      expect(product!.name).toBeTruthy();
      expect(product!.image).toBe(image);
      const setting = settings.find((s) => s.code === 'cyberboard-r4')!;
      const status = language === 'cn' ? setting.cn_status : setting.overseas_status;
      const price = language === 'cn' ? setting.cn_price_min : setting.overseas_price_min;
      const availability = {
        inStock: 'https://schema.org/InStock',
        GB: 'https://schema.org/PreOrder',
        restock: 'https://schema.org/PreOrder',
        soldOut: 'https://schema.org/SoldOut',
      }[status];
      if (availability && price !== null) {
        const offer = product!.offers as Record<string, string>;
        expect(offer.priceCurrency).toBe(currency);
        expect(offer.availability).toBe(availability);
        expect(Number(offer.price ?? offer.lowPrice)).toBe(price / 100);
      } else {
        expect(product!.offers).toBeUndefined();
      }
      expectBreadcrumbs(blocks, product!.name as string);
    }

    // the share image is a 1200×630 PNG
    const png = await request.get('/share/products/cyberboard-r4.png');
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    expect(bytes.readUInt32BE(16)).toBe(1200);
    expect(bytes.readUInt32BE(20)).toBe(630);
    expect((await request.get('/share/products/no-such-product.png')).status()).toBe(404);

    const info = await (await request.get('/en/about-us/')).text();
    expectBreadcrumbs(jsonLd(info), 'About us');
    expectShareCard(info, 'en_US');
  });

  test('a task page is titled by its task on the server, and a hostile title cannot leave its JSON-LD', async ({
    request,
    playwright,
    baseURL,
    page,
  }) => {
    const staff = await signedInStaff(playwright, baseURL);
    const title = 'Sharp </script><script>window.__pwned=1</script> & "quoted"';
    const id = await postTask(staff, {
      title,
      content: '<p>The <strong>first</strong> line.</p><p>And   the second &amp; last.</p>',
    });
    try {
      const html = await (await request.get(`/en/dao/${id}/`)).text();
      expect(/<title>([^<]*)<\/title>/.exec(html)![1]).toBe(
        'Sharp &#60;/script&#62;&#60;script&#62;window.__pwned=1&#60;/script&#62; &#38; &#34;quoted&#34;',
      );
      expect(meta(html, 'property', 'og:title')).toBe(title);
      expect(meta(html, 'property', 'og:description')).toBe('The first line. And the second & last.');
      expectShareCard(html, 'en_US');
      // the title only ever as data: one JSON-LD block, parsed whole, the title in it as it was written
      expectBreadcrumbs(jsonLd(html), title);
      expect(html).not.toContain('<script>window.__pwned');

      await page.goto(`/en/dao/${id}/`);
      await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
      await expect(page).toHaveTitle(title);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    } finally {
      await staff.delete(`/api/tasks/${id}`);
      await staff.dispose();
    }
  });

  test('product links name their product on home and the product list', async ({ page }) => {
    for (const url of ['/en/', '/en/products/']) {
      await page.goto(url);
      const generic = await page
        .locator('a')
        .evaluateAll(
          (links) =>
            links.filter((a) => /^\s*(learn more|了解更多)\s*$/i.test((a as HTMLElement).innerText)).length,
        );
      expect(generic, url).toBe(0);
      await expect(
        page.getByRole('link', { name: /^Learn more about CYBERBOARD R4/ }).first(),
      ).toBeAttached();
    }
  });
});
