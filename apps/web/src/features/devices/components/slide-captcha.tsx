import {
  CAPTCHA_KEY_STEP,
  type CaptchaAnswer,
  type CaptchaPuzzle,
  type TracePoint,
} from '@miao/contracts/devices';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';

/** What the slider gives: the dropped x and the move's trace (the proof of work is the panel's). */
export type CaptchaDrop = Omit<CaptchaAnswer, 'client_id' | 'pow'>;

/**
 * The slide captcha (issue 14): the server's picture with its gap, the piece above it, and a
 * slider under it. Drag the handle (mouse, pen or touch), or focus it and use the arrow keys
 * (Shift for bigger steps) then Enter: the keyboard alternative. The trace of the move goes to
 * the server with the dropped x; the server alone knows where the gap is.
 */
export function SlideCaptcha(props: {
  puzzle: CaptchaPuzzle;
  /** Called once per puzzle when the piece is let go (pointer) or Enter is pressed (keyboard). */
  onDrop: (drop: CaptchaDrop) => void;
  /** While the answer is checked or a new puzzle loads: the slider is still. */
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { puzzle } = props;
  const hintId = useId();
  const max = puzzle.width - puzzle.piece_size;
  const [x, setX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const trace = useRef<TracePoint[]>([]);
  const started = useRef(0);
  const pointerStart = useRef(0);
  const dropped = useRef(false);
  const keyboard = useRef(false);

  const clamp = (value: number) => Math.min(max, Math.max(0, value));
  const record = (value: number, at = performance.now()) => {
    const point = { x: Math.round(value * 10) / 10, t: Math.max(0, Math.round(at - started.current)) };
    const last = trace.current[trace.current.length - 1];
    if (!last || last.x !== point.x || last.t !== point.t) trace.current.push(point);
  };
  /** `at` is where the piece was let go (the state may not have caught up with the last move yet). */
  const drop = (input: CaptchaDrop['input'], at: number) => {
    if (dropped.current || props.busy) return;
    dropped.current = true;
    props.onDrop({ x: Math.round(at * 10) / 10, input, trace: trace.current.slice(-400) });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (props.busy || dropped.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    keyboard.current = false;
    started.current = event.timeStamp;
    pointerStart.current = event.clientX - x;
    trace.current = [];
    record(x, event.timeStamp);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    // a busy page gets moves merged into one event: the browser still has each of them, with its time
    const native = event.nativeEvent;
    const moves = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    for (const move of moves.length > 0 ? moves : [native]) {
      record(clamp(move.clientX - pointerStart.current), move.timeStamp);
    }
    setX(clamp(event.clientX - pointerStart.current));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    setDragging(false);
    const next = clamp(event.clientX - pointerStart.current);
    setX(next);
    record(next, event.timeStamp);
    // a tap without a move is not an answer
    if (trace.current.length > 1) drop('pointer', next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (props.busy || dropped.current) return;
    const step = CAPTCHA_KEY_STEP * (event.shiftKey ? 5 : 1);
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = clamp(x + step);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = clamp(x - step);
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      if (keyboard.current && trace.current.length > 1) drop('keyboard', x);
      return;
    } else return;
    // the page swiper and others must not see the arrows meant for the slider
    event.preventDefault();
    event.stopPropagation();
    if (!keyboard.current) {
      keyboard.current = true;
      started.current = performance.now();
      trace.current = [];
      record(x);
    }
    setX(next);
    record(next);
  };

  return (
    <div className={`slide-captcha${props.busy ? ' is-busy' : ''}`} style={{ width: puzzle.width }}>
      <div className="slide-captcha__picture" style={{ width: puzzle.width, height: puzzle.height }}>
        <img src={puzzle.background} width={puzzle.width} height={puzzle.height} alt="" draggable={false} />
        <img
          className="slide-captcha__piece"
          src={puzzle.piece}
          width={puzzle.piece_size}
          height={puzzle.piece_size}
          alt=""
          draggable={false}
          style={{ transform: `translate(${x}px, ${puzzle.piece_y}px)` }}
        />
      </div>
      <div className="slide-captcha__track">
        <div className="slide-captcha__fill" style={{ width: x + puzzle.piece_size / 2 }} />
        <span className="slide-captcha__prompt" aria-hidden="true">
          {t('devices.captcha.prompt')}
        </span>
        <div
          role="slider"
          tabIndex={props.busy ? -1 : 0}
          aria-label={t('devices.captcha.sliderLabel')}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(x)}
          aria-valuetext={t('devices.captcha.valueText', { x: Math.round(x), max })}
          aria-disabled={props.busy || undefined}
          className={`slide-captcha__handle${dragging ? ' is-dragging' : ''}`}
          style={{ transform: `translateX(${x}px)`, width: puzzle.piece_size }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          data-testid="captcha-handle"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M5 12h13M13 6l6 6-6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
      </div>
      <p id={hintId} className="slide-captcha__hint">
        {t('devices.captcha.keyboardHint')}
      </p>
    </div>
  );
}
