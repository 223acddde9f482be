import { SWIPER_SPEED_MS } from '@miao/contracts/limits';
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
} from 'react';
import { useTranslation } from '@/lib/use-translation';

export interface ImageSwiperSlide {
  /** Stable key (an id or the address). */
  key: string | number;
  src: string;
  alt: string;
  /** Shown under the picture; hidden from screen readers when it only repeats the alt text. */
  caption?: string;
  srcSet?: string;
  sizes?: string;
  /** Extra formats for a `<picture>` (AVIF, WebP), best first. */
  sources?: { type: string; srcSet: string }[];
}

export interface ImageSwiperHandle {
  /** Shows slide `index`: the user's doing (a pick elsewhere), so autoplay stops. */
  goTo: (index: number) => void;
}

export interface ImageSwiperProps {
  slides: ImageSwiperSlide[];
  /** The carousel's accessible name. */
  label: string;
  /** The box every slide fills, `width / height` (reserved in the server's HTML: nothing shifts). */
  ratio: { width: number; height: number };
  /** Turn on by itself after `autoplayDelayMs`, every `autoplayIntervalMs`; never with reduced motion. */
  autoplay?: boolean;
  autoplayDelayMs?: number;
  autoplayIntervalMs?: number;
  /** How the pictures cover their box. */
  fit?: 'cover' | 'contain';
  /** The first picture loads at once (a first screen); otherwise when it is near. */
  priority?: boolean;
  onIndexChange?: (index: number) => void;
  className?: string;
  ref?: Ref<ImageSwiperHandle>;
}

/** Long enough to look at a picture and read its caption. */
export const AUTOPLAY_INTERVAL_MS = 5000;
/** A drag shorter than this (px) snaps back. */
const SWIPE_MIN_PX = 40;
/** Dots up to this many slides; beyond, the counter alone. */
const MAX_DOTS = 8;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}
/** Reduced motion as the browser says; on the server (and while hydrating) assumed, so nothing moves. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => true,
  );
}

/**
 * The image swiper of spec 2: one picture at a time in a box of a fixed ratio, previous and next
 * buttons, dots and a "2 / 5" counter, touch and mouse swipes (pointer events), ArrowLeft,
 * ArrowRight, Home and End while it has focus. The server renders every slide with the first one
 * shown, so hydrating moves nothing. Slides turn in 600 ms (spec 9), at once with reduced motion.
 * Autoplay waits `autoplayDelayMs`, pauses while hovered or focused, stops for good on any use, has
 * a pause button (WCAG 2.2.2) and never runs with reduced motion.
 */
