import type { CSSProperties } from 'react';
import { GLYPH_HEIGHT, textColumns, textDots } from './dot-font';
import { circle } from './svg-paths';

/**
 * An LED dot-matrix panel inside an SVG (DESIGN.md: the panel as a dot matrix that can animate).
 * Unlit dots come from a pattern; the text's dots are lit with the accent. When the text is wider
 * than the panel, or `marquee` is set, it scrolls one dot at a time like a real matrix; reduced
 * motion leaves it still and centred.
 */
/** Columns of the still text's pulse wave. */
const WAVE = 10;

export function LedMatrix(props: {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
  /** Distance between dot centres. */
  pitch?: number;
  marquee?: boolean;
}) {
  const pitch = props.pitch ?? 12;
  const cols = Math.max(1, Math.floor(props.width / pitch));
  const rows = Math.max(GLYPH_HEIGHT, Math.floor(props.height / pitch));
  const gridWidth = cols * pitch;
  const gridHeight = rows * pitch;
  const left = props.x + (props.width - gridWidth) / 2;
  const top = props.y + (props.height - gridHeight) / 2;
  const textCols = textColumns(props.text);
  const start = Math.floor((cols - textCols) / 2);
  const firstRow = Math.floor((rows - GLYPH_HEIGHT) / 2);
  const scroll = props.marquee || textCols > cols;
  const radius = pitch * 0.26;
  const dots = textDots(props.text);
  // the lit dots of a group as one path (svg-paths.ts), not an element each
  const dotsPath = (group: readonly (readonly [number, number])[]) =>
    group
      .map(([cx, cy]) =>
        circle(left + (start + cx + 0.5) * pitch, top + (firstRow + cy + 0.5) * pitch, radius),
      )
      .join('');

  const style: CSSProperties | undefined = scroll
    ? ({
        '--led-from': `${(cols - start) * pitch}px`,
        '--led-to': `${-(start + textCols) * pitch}px`,
        '--led-steps': String(cols + textCols),
        '--led-duration': `${(cols + textCols) * 90}ms`,
      } as CSSProperties)
    : undefined;

  return (
    <g className="led-matrix">
      <defs>
        <pattern
          id={`${props.id}-dots`}
          x={left}
          y={top}
          width={pitch}
          height={pitch}
          patternUnits="userSpaceOnUse"
        >
          <circle cx={pitch / 2} cy={pitch / 2} r={radius * 0.8} className="led-matrix__off" />
        </pattern>
        <clipPath id={`${props.id}-clip`}>
          <rect x={left} y={top} width={gridWidth} height={gridHeight} />
        </clipPath>
      </defs>
      <rect
        x={props.x}
        y={props.y}
        width={props.width}
        height={props.height}
        rx={Math.min(10, props.height / 6)}
        className="led-matrix__glass"
      />
      <rect x={left} y={top} width={gridWidth} height={gridHeight} fill={`url(#${props.id}-dots)`} />
      <g clipPath={`url(#${props.id}-clip)`}>
        {scroll ? (
          <path className="led-matrix__text led-matrix__text--marquee" style={style} d={dotsPath(dots)} />
        ) : (
          // a still text pulses in a wave along its columns: the dots of each tenth column pulse
          // as one path, so ten elements animate, not one per dot (each frame restyles them)
          <g className="led-matrix__text">
            {Array.from({ length: WAVE }, (_, wave) => {
              const lit = dots.filter(([cx]) => cx % WAVE === wave);
              return lit.length === 0 ? null : (
                <path
                  key={wave}
                  className="led-matrix__wave"
                  style={{ animationDelay: `${wave * 110}ms` }}
                  d={dotsPath(lit)}
                />
              );
            })}
          </g>
        )}
      </g>
    </g>
  );
}
