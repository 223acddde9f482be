import { describe, expect, it } from 'vitest';
import { rootFontSize } from './use-font-scale';

describe('root font size (spec 9)', () => {
  it('is the base size at 1920x1080 and scales with the width', () => {
    expect(rootFontSize(1920, 1080, false)).toBe(20);
    expect(rootFontSize(1440, 900, false)).toBe(15);
  });

  it('scales by height on a viewport wider than 16:9', () => {
    expect(rootFontSize(2560, 1080, false)).toBe(20);
  });

  it('stops shrinking below the 1300 boost width, and mobile keeps its own size', () => {
    expect(rootFontSize(1100, 900, false)).toBeCloseTo((20 * 1300) / 1920);
    expect(rootFontSize(390, 844, true)).toBe(16);
  });
});
