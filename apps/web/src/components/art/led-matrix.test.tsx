import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { textDots } from './dot-font';
import { KeyboardArt } from './keyboard-art';
import { LedMatrix } from './led-matrix';

/** The shapes a path draws: one `M` each. */
const subpaths = (path: Element) => (path.getAttribute('d') ?? '').split('M').length - 1;

// Every animated element is restyled on every frame, as long as the page is open: the dots pulse
// in groups, not one by one (a phone's main thread spent 9% of its idle time on the home panel).
describe('the LED panels’ pulse', () => {
  it('animates a still text by its ten wave groups, each dot in one of them', () => {
    const { container } = render(
      <svg>
        <LedMatrix id="t" x={0} y={0} width={600} height={120} text="MIAO" />
      </svg>,
    );
    const waves = [...container.querySelectorAll('.led-matrix__wave')];
    expect(waves.length).toBeGreaterThan(1);
    expect(waves.length).toBeLessThanOrEqual(10);
    // each wave is one path of its dots: every dot in one wave, none in an element of its own
    expect(waves.reduce((sum, wave) => sum + subpaths(wave), 0)).toBe(textDots('MIAO').length);
    expect(container.querySelectorAll('.led-matrix__text circle')).toHaveLength(0);
    expect(new Set(waves.map((wave) => (wave as SVGElement).style.animationDelay)).size).toBe(waves.length);
  });

  it('moves a scrolling text as one group, its dots not animated apart', () => {
    const { container } = render(
      <svg>
        <LedMatrix id="t" x={0} y={0} width={120} height={120} text="R4 STREET" marquee />
      </svg>,
    );
    expect(container.querySelectorAll('.led-matrix__wave')).toHaveLength(0);
    const marquee = container.querySelectorAll('.led-matrix__text--marquee');
    expect(marquee).toHaveLength(1);
    expect(marquee[0]!.tagName).toBe('path');
    expect(subpaths(marquee[0]!)).toBe(textDots('R4 STREET').length);
  });

  it('pulses the home keyboard’s panel in at most twelve groups under one glow', () => {
    const { container } = render(<KeyboardArt label="A keyboard" />);
    const panel = container.querySelector('.keyboard-art__panel')!;
    const waves = panel.querySelectorAll('.keyboard-art__wave');
    expect(waves.length).toBeGreaterThan(1);
    expect(waves.length).toBeLessThanOrEqual(12);
    expect(panel.children).toHaveLength(waves.length);
    expect([...waves].every((wave) => wave.tagName === 'path' && subpaths(wave) > 0)).toBe(true);
    expect(panel.querySelectorAll('circle')).toHaveLength(0);
  });
});
