import { useSyncExternalStore } from 'react';
import { useBoot } from '../lib/boot';
import { isMobileViewport } from '../lib/device';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * Spec 1: width under 1000 or a mobile device. The server only knows the User-Agent, so hydration
 * starts from that answer and the width joins in right after.
 */
export function useIsMobile(): boolean {
  const { mobileAgent } = useBoot();
  return useSyncExternalStore(
    subscribe,
    () => mobileAgent || isMobileViewport(window.innerWidth, navigator.userAgent),
    () => mobileAgent,
  );
}
