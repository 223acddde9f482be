import { useEffect, useState, type RefObject } from 'react';

/**
 * How far below the screen a box may be and still count as near: a quarter of a phone's screen.
 * Nearer than a screen, so a task page whose comments start below its first screen does not run
 * the editor's code (over 100 ms on a slowed phone) while it comes alive; a reader scrolling down
 * still meets a box that loads as it comes into view, and a tap on it loads it at once.
 */
const NEAR = '0px 0px 200px 0px';

/**
 * Whether the element has come near the viewport, once and for good (true at once where the browser
 * has no IntersectionObserver, or when `watch` is off). The comment editor's chunk (TipTap, the
 * largest of a task page's scripts) waits for it: a reader who never scrolls to the comments does
 * not pay for parsing it while the page comes alive.
 */
export function useNearViewport(ref: RefObject<Element | null>, watch: boolean): boolean {
  const [near, setNear] = useState(() => !watch || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
