import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/use-translation';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds until `end`; null once it has passed (spec 2: empty then). */
export function countdownParts(end: number, now: number): CountdownParts | null {
  const left = Math.floor((end - now) / 1000);
  if (!(left > 0)) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** days:hours:minutes:seconds, each at least two digits. */
export function formatCountdown(parts: CountdownParts): string {
  return [parts.days, parts.hours, parts.minutes, parts.seconds].map(pad).join(':');
}

// One ticking clock for every countdown on the page, in whole seconds.
const listeners = new Set<() => void>();
let timer: number | undefined;
function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= window.setInterval(() => listeners.forEach((l) => l()), 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Spec 2 countdown timer: days:hours:minutes:seconds, an optional glitch effect (off with reduced
 * motion), nothing at all once the end has passed. The server renders it empty, since its time
 * is not the visitor's; the numbers appear on the first tick after hydration.
 */
export function Countdown(props: {
  end: string | number | Date;
  glitch?: boolean;
  className?: string;
  onEnd?: () => void;
}) {
  const { t } = useTranslation();
  const end = new Date(props.end).getTime();
  const now = useSyncExternalStore(subscribe, nowSeconds, () => null);
  const parts = now === null ? null : countdownParts(end, now * 1000);
  const ended = now !== null && parts === null;
  const { onEnd } = props;
  const reported = useRef(false);

  useEffect(() => {
    if (ended && !reported.current) {
      reported.current = true;
      onEnd?.();
    }
  }, [ended, onEnd]);

  if (!parts) return null;
  const text = formatCountdown(parts);
  return (
    <span
      className={`countdown mono${props.glitch ? ' countdown--glitch' : ''}${props.className ? ` ${props.className}` : ''}`}
      role="timer"
      aria-label={t('landing.countdown.label', { ...parts })}
      data-text={text}
    >
      {text}
    </span>
  );
}
