import { describe, expect, it } from 'vitest';
import { inlineTemplateStylesheets, stylesheetLinks, type Manifest } from './web-preload';

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
  // a chunk group: its pages were merged into it and have no entry of their own
  '_info-abc.js': {
    file: 'assets/info-abc.js',
    name: 'info',
    imports: ['_react.js'],
    css: ['assets/info.css'],
  },
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
    expect(links(['group:nowhere'])).toBe('');
  });

  it('links a chunk group’s stylesheet for its pages, which have no entry of their own (issue 18)', () => {
    expect(links(['src/app/routes/info-page.tsx', 'group:info'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/info.css">',
    );
  });
});

describe('inline stylesheets', () => {
  const texts: Record<string, string> = {
    'assets/index.css': 'body{color:red}',
    'assets/brand.css': '.slide{color:blue}/*</style><script>x</script>*/',
  };
  const inline = (file: string) => texts[file];

  it('carries a page’s stylesheets inline when their text is at hand, never closing its element early', () => {
    const links = stylesheetLinks(manifest, inline);
    expect(links(['src/app/routes/landing-page.tsx'])).toBe(
      '<style data-href="/assets/brand.css">.slide{color:blue}/*<\\/style><script>x</script>*/</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/brand.css" disabled>',
    );
    expect(stylesheetLinks(manifest, () => undefined)(['src/app/routes/landing-page.tsx'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/brand.css">',
    );
  });

  it('inlines the template’s own stylesheet, leaving scripts and unknown files linked', () => {
    const template =
      '<head><script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/gone.css"></head>';
    expect(inlineTemplateStylesheets(template, inline)).toBe(
      '<head><script type="module" crossorigin src="/assets/index.js"></script>\n' +
        '<style data-href="/assets/index.css">body{color:red}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/index.css" disabled>\n' +
        '<link rel="stylesheet" crossorigin href="/assets/gone.css"></head>',
    );
  });
});
