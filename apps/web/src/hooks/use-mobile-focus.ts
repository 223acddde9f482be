import { MOBILE_FOCUS_DELAY_MS } from '@miao/contracts/limits';
import { useCallback } from 'react';
import { useIsMobile } from './use-is-mobile';

/**
 * Spec 9: on mobile a field is focused MOBILE_FOCUS_DELAY_MS (700 ms) after it is asked for, once
 * the panel or toast that brought it has settled, so the on-screen keyboard does not open over a
 * moving layout; on desktop at once.
 */
export function focusAfter(element: () => HTMLElement | null | undefined, mobile: boolean): () => void {
  if (!mobile) {
    element()?.focus();
    return () => {};
  }
  const timer = window.setTimeout(() => element()?.focus(), MOBILE_FOCUS_DELAY_MS);
  return () => window.clearTimeout(timer);
}

/** `focusAfter` with the page's mobile rule (spec 1). */
export function useMobileFocus(): (element: () => HTMLElement | null | undefined) => () => void {
  const mobile = useIsMobile();
  return useCallback((element) => focusAfter(element, mobile), [mobile]);
}
