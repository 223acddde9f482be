// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import { hasLandingPage } from '@/content/products/registry';

const webRoot = path.resolve(import.meta.dirname, '../..');

describe('module hints', () => {
  it('names the source files of a page’s chunks, which the server links as preloads', async () => {
    const landing = await render({ url: '/en/cyberboard-r4/' });
    expect(landing.modules).toEqual(
      expect.arrayContaining([
        'src/locales/en.ts',
        'src/app/routes/landing-page.tsx',
        // the page's copy, sent with the page (landing-store.ts); its chunk is not linked
        'landing-data:cyberboard-r4',
      ]),
    );
    expect(landing.modules).not.toContain('src/content/products/cyberboard-r4.ts');
    expect(landing.head).toContain(
      '<script type="application/json" id="miao-landing-page">{"language":"en","page":{"slug":"cyberboard-r4"',
    );
    expect((await render({ url: '/cn/dao/' })).modules).toEqual([
      'src/locales/cn.ts',
      'src/app/routes/task-list.tsx',
    ]);
    // home is a lazy screen too (its hero drawing is its own code)
    expect((await render({ url: '/en/' })).modules).toEqual(['src/locales/en.ts', 'src/app/routes/home.tsx']);
  });

  it('names files that exist, for every kind of page', async () => {
    const urls = [
      '/en/auth/login',
      '/en/user-center/',
      '/en/dao/1/',
      '/en/about-us/',
      '/en/products/',
      '/en/qr/',
      '/en/cyberboard-r4/',
    ];
    for (const url of urls) {
      for (const module of (await render({ url })).modules) {
        // a chunk group's name (the server finds its chunk in the manifest by that name)
        if (module.startsWith('group:'))
          expect(['brand', 'lists', 'info']).toContain(module.slice('group:'.length));
        // a landing page's copy, which the server sends in the page (landing-store.ts)
        else if (module.startsWith('landing-data:')) expect(hasLandingPage(module.slice(13))).toBe(true);
        else expect(existsSync(path.join(webRoot, module)), module).toBe(true);
      }
    }
  });

  it('names the chunk group of a grouped page, whose stylesheet is the group’s (issue 18)', async () => {
    expect((await render({ url: '/en/products/' })).modules).toContain('group:lists');
    expect((await render({ url: '/cn/about-us/' })).modules).toContain('group:info');
  });
});
