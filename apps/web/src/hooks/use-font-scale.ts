import { DESIGN_HEIGHT, DESIGN_WIDTH, MIN_BOOST_WIDTH, MOBILE_WIDTH } from '@miao/contracts/limits';
import { useEffect } from 'react';

/** Root font size at the 1920x1080 design size; every size in the stylesheets is in rem. */
export const BASE_FONT_PX = 20;
/** Phones and small tablets keep a fixed, readable root size. */
export const MOBILE_FONT_PX = 16;

/**
 * Spec 2 and 9: the root font scales with the viewport against 1920x1080 (a viewport wider than
 * 16:9 scales by its height) and stops shrinking below a width of 1300, the minimum boost.
 * base.css holds this rule in CSS (`html { font-size: max(…) }`, 16px under 1000 px), and the
 * stylesheet alone applies it; e2e compares the two at several window sizes.
 */
export function rootFontSize(width: number, height: number, mobile: boolean): number {
  if (mobile) return MOBILE_FONT_PX;
  const designWidth = Math.min(width, (height * DESIGN_WIDTH) / DESIGN_HEIGHT);
  return (BASE_FONT_PX * Math.max(designWidth, MIN_BOOST_WIDTH)) / DESIGN_WIDTH;
}

/**
 * The one case the stylesheet cannot tell: a phone's or tablet's browser (known by its agent) in a
 * window 1000 px or wider keeps the mobile size. Every other window is left to the stylesheet.
 * Setting the root's size on every page as it came alive made the browser restyle and lay out the
 * whole document once more (30-60 ms on a phone with a 4x slowed CPU), for the same size.
 */
export function useFontScale(mobile: boolean): void {
  useEffect(() => {
    if (!mobile) return;
    const root = document.documentElement;
    const narrow = window.matchMedia(`(max-width: ${MOBILE_WIDTH - 0.02}px)`);
    const apply = () => {
      const size = narrow.matches ? '' : `${MOBILE_FONT_PX}px`;
      // touched only when it changes: even an equal write has the browser restyle the document
      if (root.style.fontSize !== size) root.style.fontSize = size;
    };
    apply();
    narrow.addEventListener('change', apply);
    return () => {
      narrow.removeEventListener('change', apply);
      root.style.fontSize = '';
    };
  }, [mobile]);
}
