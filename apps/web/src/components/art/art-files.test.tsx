import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '@/content/catalog';
import { artName, artSrc } from './art-file';
import { artFiles, cardSpecs, joinArtCss, stillCss, usedCss } from './art-files';
import { ArtImage } from './art-image';

/** The drawings' stylesheets as art-files.tsx joins them: the files art.css imports, in its order. */
const artCssFromDisk = () => {
  const read = (file: string) => readFileSync(path.join(process.cwd(), 'src/components/art', file), 'utf8');
  return joinArtCss(read('art.css'), read);
};

describe('product drawings as files', () => {
  it('names a spec by its kind and a stable hash of the whole spec', () => {
    const spec = CATALOG[0]!.art;
    expect(artName(spec)).toMatch(new RegExp(`^${spec.kind}-[0-9a-z]+$`));
    expect(artName({ ...spec })).toBe(artName(spec));
    expect(artName({ kind: 'mat', pattern: 'grid' })).not.toBe(artName({ kind: 'mat', pattern: 'contour' }));
    expect(artSrc(spec)).toBe(`/art/${artName(spec)}.svg`);
  });

  // (Vitest reads the stylesheets as empty; the build's files carry them, see the next test)
  it('writes one standalone SVG per card drawing, with a style element and no label of its own', async () => {
    const files = await artFiles();
    expect([...files.keys()].sort()).toEqual([...new Set(cardSpecs().map(artName))].sort());
    for (const svg of files.values()) {
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="[^"]+"[^>]*><style>svg\{[^<]*<\/style>/,
      );
      expect(svg).not.toContain('aria-label');
    }
  });

  // An SVG image is styled, laid out and painted as a document of its own on the page's main
  // thread: home shows twelve. Repeated shapes (keys, LED dots, a print's dots) are one path a look.
  it('keeps every card drawing under a hundred elements', async () => {
    for (const [name, svg] of await artFiles()) {
      expect(svg.match(/<[a-z]/g)!.length, name).toBeLessThan(100);
    }
  });

  it('picks a drawing’s rules out of art.css', () => {
    const css = artCssFromDisk();
    const mouse = usedCss(css, new Set(['product-art', 'mouse', 'mouse__wheel', 'mouse__loop']));
    expect(mouse).toContain('.mouse__loop{stroke:var(--accent)');
    expect(mouse).not.toContain('.kb-key');
    const led = usedCss(css, new Set(['led-matrix__text', 'led-matrix__wave']));
    expect(led).toContain('@keyframes led-pulse');
    expect(led).toContain('@media (prefers-reduced-motion:reduce)');
  });

  it('makes the drawing files still: no keyframes, every animation off', () => {
    const css = artCssFromDisk();
    const used = usedCss(css, new Set(['led-matrix__wave', 'led-matrix__text--marquee']));
    expect(used).toContain('@keyframes');
    const still = stillCss(used);
    expect(still).not.toContain('@keyframes');
    expect(still).toContain('.led-matrix__wave{');
    expect(still.endsWith('svg *{animation:none!important}')).toBe(true);
  });

  it('keeps only the rules, media queries and keyframes a drawing uses', () => {
    const css = `.a{fill:red}.b .c{fill:blue}.d{animation:spin 1s}@keyframes spin{to{opacity:0}}@keyframes other{}@media (x){.a{fill:none}.z{fill:none}}`;
    expect(usedCss(css, new Set(['a', 'c']))).toBe('.a{fill:red}@media (x){.a{fill:none}}');
    expect(usedCss(css, new Set(['b', 'c', 'd']))).toBe(
      '.b .c{fill:blue}.d{animation:spin 1s}@keyframes spin{to{opacity:0}}',
    );
  });

  it('shows a drawing as one image with its label as text alternative', () => {
    const spec = CATALOG[0]!.art;
    render(<ArtImage spec={spec} label="CYBERBOARD R4" />);
    const image = screen.getByRole('img', { name: 'CYBERBOARD R4' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toBe(artSrc(spec));
    expect(image.className).toBe('product-art product-art--image');
  });
});
