import { describe, expect, it } from 'vitest';
import { cutToCriticalStyles } from './critical-css';
import { inlineTemplateStylesheets } from './web-preload';

// a stylesheet carried in the page exactly as web-preload.ts writes it
const sheet = (href: string, css: string) =>
  inlineTemplateStylesheets(`<link rel="stylesheet" crossorigin href="${href}">`, () => css);

const page = (head: string, body: string) =>
  `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    ${head}\n  </head>\n  <body>\n    <div id="root">${body}</div>\n    <script type="module" src="/assets/index.js"></script>\n  </body>\n</html>`;

const withoutStyles = (html: string) =>
  html.replace(/<style data-href="[^"]+">[\s\S]*?<\/style>/g, '<style/>');

describe('critical styles', () => {
  const css =
    '.card{color:red}.dialog{color:blue}.card:hover{color:green}' +
    '@media (max-width:999.98px){.card{padding:1px}.dialog{padding:2px}}' +
    '.spin{animation:spin 1s}@keyframes spin{to{transform:rotate(1turn)}}@keyframes unused{to{opacity:0}}';
  const body = '<div class="card"><p>Text <!-- -->here</p><span class="spin"></span></div>';

  it("keeps the rules that match the page's HTML, marks the link, and changes nothing else", async () => {
    const html = page(sheet('/assets/index-1.css', css), body);
    const out = await cutToCriticalStyles(html);
    const kept = /<style data-href="\/assets\/index-1.css">([\s\S]*?)<\/style>/.exec(out)![1]!;
    expect(kept).toContain('.card{color:red}');
    expect(kept).toContain('.card:hover{color:green}');
    expect(kept).toMatch(/@media \(max-width:999\.98px\)\{\.card\{padding:1px\}\}/);
    expect(kept).toContain('@keyframes spin');
    expect(kept).not.toContain('.dialog');
    expect(kept).not.toContain('unused');
    expect(out).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled data-deferred>',
    );
    // the rest of the page byte for byte (React's text markers included)
    expect(withoutStyles(out).replace(' data-deferred', '')).toBe(withoutStyles(html));
  });

  it('cuts each carried stylesheet on its own, in place', async () => {
    const html = page(
      `${sheet('/assets/index-1.css', '.card{color:red}.x{color:blue}')}\n    ${sheet('/assets/page-2.css', '.y{top:0}.spin{left:0}')}`,
      body,
    );
    const out = await cutToCriticalStyles(html);
    expect(out).toMatch(
      /<style data-href="\/assets\/index-1.css">\.card\{color:red\}<\/style><link [^>]+ disabled data-deferred>\n {4}<style data-href="\/assets\/page-2.css">\.spin\{left:0\}<\/style>/,
    );
  });

  it('leaves a stylesheet whole when nothing can be cut, and styles the page does not carry alone', async () => {
    const whole = page(sheet('/assets/index-1.css', '.card{color:red}'), body);
    expect(await cutToCriticalStyles(whole)).toBe(whole);
    const other = page('<style>.dialog{color:blue}</style>', body);
    expect(await cutToCriticalStyles(other)).toBe(other);
  });
});
