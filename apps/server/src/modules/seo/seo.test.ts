import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildTask } from '../../test/factories';

// Found and shared (issue 34, decision 049): the sitemap and robots.txt, through the app.
describe('sitemap and robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);

  it('lists public pages, products and public tasks in cn and en; hidden and deleted tasks never', async () => {
    const shown = await buildTask(t.db, { title: 'Shown <b>&</b>' });
    const members = await buildTask(t.db, { public_permission: 'semi_public' });
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const paths = locs(res.body);
    for (const path of ['/', '/products/', '/dao/', '/about-us/', '/cyberboard-r4/', `/dao/${shown.id}/`]) {
      expect(paths).toContain(`/cn${path}`);
      expect(paths).toContain(`/en${path}`);
    }
    expect(paths).not.toContain(`/en/dao/${members.id}/`);
    expect(paths.filter((p) => /\/(staff|user-center|api|auth)\//.test(p))).toEqual([]);
    // every address has its three alternates
    const urls = res.body.split('<url>').slice(1);
    expect(urls.length).toBe(paths.length);
    for (const url of urls)
      expect(url.match(/<xhtml:link rel="alternate" hreflang="(zh-CN|en|x-default)"/g)).toHaveLength(3);
  });

  it('robots.txt disallows the private paths and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
    for (const path of ['/api/', '/staff/', '/cn/user-center/', '/en/staff/'])
      expect(res.body).toContain(`Disallow: ${path}\n`);
  });

  it('a share image of no product is not found; a name outside the pattern is refused before any file is read', async () => {
    const none = await get('/share/products/nothing-here.png');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'not_found' });
    const climbing = await get('/share/products/..%2F..%2Fetc%2Fpasswd.png');
    expect(climbing.statusCode).toBe(422);
    expect(climbing.json()).toMatchObject({ code: 'validation_error' });
  });
});
