import { renderToStaticMarkup } from 'react-dom/server';
import { CATALOG, FALLBACK_ART } from '@/content/catalog';
import artList from './art.css?raw';
import baseCss from '@/styles/base.css?raw';
import type { ArtSpec } from './art-spec';
import { artName } from './art-file';
import { LiveProductArt, preloadAllArt } from './live-art';

/** The drawings' stylesheets by file (art.css lists them, in cascade order, for the brand site's stylesheet). */
const artPieces = import.meta.glob<string>('./*.css', { query: '?raw', import: 'default', eager: true });

/** The drawings' rules: the files art.css imports, joined in its order. */
export function joinArtCss(list: string, piece: (file: string) => string | undefined): string {
  return [...list.matchAll(/@import '(\.\/[\w-]+\.css)';/g)].map(([, file]) => piece(file!) ?? '').join('\n');
}

const artCss = joinArtCss(artList, (file) => artPieces[file]);

/** The site-wide values the drawings' styles use (styles/base.css `:root`); a file has no page around it. */
function rootVariables(): string {
  const root = /:root\s*\{([^}]*)\}/.exec(baseCss)?.[1] ?? '';
  const value = (name: string) =>
    new RegExp(`--${name}:\\s*([^;]+);`).exec(root)?.[1]?.replace(/\s+/g, ' ').trim();
  return ['accent', 'font-sans', 'font-mono']
    .map((name) => [name, value(name)] as const)
    .filter(([, v]) => v)
    .map(([name, v]) => `--${name}:${v}`)
    .join(';');
}

/** The top-level blocks of a stylesheet (rules and at-rules), comments removed. */
function blocks(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) {
      out.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return out;
}

/** The blocks of `css` a drawing with these classes uses: its rules, their media queries and keyframes. */
export function usedCss(css: string, classes: ReadonlySet<string>): string {
  const applies = (selectors: string) =>
    selectors.split(',').some((selector) => {
      const names = [...selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);
      return names.length > 0 && names.every((name) => classes.has(name));
    });
  const rules: string[] = [];
  const keyframes: string[] = [];
  for (const block of blocks(css)) {
    const head = block.slice(0, block.indexOf('{')).trim();
    if (head.startsWith('@keyframes')) keyframes.push(block);
    else if (head.startsWith('@media')) {
      const inner = usedCss(block.slice(block.indexOf('{') + 1, -1), classes);
      if (inner) rules.push(`${head}{${inner}}`);
    } else if (applies(head)) rules.push(block);
  }
  const kept = rules.join('');
  const animations = keyframes.filter((block) =>
    kept.includes(/@keyframes\s+([\w-]+)/.exec(block)?.[1] ?? '\0'),
  );
  return [...rules, ...animations]
    .join('')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s*([{};:,])\s*/g, '$1');
}

/** The rules without their animations: keyframes dropped, every animation off. */
export function stillCss(rules: string): string {
  return `${rules.replace(/@keyframes[\w\s-]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '')}svg *{animation:none!important}`;
}

/**
 * A drawing as a standalone SVG file: ProductArt's markup with the styles it uses and the
 * site's accent, so it looks as inline on a page with the site's accent. The image's `alt`
 * describes it, so the file carries no label. It is still: an animation inside an SVG image is
 * redrawn on the page's main thread every frame (eight animated cards kept home's busy), and a
 * card is a thumbnail; the landing pages' inline drawings keep theirs.
 */
export function artSvg(spec: ArtSpec): string {
  const markup = renderToStaticMarkup(<LiveProductArt spec={spec} label="" />);
  const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
  const style = `svg{${rootVariables()}}${stillCss(usedCss(artCss, classes))}`;
  return markup
    .replace(/^<svg /, '<svg xmlns="http://www.w3.org/2000/svg" ')
    .replace(/ role="img" aria-label=""/, '')
    .replace(/^(<svg[^>]*>)/, `$1<style>${style}</style>`);
}

/** Every spec the product cards draw (the catalogue, and the drawing of a product it lacks). */
export function cardSpecs(): ArtSpec[] {
  return [...CATALOG.map((entry) => entry.art), FALLBACK_ART];
}

/** The drawing files by name (scripts/write-art-files.mjs writes them into the client build). */
export async function artFiles(): Promise<Map<string, string>> {
  // the drawings' code first: renderToStaticMarkup does not wait for it
  await preloadAllArt();
  const files = new Map<string, string>();
  for (const spec of cardSpecs()) {
    const name = artName(spec);
    if (!files.has(name)) files.set(name, artSvg(spec));
  }
  return files;
}
