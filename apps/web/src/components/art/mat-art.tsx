import { useSvgId } from './svg-id';

const FLAT_W = 900;
const FLAT_H = 400;
// Dimetric projection of the flat mat: long side rises gently to the right, depth runs to the viewer.
const PROJECT = 'matrix(0.9 0.2 -0.62 0.36 270 26)';

/** Closed wavy rings around a centre, like the contour lines of a map (deterministic). */
function contourPath(cx: number, cy: number, radius: number, seed: number): string {
  const steps = 48;
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    const r = radius * (1 + 0.12 * Math.sin(a * 3 + seed) + 0.07 * Math.sin(a * 5 + seed * 2));
    points.push(`${(cx + Math.cos(a) * r * 1.6).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`);
  }
  return `M${points.join(' L')}Z`;
}

const TRACES = [
  'M40 60 H220 V140 H380',
  'M40 330 H160 V250 H320 V300 H520',
  'M860 80 H700 V180 H560',
  'M860 320 H760 V240 H620 V200',
  'M460 40 V120 H600',
];

/**
 * A desk mat in a dimetric view: a thin slab with stitched edges and its printed pattern, a
 * keyboard and mouse resting on it so it reads as a desk mat at a glance.
 */
export function MatArt(props: {
  pattern: 'contour' | 'grid' | 'circuit';
  label: string;
  className?: string;
}) {
  const id = useSvgId('mat');
  return (
    <svg
      className={`product-art mat${props.className ? ` ${props.className}` : ''}`}
      viewBox="0 0 1100 400"
      role="img"
      aria-label={props.label}
    >
      <defs>
        <linearGradient id={`${id}-top`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#23232C" />
          <stop offset="1" stopColor="#131318" />
        </linearGradient>
        <clipPath id={`${id}-clip`}>
          <rect width={FLAT_W} height={FLAT_H} rx="30" />
        </clipPath>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" style={{ stopColor: 'var(--accent)' }} stopOpacity="0.28" />
          <stop offset="1" style={{ stopColor: 'var(--accent)' }} stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="550" cy="200" rx="560" ry="190" fill={`url(#${id}-glow)`} />
      {/* thickness: the same outline, lowered */}
      <g transform="translate(0 12)">
        <rect width={FLAT_W} height={FLAT_H} rx="30" transform={PROJECT} fill="#08080B" />
      </g>
      <g transform={PROJECT}>
        <rect width={FLAT_W} height={FLAT_H} rx="30" fill={`url(#${id}-top)`} />
        <g clipPath={`url(#${id}-clip)`} className="mat__print">
          {props.pattern === 'contour'
            ? [0, 1, 2, 3, 4, 5, 6].map((i) => (
                <path
                  key={i}
                  d={contourPath(560, 210, 26 + i * 30, i * 0.7)}
                  fill="none"
                  strokeWidth={i === 3 ? 2.4 : 1.2}
                />
              ))
            : null}
          {props.pattern === 'grid'
            ? Array.from({ length: 22 }, (_, x) =>
                Array.from({ length: 10 }, (_, y) => (
                  <circle
                    key={`${x}-${y}`}
                    cx={30 + x * 40}
                    cy={30 + y * 38}
                    r={(x + y) % 7 === 0 ? 3.2 : 1.6}
                  />
                )),
              )
            : null}
          {props.pattern === 'circuit'
            ? TRACES.map((d) => (
                <g key={d}>
                  <path d={d} fill="none" strokeWidth="2" />
                </g>
              ))
            : null}
        </g>
        <rect
          x="12"
          y="12"
          width={FLAT_W - 24}
          height={FLAT_H - 24}
          rx="22"
          fill="none"
          className="mat__stitch"
        />
        {/* what sits on it */}
        <g className="mat__desk">
          <rect x="120" y="120" width="470" height="170" rx="16" />
          {Array.from({ length: 5 }, (_, r) =>
            Array.from({ length: 15 }, (_, c) => (
              <rect
                key={`${r}-${c}`}
                x={136 + c * 29.6}
                y={134 + r * 30}
                width="25"
                height="25"
                rx="4"
                className="mat__key"
              />
            )),
          )}
          <ellipse cx="700" cy="205" rx="46" ry="70" />
          <line x1="700" y1="140" x2="700" y2="185" className="mat__key" strokeWidth="3" />
        </g>
      </g>
    </svg>
  );
}
