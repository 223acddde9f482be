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
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';

/** The slide index held by the `p` query (spec 2), clamped to the slides there are. */
export function slideFromQuery(value: string | null, count: number): number {
  const index = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(index) || index < 0) return 0;
  return Math.min(index, Math.max(0, count - 1));
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

  // Keys, wheel and touch: their code loads once the swiper is here (page-swiper-input.ts).
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let unbind: (() => void) | undefined;
    let bound = true;
    void import('./page-swiper-input').then(({ bindSwiperInput }) => {
      if (!bound) return;
      unbind = bindSwiperInput(element, (step) => latest.current.move({ step }));
      // for tests that press keys as soon as the page is interactive (e2e brand.spec.ts)
      performance.mark('swiper-input');
    });
    return () => {
      bound = false;
      unbind?.();
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
