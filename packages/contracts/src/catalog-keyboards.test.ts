import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog';
import { KEYBOARD_FACTS } from './catalog-keyboards';

describe('keyboard facts (issue 18 comparison)', () => {
  it('covers every keyboard of the catalogue with a landing page, once each', () => {
    const keyboards = CATALOG.filter(
      (p) =>
        p.kind === 'product' &&
        p.landing?.page === 'landing' &&
        p.listing?.art.kind === 'keyboard' &&
        p.listing.category === 'keyboards',
    ).map((p) => p.code);
    const codes = KEYBOARD_FACTS.map((f) => f.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...keyboards].sort());
  });

  it('lists the current line-up first', () => {
    const eras = KEYBOARD_FACTS.map((f) => CATALOG.find((p) => p.code === f.code)!.listing!.era);
    expect(eras.indexOf('archive')).toBeGreaterThan(eras.lastIndexOf('current'));
  });
});
