import { describe, expect, it } from 'vitest';
import { preloadLinks, type Manifest } from './web-preload';

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

describe('preload links', () => {
  const links = preloadLinks(manifest);

  it('links a page’s chunks and what they import, styles first, leaving out what the template links', () => {
    expect(links(['src/locales/en.ts', 'src/app/routes/landing-page.tsx']).split('\n    ')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/brand.css">',
      '<link rel="modulepreload" crossorigin href="/assets/en.js">',
      '<link rel="modulepreload" crossorigin href="/assets/brand.js">',
      '<link rel="modulepreload" crossorigin href="/assets/media.js">',
    ]);
  });

  it('ignores modules the manifest does not know', () => {
    expect(links(['src/nowhere.ts'])).toBe('');
  });
});
