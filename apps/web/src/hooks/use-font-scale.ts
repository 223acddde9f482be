import { DESIGN_HEIGHT, DESIGN_WIDTH, MIN_BOOST_WIDTH } from '@miao/contracts/limits';
import { useEffect } from 'react';

/** Root font size at the 1920x1080 design size; every size in the stylesheets is in rem. */
export const BASE_FONT_PX = 20;
/** Phones and small tablets keep a fixed, readable root size. */
export const MOBILE_FONT_PX = 16;

/**
 * Spec 2 and 9: the root font scales with the viewport against 1920x1080 (a viewport wider than
 * 16:9 scales by its height) and stops shrinking below a width of 1300, the minimum boost.
 * global.css holds the same rule in CSS for the server-rendered first paint.
 */
export function rootFontSize(width: number, height: number, mobile: boolean): number {
  if (mobile) return MOBILE_FONT_PX;
  const designWidth = Math.min(width, (height * DESIGN_WIDTH) / DESIGN_HEIGHT);
  return (BASE_FONT_PX * Math.max(designWidth, MIN_BOOST_WIDTH)) / DESIGN_WIDTH;
}

export function useFontScale(mobile: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    const apply = () => {
      root.style.fontSize = `${rootFontSize(window.innerWidth, window.innerHeight, mobile).toFixed(3)}px`;
    };
    apply();
    window.addEventListener('resize', apply);
    return () => {
      window.removeEventListener('resize', apply);
      root.style.fontSize = '';
    };
  }, [mobile]);
}
