import { SWIPER_SPEED_MS } from '@miao/contracts/limits';

/**
 * The page swiper's input (spec 2): keys, wheel and touch turn the slides. Loaded once the swiper
 * is mounted (page-swiper.tsx), so a landing page's startup code does not carry it.
 */

/** Spec 2: a wheel turns the page once its deltas add up to 100 within 100 ms. */
export const WHEEL_THRESHOLD_DELTA = 100;
export const WHEEL_THRESHOLD_MS = 100;
/** A touch swipe shorter than this (px) is a tap or a scroll, not a page turn. */
const SWIPE_MIN_PX = 50;

/**
 * Turns wheel events into page turns (spec 2: threshold 100 delta within 100 ms): deltas add up
 * while events keep coming less than 100 ms apart; once they pass the threshold the page turns
 * and the rest of that gesture (a trackpad's inertia) is ignored until a pause, and for at least
 * the length of the transition.
 */
export function createWheelGate(
  thresholdDelta = WHEEL_THRESHOLD_DELTA,
  thresholdMs = WHEEL_THRESHOLD_MS,
  lockMs = SWIPER_SPEED_MS,
) {
  let sum = 0;
  let last = Number.NEGATIVE_INFINITY;
  let lockedUntil = 0;
  let spent = false;
  return (deltaY: number, now: number): -1 | 0 | 1 => {
    if (now - last > thresholdMs) {
      sum = 0;
      spent = false;
    }
    last = now;
    if (spent || now < lockedUntil) return 0;
    sum += deltaY;
    if (Math.abs(sum) < thresholdDelta) return 0;
    const direction = sum > 0 ? 1 : -1;
    sum = 0;
    spent = true;
    lockedUntil = now + lockMs;
    return direction;
  };
}

/**
 * Keys of spec 2: Space, Enter and ArrowDown go on, ArrowUp goes back (PageDown/PageUp too); Home
 * and End go to the first and the last slide (issue 35 item 11), as steps past either end.
 */
export function keyDirection(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): number {
  switch (event.key) {
    case 'Home':
      return -Infinity;
    case 'End':
      return Infinity;
    case ' ':
    case 'Spacebar':
      return event.shiftKey ? -1 : 1;
    case 'Enter':
    case 'ArrowDown':
    case 'PageDown':
      return 1;
    case 'ArrowUp':
    case 'PageUp':
      return -1;
    default:
      return 0;
  }
}

// Space and Enter on a control press it (a link, a button); arrows on a field move its caret or value.
const ACTIVATES = 'a[href], button, summary, [role="button"], [role="link"], [role="tab"]';
const EDITS =
  'input, select, textarea, video, [contenteditable=""], [contenteditable="true"], [role="slider"], [role="textbox"], [role="listbox"]';

/** Whether a key pressed on `target` belongs to that control rather than to the swiper. */
export function controlOwnsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(EDITS)) return true;
  return (key === ' ' || key === 'Spacebar' || key === 'Enter') && target.closest(ACTIVATES) !== null;
}

/** The nearest element that can still scroll in `direction` between `target` and `root`. */
function scrollsFurther(target: EventTarget | null, root: Element, direction: 1 | -1): boolean {
  let node = target instanceof Element ? target : null;
  while (node && node !== root) {
    if (node instanceof HTMLElement && node.scrollHeight > node.clientHeight + 1) {
      const overflow = getComputedStyle(node).overflowY;
      if (overflow === 'auto' || overflow === 'scroll') {
        if (direction > 0 && node.scrollTop + node.clientHeight < node.scrollHeight - 1) return true;
        if (direction < 0 && node.scrollTop > 0) return true;
      }
    }
    node = node.parentElement;
  }
  return false;
}

/**
 * Binds the swiper's keys (on the document), wheel and touch (on `element`) to `step`, which turns
 * one slide on (1) or back (-1); returns the unbinding.
 */
export function bindSwiperInput(element: HTMLElement, step: (direction: number) => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const direction = keyDirection(event);
    if (!direction || controlOwnsKey(event.target, event.key)) return;
    if (document.querySelector('[aria-modal="true"]')) return;
    event.preventDefault();
    step(direction);
  };
  const gate = createWheelGate();
  const onWheel = (event: WheelEvent) => {
    if (event.ctrlKey) return; // pinch zoom
    const scale = event.deltaMode === 1 ? 40 : event.deltaMode === 2 ? window.innerHeight : 1;
    const delta = event.deltaY * scale;
    if (!delta || scrollsFurther(event.target, element, delta > 0 ? 1 : -1)) return;
    event.preventDefault();
    const direction = gate(delta, event.timeStamp || performance.now());
    if (direction) step(direction);
  };
  let start: { x: number; y: number; down: boolean; up: boolean } | null = null;
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch || event.touches.length > 1) return (start = null);
    start = {
      x: touch.clientX,
      y: touch.clientY,
      // a slide whose own content still scrolls keeps the swipe for itself
      down: scrollsFurther(event.target, element, 1),
      up: scrollsFurther(event.target, element, -1),
    };
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (!start || !touch) return;
    const dy = start.y - touch.clientY;
    const dx = start.x - touch.clientX;
    const from = start;
    start = null;
    if (Math.abs(dy) < SWIPE_MIN_PX || Math.abs(dy) < Math.abs(dx) * 1.2) return;
    const direction = dy > 0 ? 1 : -1;
    if ((direction > 0 && from.down) || (direction < 0 && from.up)) return;
    step(direction);
  };
  document.addEventListener('keydown', onKey);
  element.addEventListener('wheel', onWheel, { passive: false });
  element.addEventListener('touchstart', onTouchStart, { passive: true });
  element.addEventListener('touchend', onTouchEnd, { passive: true });
  return () => {
    document.removeEventListener('keydown', onKey);
    element.removeEventListener('wheel', onWheel);
    element.removeEventListener('touchstart', onTouchStart);
    element.removeEventListener('touchend', onTouchEnd);
  };
}
