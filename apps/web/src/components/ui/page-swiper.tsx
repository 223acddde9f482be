import { SWIPER_SPEED_MS } from '@miao/contracts/limits';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** Spec 2: a wheel turns the page once its deltas add up to 100 within 100 ms. */
export const WHEEL_THRESHOLD_DELTA = 100;
export const WHEEL_THRESHOLD_MS = 100;
/** A touch swipe shorter than this (px) is a tap or a scroll, not a page turn. */
const SWIPE_MIN_PX = 50;

/** The slide index held by the `p` query (spec 2), clamped to the slides there are. */
export function slideFromQuery(value: string | null, count: number): number {
  const index = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(index) || index < 0) return 0;
  return Math.min(index, Math.max(0, count - 1));
}

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

/** Keys of spec 2: Space, Enter and ArrowDown go on, ArrowUp goes back (PageDown/PageUp too). */
export function keyDirection(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): -1 | 0 | 1 {
  switch (event.key) {
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

interface SwiperState {
  index: number;
  count: number;
  go: (index: number) => void;
}

const SwiperContext = createContext<SwiperState | null>(null);

/** The swiper a slide sits in (for "next" buttons); null outside one. */
export function usePageSwiper(): SwiperState | null {
  return useContext(SwiperContext);
}

export interface PageSwiperProps {
  slides: ReactNode[];
  /** Accessible name of each slide (its headline). */
  labels: string[];
  /** The last slide, as tall as its content (spec 2: the footer). */
  footer?: ReactNode;
  footerLabel?: string;
  onIndexChange?: (index: number) => void;
  className?: string;
  style?: CSSProperties;
}

/**
 * Spec 2 page swiper: vertical full-screen slides; the `p` query holds the index (replacing the
 * history entry); Space, Enter, ArrowDown next and ArrowUp back; wheel (100 delta within 100 ms)
 * and touch swipes; 600 ms transitions (instant with reduced motion); videos pause when their
 * slide is left. Every slide is in the server HTML (crawlers see all copy) and the server renders
 * the slide `p` names; without JavaScript the slides stack and scroll.
 */
export function PageSwiper(props: PageSwiperProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const count = props.slides.length + (props.footer ? 1 : 0);
  const index = slideFromQuery(params.get('p'), count);
  const root = useRef<HTMLDivElement>(null);
  const { onIndexChange } = props;

  // The query as last set: react-router hands an updater the last render's params, so keys pressed
  // faster than React renders (a slow phone, a test) would count from a stale slide. The ref follows
  // the router when the router's query changes; each move runs ahead of it.
  const routerQuery = params.toString();
  const seen = useRef(routerQuery);
  const query = useRef(routerQuery);
  if (seen.current !== routerQuery) {
    seen.current = routerQuery;
    query.current = routerQuery;
  }

  /** To slide `next`, or with `step` relative to the slide the address holds right now. */
  const move = useCallback(
    (target: { next: number } | { step: number }) => {
      const updated = new URLSearchParams(query.current);
      const from = slideFromQuery(updated.get('p'), count);
      const wanted = 'next' in target ? target.next : from + target.step;
      const clamped = Math.min(Math.max(0, wanted), count - 1);
      if (clamped === 0) updated.delete('p');
      else updated.set('p', String(clamped));
      query.current = updated.toString();
      setParams(updated, { replace: true, preventScrollReset: true });
    },
    [count, setParams],
  );
  const go = useCallback((next: number) => move({ next }), [move]);

  // Read inside listeners without re-binding them on every turn.
  const latest = useRef({ move });
  useEffect(() => {
    latest.current = { move };
  }, [move]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const direction = keyDirection(event);
      if (!direction || controlOwnsKey(event.target, event.key)) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      latest.current.move({ step: direction });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const gate = createWheelGate();
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey) return; // pinch zoom
      const scale = event.deltaMode === 1 ? 40 : event.deltaMode === 2 ? window.innerHeight : 1;
      const delta = event.deltaY * scale;
      if (!delta || scrollsFurther(event.target, element, delta > 0 ? 1 : -1)) return;
      event.preventDefault();
      const direction = gate(delta, event.timeStamp || performance.now());
      if (direction) latest.current.move({ step: direction });
    };
    let start: { x: number; y: number; down: boolean; up: boolean; target: EventTarget | null } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || event.touches.length > 1) return (start = null);
      start = {
        x: touch.clientX,
        y: touch.clientY,
        target: event.target,
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
      latest.current.move({ step: direction });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchend', onTouchEnd);
    };
  }, []);

  // Only the current slide takes focus and speaks to screen readers; videos elsewhere stop.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const slides = element.querySelectorAll<HTMLElement>(
      ':scope > .page-swiper__track > .page-swiper__slide',
    );
    slides.forEach((slide, i) => {
      slide.inert = i !== index;
      if (i !== index) slide.querySelectorAll('video').forEach((video) => video.pause());
    });
    onIndexChange?.(index);
  }, [index, onIndexChange]);

  const state = useMemo(() => ({ index, count, go }), [index, count, go]);
  const onFooter = !!props.footer && index === count - 1;
  const transform = onFooter
    ? // the footer is as tall as its content: align the track's bottom with the viewport's
      'translate3d(0, calc(-100% + var(--swiper-h)), 0)'
    : `translate3d(0, calc(var(--swiper-h) * ${-index}), 0)`;
  const labels = props.footer ? [...props.labels, props.footerLabel ?? ''] : props.labels;

  return (
    <SwiperContext.Provider value={state}>
      <div
        ref={root}
        className={`page-swiper${props.className ? ` ${props.className}` : ''}`}
        style={{ ...props.style, '--swiper-speed': `${SWIPER_SPEED_MS}ms` } as CSSProperties}
        aria-roledescription={t('landing.swiper.roledescription')}
      >
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
        <div className="page-swiper__track" style={{ transform }}>
          {props.slides.map((slide, i) => (
            <section
              key={i}
              className={`page-swiper__slide${i === index ? ' is-active' : ''}`}
              aria-roledescription={t('landing.swiper.slide')}
              aria-label={t('landing.swiper.slideLabel', { index: i + 1, count, title: labels[i] ?? '' })}
            >
              {slide}
            </section>
          ))}
          {props.footer ? (
            <div className={`page-swiper__slide page-swiper__slide--footer${onFooter ? ' is-active' : ''}`}>
              {props.footer}
            </div>
          ) : null}
        </div>
        <nav className="page-swiper__dots" aria-label={t('landing.swiper.nav')}>
          <ol>
            {labels.map((label, i) => (
              <li key={i}>
                <button
                  type="button"
                  className="page-swiper__dot"
                  aria-current={i === index ? 'step' : undefined}
                  aria-label={t('landing.swiper.goTo', { index: i + 1, title: label })}
                  title={label}
                  onClick={() => go(i)}
                />
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </SwiperContext.Provider>
  );
}

// Without JavaScript the slides simply stack and the page scrolls.
const NO_SCRIPT_CSS =
  'html:has(.page-swiper){overflow:auto!important}.page-swiper{height:auto!important;overflow:visible!important}.page-swiper__track{transform:none!important}.page-swiper__slide{height:auto!important;min-height:var(--swiper-h)}.page-swiper__dots{display:none!important}';