export function ImageSwiper(props: ImageSwiperProps) {
  const { t } = useTranslation();
  const { slides, onIndexChange } = props;
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [started, setStarted] = useState(false);
  const [visible, setVisible] = useState(true);
  const reduced = useReducedMotion();
  const root = useRef<HTMLDivElement>(null);
  const pointer = useRef<{ id: number; x: number; y: number; horizontal?: boolean } | null>(null);
  const statusId = useId();
  const trackId = useId();

  const show = useCallback(
    (next: number, wrap: boolean) => {
      if (count === 0) return;
      const target = wrap ? (next + count) % count : Math.min(Math.max(0, next), count - 1);
      setIndex(target);
    },
    [count],
  );
  /** A move the user made: autoplay is over. */
  const turn = useCallback(
    (next: number, wrap = false) => {
      setStopped(true);
      show(next, wrap);
    },
    [show],
  );

  useImperativeHandle(props.ref, () => ({ goTo: (next: number) => turn(next) }), [turn]);

  useEffect(() => {
    onIndexChange?.(index);
  }, [index, onIndexChange]);

  // a list that shrinks (fewer options) keeps the index inside it
  if (index > 0 && index >= count) setIndex(Math.max(0, count - 1));

  const canAutoplay = !!props.autoplay && count > 1 && !reduced;
  const delay = props.autoplayDelayMs ?? 0;
  useEffect(() => {
    if (!canAutoplay || started) return;
    const timer = setTimeout(() => setStarted(true), delay);
    return () => clearTimeout(timer);
  }, [canAutoplay, started, delay]);

  // only while on screen: a picture turning out of sight is work for nothing
  useEffect(() => {
    const element = root.current;
    if (!canAutoplay || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(!!entry?.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [canAutoplay]);

  const playing = canAutoplay && started && !stopped && !hovered && !focused && visible;
  const interval = props.autoplayIntervalMs ?? AUTOPLAY_INTERVAL_MS;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [playing, interval, count]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || count < 2) return;
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    // handled here, so the page swiper (Home/End: first and last slide) leaves it alone
    event.preventDefault();
    event.stopPropagation();
    turn(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    pointer.current = {
      id: event.pointerId,
      x: event.clientX,
      y: event.clientY,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = pointer.current;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (start.horizontal === undefined) {
      if (Math.abs(dx) < 6 && Math.abs(dy) < 6) return;
      start.horizontal = Math.abs(dx) > Math.abs(dy);
      if (!start.horizontal) return (pointer.current = null);
      try {
        event.currentTarget.setPointerCapture?.(event.pointerId);
      } catch {
        // a pointer already gone: the drag still ends on pointerup
      }
    }
    // past either end the drag gives way a little, then springs back
    const atEnd = (index === 0 && dx > 0) || (index === count - 1 && dx < 0);
    setDrag(atEnd ? dx / 3 : dx);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const start = pointer.current;
    if (!start || start.id !== event.pointerId) return;
    pointer.current = null;
    const dx = event.clientX - start.x;
    setDrag(0);
    if (!start.horizontal) return;
    if (Math.abs(dx) >= SWIPE_MIN_PX && event.type === 'pointerup') {
      turn(index + (dx < 0 ? 1 : -1));
    } else setStopped(true);
  };

  if (count === 0) return null;
  const many = count > 1;
  const current = slides[index] ?? slides[0]!;
  const style = {
    '--image-swiper-ratio': (props.ratio.width / props.ratio.height).toFixed(4),
    '--image-swiper-speed': `${SWIPER_SPEED_MS}ms`,
  } as CSSProperties;
  const track = {
    transform: `translate3d(calc(${-index * 100}% + ${drag}px), 0, 0)`,
  } as CSSProperties;

  return (
    <div
      ref={root}
      className={`image-swiper image-swiper--${props.fit ?? 'cover'}${drag ? ' is-dragging' : ''}${props.className ? ` ${props.className}` : ''}`}
      style={style}
      role="group"
      aria-roledescription={t('swiper.carousel')}
      aria-label={props.label}
      tabIndex={many ? 0 : undefined}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="image-swiper__viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div id={trackId} className="image-swiper__track" style={track}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              className={`image-swiper__slide${i === index ? ' is-current' : ''}`}
              role="group"
              aria-roledescription={t('swiper.slide')}
              aria-label={t('swiper.slideLabel', { index: i + 1, count })}
              inert={i !== index}
            >
              <figure className="image-swiper__figure">
                <Picture slide={slide} eager={i === 0 ? !!props.priority : Math.abs(i - index) <= 1} />
                {slide.caption ? (
                  <figcaption
                    className="image-swiper__caption"
                    aria-hidden={slide.caption === slide.alt ? true : undefined}
                  >
                    {slide.caption}
                  </figcaption>
                ) : null}
              </figure>
            </div>
          ))}
        </div>
        {canAutoplay ? (
          <button
            type="button"
            className="image-swiper__play"
            onClick={() => setStopped((was) => !was)}
            aria-label={stopped ? t('swiper.play') : t('swiper.pause')}
          >
            <span
              aria-hidden="true"
              className={stopped ? 'image-swiper__icon-play' : 'image-swiper__icon-pause'}
            />
          </button>
        ) : null}
      </div>
      {many ? (
        <div className="image-swiper__controls">
          <button
            type="button"
            className="image-swiper__button image-swiper__button--previous"
            onClick={() => turn(index - 1, true)}
            aria-label={t('swiper.previous')}
            aria-controls={trackId}
          >
            <Chevron back />
          </button>
          {count <= MAX_DOTS ? (
            <ol className="image-swiper__dots">
              {slides.map((slide, i) => (
                <li key={slide.key}>
                  <button
                    type="button"
                    className="image-swiper__dot"
                    aria-current={i === index ? 'true' : undefined}
                    aria-label={t('swiper.goTo', { index: i + 1, alt: slide.alt })}
                    onClick={() => turn(i)}
                  />
                </li>
              ))}
            </ol>
          ) : null}
          <p className="image-swiper__counter">
            <span aria-hidden="true">
              {index + 1} / {count}
            </span>
            {/* said when the user turns it, not while it plays by itself */}
            <span id={statusId} className="visually-hidden" aria-live={playing ? 'off' : 'polite'}>
              {t('swiper.status', { index: index + 1, count, alt: current.alt })}
            </span>
          </p>
          <button
            type="button"
            className="image-swiper__button image-swiper__button--next"
            onClick={() => turn(index + 1, true)}
            aria-label={t('swiper.next')}
            aria-controls={trackId}
          >
            <Chevron />
          </button>
        </div>
      ) : null}
    </div>
  );
}

function Picture({ slide, eager }: { slide: ImageSwiperSlide; eager: boolean }) {
  const img = (
    <img
      className="image-swiper__img"
      src={slide.src}
      srcSet={slide.srcSet}
      sizes={slide.sizes}
      alt={slide.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
    />
  );
  if (!slide.sources?.length) return img;
  return (
    <picture className="image-swiper__picture">
      {slide.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={slide.sizes} />
      ))}
      {img}
    </picture>
  );
}

function Chevron({ back = false }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
      <path
        d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
