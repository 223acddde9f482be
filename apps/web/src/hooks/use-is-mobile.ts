import { MOBILE_WIDTH } from '@miao/contracts/limits';
import { useSyncExternalStore } from 'react';
import { useBoot } from '@/lib/boot';
import { isMobileUserAgent } from '@/lib/device';

// A media query, not window.innerWidth: on a phone a page wider than the screen widens innerWidth
// (the browser zooms out), which would keep the wide desktop header that caused the overflow.
const NARROW = `(max-width: ${MOBILE_WIDTH - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Spec 1: width under 1000 or a mobile device. The server only knows the User-Agent, so hydration
 * starts from that answer and the width joins in right after.
 */
export function useIsMobile(): boolean {
  const { mobileAgent } = useBoot();
  return useSyncExternalStore(
    subscribe,
    () => mobileAgent || window.matchMedia(NARROW).matches || isMobileUserAgent(navigator.userAgent),
    () => mobileAgent,
  );
}
