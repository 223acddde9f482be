import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '@/content/catalog';
import { page as accessories } from '@/content/products/am-keyboard-assessories';
import { page as cybermat } from '@/content/products/cybermat-r3';
import { artName } from './art-file';
import { cardSpecs } from './art-files';
import { AccessoriesArt } from './accessories-art';
import { MatArt } from './mat-art';

describe('issue 18 item 9: drawings that show what the copy says', () => {
  it('draws the mat with its top-right corner curled up and the serial label on its underside', () => {
    const flat = renderToStaticMarkup(<MatArt pattern="contour" label="mat" />);
    const lifted = renderToStaticMarkup(<MatArt pattern="contour" corner="lifted" label="mat" />);
    expect(flat).not.toContain('mat__corner');
    for (const part of ['mat__corner-ghost', 'mat__corner-underside', 'mat__sn-label', 'mat__sn-bar']) {
      expect(lifted).toContain(part);
    }
    expect(lifted).not.toContain('NaN');
  });

  it('gives the CYBERMAT slide about the top-right corner the lifted-corner drawing', () => {
    const slide = cybermat.slides.find((s) => s.headline.en === 'Lift the top-right corner.');
    expect(slide && 'art' in slide ? slide.art : null).toEqual({
      kind: 'mat',
      pattern: 'contour',
      corner: 'lifted',
    });
  });

  it('draws Keyboard Accessories as its own drawing, not the keycap’s, on its card and page', () => {
    const markup = renderToStaticMarkup(<AccessoriesArt label="accessories" />);
    expect(markup).toContain('accessories__stem');
    expect(markup).toContain('accessories__cable');
    const entry = CATALOG.find((e) => e.code === 'am-keyboard-assessories');
    expect(entry?.art).toEqual({ kind: 'accessories' });
    expect(accessories.art).toEqual({ kind: 'accessories' });
    expect(cardSpecs().map(artName)).toContain(artName({ kind: 'accessories' }));
  });
});
