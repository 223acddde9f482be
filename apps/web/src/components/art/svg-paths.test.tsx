import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeyboardFromLayout } from './keyboard-from-layout';
import { LAYOUTS, placeKeys } from './keyboard-layouts';
import { circle, roundedRect } from './svg-paths';

describe('shapes as path data', () => {
  it('draws a rectangle with round corners as <rect rx> does, the radius at most half a side', () => {
    expect(roundedRect(10, 20, 36, 36, 6)).toBe(
      'M16 20h24a6 6 0 0 1 6 6v24a6 6 0 0 1 -6 6h-24a6 6 0 0 1 -6 -6v-24a6 6 0 0 1 6 -6z',
    );
    expect(roundedRect(0, 0, 10, 4, 6)).toBe(
      'M2 0h6a2 2 0 0 1 2 2v0a2 2 0 0 1 -2 2h-6a2 2 0 0 1 -2 -2v0a2 2 0 0 1 2 -2z',
    );
    expect(roundedRect(1, 2, 3, 4)).toBe('M1 2h3v4h-3z');
  });

  it('draws a circle as two half arcs, rounded to two decimals', () => {
    expect(circle(26, 38, 3.12)).toBe('M22.88 38a3.12 3.12 0 1 0 6.24 0a3.12 3.12 0 1 0 -6.24 0z');
    expect(circle(1 / 3, 0, 1)).toBe('M-0.67 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0z');
  });
});

describe('a keyboard’s keys', () => {
  // A landing page carried 1,700 drawing elements, most of them key caps and LED dots, each parsed,
  // styled and hydrated on its own.
  it('are one skirt path and one top path per look, every key in them', () => {
    const { container } = render(
      <KeyboardFromLayout spec={{ kind: 'keyboard', layout: '65' }} label="A board" />,
    );
    const keys = LAYOUTS['65']!.clusters.reduce((sum, cluster) => sum + placeKeys(cluster).keys.length, 0);
    const skirts = [...container.querySelectorAll('.kb-key__skirt')];
    const tops = [...container.querySelectorAll('.kb-key__top')];
    expect(skirts.length).toBeLessThanOrEqual(3);
    expect(tops).toHaveLength(skirts.length);
    const count = (paths: Element[]) =>
      paths.reduce((sum, path) => sum + (path.getAttribute('d') ?? '').split('M').length - 1, 0);
    expect(count(skirts)).toBe(keys);
    expect(count(tops)).toBe(keys);
    expect(container.querySelectorAll('.kb-key rect')).toHaveLength(0);
    expect(container.querySelector('.kb-key--accent > .kb-key__top')).not.toBeNull();
  });
});
