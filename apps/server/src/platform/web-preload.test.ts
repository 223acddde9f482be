import { describe, expect, it } from 'vitest';
import { stylesheetLinks, type Manifest } from './web-preload';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/locales/en.ts': { file: 'assets/en.js' },
  'src/app/routes/landing-page.tsx': {
    file: 'assets/brand.js',
    imports: ['_react.js', '_media.js'],
    css: ['assets/brand.css'],
  },
  '_media.js': { file: 'assets/media.js', imports: ['_react.js'] },
};

describe('stylesheet links', () => {
  const links = stylesheetLinks(manifest);

  it('links the stylesheets of a page’s chunks and what they import, not their scripts', () => {
    expect(links(['src/locales/en.ts', 'src/app/routes/landing-page.tsx']).split('\n    ')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/brand.css">',
    ]);
  });

  it('leaves out the stylesheet the template links', () => {
    expect(links(['index.html'])).toBe('');
  });

  it('ignores modules the manifest does not know', () => {
    expect(links(['src/nowhere.ts'])).toBe('');
  });
});
