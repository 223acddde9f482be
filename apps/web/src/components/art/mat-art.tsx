import { useSvgId } from './svg-id';
import { circle, roundedRect } from './svg-paths';

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

type Point = readonly [number, number];

// The lifted corner (`corner: 'lifted'`): the flat mat's top-right corner (900, 0) folds up along
// the line from FOLD_FROM to FOLD_TO, curling round a cylinder of radius CURL_R up to CURL_MAX,
// then running straight on; its underside shows where it has turned past the viewer's line of sight.
const FOLD_FROM: Point = [580, 0];
const FOLD_TO: Point = [FLAT_W, 250];
const FOLD_LEN = Math.hypot(FOLD_TO[0] - FOLD_FROM[0], FOLD_TO[1] - FOLD_FROM[1]);
/** Along the fold, and across it toward the corner. */
const FOLD_U: Point = [(FOLD_TO[0] - FOLD_FROM[0]) / FOLD_LEN, (FOLD_TO[1] - FOLD_FROM[1]) / FOLD_LEN];
const FOLD_N: Point = [FOLD_U[1], -FOLD_U[0]];
const CURL_R = 28;
const CURL_MAX = (158 / 180) * Math.PI;
/** Screen pixels per unit of height above the desk. */
const LIFT_Z = 0.9;
/** The direction the projection looks along (the 3D vector it flattens to a point), toward the viewer. */
const VIEW = [0.62 / 0.9, 1, (0.2 * (0.62 / 0.9) + 0.36) / LIFT_Z] as const;
/** How far across the fold the curl turns its underside to the viewer: where its normal crosses the view. */
const UNDERSIDE_FROM = CURL_R * (Math.PI + Math.atan(VIEW[2] / (FOLD_N[0] * VIEW[0] + FOLD_N[1] * VIEW[1])));

const across = (p: Point) => (p[0] - FOLD_FROM[0]) * FOLD_N[0] + (p[1] - FOLD_FROM[1]) * FOLD_N[1];
const along = (p: Point) => (p[0] - FOLD_FROM[0]) * FOLD_U[0] + (p[1] - FOLD_FROM[1]) * FOLD_U[1];

/** A flat point of the flap, curled, on screen (the same projection as PROJECT, plus its height). */
function lifted(p: Point): Point {
  const s = Math.max(0, across(p));
  const t = along(p);
  const curl = Math.min(s / CURL_R, CURL_MAX);
  const rest = s - curl * CURL_R;
  const out = CURL_R * Math.sin(curl) + rest * Math.cos(curl);
  const height = CURL_R * (1 - Math.cos(curl)) + rest * Math.sin(curl);
  const x = FOLD_FROM[0] + t * FOLD_U[0] + out * FOLD_N[0];
  const y = FOLD_FROM[1] + t * FOLD_U[1] + out * FOLD_N[1];
  return [0.9 * x - 0.62 * y + 270, 0.2 * x + 0.36 * y + 26 - LIFT_Z * height];
}

/** Points every few units along a polyline, so the curl bends its straight edges. */
function dense(points: Point[], step = 6): Point[] {
  const out: Point[] = [];
  points.forEach((to, i) => {
    const from = points[i - 1];
    if (!from) return void out.push(to);
    const n = Math.max(1, Math.ceil(Math.hypot(to[0] - from[0], to[1] - from[1]) / step));
    for (let k = 1; k <= n; k++)
      out.push([from[0] + ((to[0] - from[0]) * k) / n, from[1] + ((to[1] - from[1]) * k) / n]);
  });
  return out;
}

/** The part of a convex polygon between two distances across the fold (Sutherland-Hodgman, twice). */
function band(polygon: Point[], from: number, to: number): Point[] {
  const keep = (points: Point[], inside: (p: Point) => number): Point[] =>
    points.flatMap((p, i) => {
      const q = points[(i + 1) % points.length]!;
      const [a, b] = [inside(p), inside(q)];
      const cut: Point[] =
        a >= 0 !== b >= 0
          ? [[p[0] + ((q[0] - p[0]) * a) / (a - b), p[1] + ((q[1] - p[1]) * a) / (a - b)]]
          : [];
      return a >= 0 ? [p, ...cut] : cut;
    });
  return keep(
    keep(polygon, (p) => across(p) - from),
    (p) => to - across(p),
  );
}

const arc = (cx: number, cy: number, r: number, from: number, to: number): Point[] =>
  Array.from({ length: 9 }, (_, i) => {
    const a = from + ((to - from) * i) / 8;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  });

/** The flap in flat coordinates: from the fold's start along the top edge, round the corner, back up the fold. */
const FLAP: Point[] = [FOLD_FROM, ...arc(FLAT_W - 30, 30, 30, -Math.PI / 2, 0), FOLD_TO];
/** The mat with the flap cut away (its outline while the corner is up). */
const CUT_OUTLINE = `M30 0 H${FOLD_FROM[0]} L${FOLD_TO[0]} ${FOLD_TO[1]} V${FLAT_H - 30} A30 30 0 0 1 ${FLAT_W - 30} ${FLAT_H} H30 A30 30 0 0 1 0 ${FLAT_H - 30} V30 A30 30 0 0 1 30 0 Z`;

const screenPath = (points: Point[], close = true) =>
  `M${dense(points)
    .map((p) =>
      lifted(p)
        .map((v) => v.toFixed(1))
        .join(' '),
    )
    .join(' L')}${close ? 'Z' : ''}`;

/** A rectangle on the flap, `s` across the fold and `t` along it (the serial label). */
function flapRect(s0: number, s1: number, t0: number, t1: number): Point[] {
  const at = (s: number, t: number): Point => [
    FOLD_FROM[0] + t * FOLD_U[0] + s * FOLD_N[0],
    FOLD_FROM[1] + t * FOLD_U[1] + s * FOLD_N[1],
  ];
  return [at(s0, t0), at(s0, t1), at(s1, t1), at(s1, t0)];
}

/** The curled corner: the cloth near the fold, its rubber underside, the stitching and the serial label. */
function LiftedCorner({ id }: { id: string }) {
  const flap = dense(FLAP);
  const top = band(flap, 0, UNDERSIDE_FROM);
  const under = band(flap, UNDERSIDE_FROM, 1000);
  const stitch = dense([
    [FOLD_FROM[0] - 20, 12],
    ...arc(FLAT_W - 34, 34, 22, -Math.PI / 2, 0),
    [FLAT_W - 12, FOLD_TO[1] + 20],
  ]).filter((p) => across(p) > 0);
  const crest = dense([
    [FOLD_FROM[0], 0],
    [FOLD_TO[0], FOLD_TO[1]],
  ])
    .map((p): Point => [p[0] + FOLD_N[0] * CURL_R * (Math.PI / 2), p[1] + FOLD_N[1] * CURL_R * (Math.PI / 2)])
    .filter((p) => p[1] >= 0 && p[0] <= FLAT_W);
  const label = flapRect(100, 140, 215, 270);
  const bars = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
    const t = 222 + i * 6;
    return screenPath(flapRect(108, i % 3 === 0 ? 132 : 127, t, t + (i % 2 ? 2 : 3.8)));
  });
  const labelCentre = lifted(flapRect(120, 120, 242, 242)[0]!);
  return (
    <g className="mat__corner">
      {/* where the corner lay: its outline on the desk, and the curl's shadow */}
      <path
        d={`M${FOLD_FROM.join(' ')} H${FLAT_W - 30} A30 30 0 0 1 ${FLAT_W} 30 V${FOLD_TO[1]} Z`}
        transform={PROJECT}
        className="mat__corner-ghost"
      />
      <path d={screenPath(top)} fill={`url(#${id}-top)`} className="mat__corner-cloth" />
      <path d={screenPath(crest, false)} className="mat__corner-crest" />
      <path d={screenPath(under)} fill={`url(#${id}-under)`} className="mat__corner-underside" />
      <path d={screenPath(stitch, false)} fill="none" className="mat__stitch" />
      <path d={screenPath(label)} className="mat__sn-label" />
      {bars.map((d) => (
        <path key={d} d={d} className="mat__sn-bar" />
      ))}
      {/* a callout to the label, as on the serial-number guide */}
      <circle cx={labelCentre[0]} cy={labelCentre[1]} r="46" className="mat__sn-ring" />
      <path
        d={`M${labelCentre[0] - 33} ${labelCentre[1] - 33} L${labelCentre[0] - 70} ${labelCentre[1] - 70} H${labelCentre[0] - 120}`}
        className="mat__sn-leader"
      />
      <text x={labelCentre[0] - 122} y={labelCentre[1] - 78} className="art-caption mat__sn-text">
        SN
      </text>
    </g>
  );
}

/**
 * A desk mat in a dimetric view: a thin slab with stitched edges and its printed pattern, a
 * keyboard and mouse resting on it so it reads as a desk mat at a glance.
 */
// The grid print's dots and the keys of the board on the mat, each set as one path (svg-paths.ts).
const GRID_DOTS = Array.from({ length: 22 }, (_, x) =>
  Array.from({ length: 10 }, (_, y) => circle(30 + x * 40, 30 + y * 38, (x + y) % 7 === 0 ? 3.2 : 1.6)).join(
    '',
  ),
).join('');
const DESK_KEYS = Array.from({ length: 5 }, (_, r) =>
  Array.from({ length: 15 }, (_, c) => roundedRect(136 + c * 29.6, 134 + r * 30, 25, 25, 4)).join(''),
).join('');

export function MatArt(props: {
  pattern: 'contour' | 'grid' | 'circuit';
  /** The top-right corner curled up, showing the serial label on its underside. */
  corner?: 'lifted';
  label: string;
  className?: string;
}) {
  const id = useSvgId('mat');
  const lift = props.corner === 'lifted';
  const outline = lift ? <path d={CUT_OUTLINE} /> : <rect width={FLAT_W} height={FLAT_H} rx="30" />;
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
        <clipPath id={`${id}-clip`}>{outline}</clipPath>
        {lift ? (
          <linearGradient id={`${id}-under`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#44444F" />
            <stop offset="1" stopColor="#1C1C24" />
          </linearGradient>
        ) : null}
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" style={{ stopColor: 'var(--accent)' }} stopOpacity="0.28" />
          <stop offset="1" style={{ stopColor: 'var(--accent)' }} stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="550" cy="200" rx="560" ry="190" fill={`url(#${id}-glow)`} />
      {/* thickness: the same outline, lowered */}
      <g transform="translate(0 12)">
        <g transform={PROJECT} fill="#08080B">
          {outline}
        </g>
      </g>
      <g transform={PROJECT}>
        <g fill={`url(#${id}-top)`}>{outline}</g>
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
          {props.pattern === 'grid' ? <path d={GRID_DOTS} /> : null}
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
          clipPath={lift ? `url(#${id}-clip)` : undefined}
        />
        {/* what sits on it */}
        <g className="mat__desk">
          <rect x="120" y="120" width="470" height="170" rx="16" />
          <path d={DESK_KEYS} className="mat__key" />
          <ellipse cx="700" cy="205" rx="46" ry="70" />
          <line x1="700" y1="140" x2="700" y2="185" className="mat__key" strokeWidth="3" />
        </g>
      </g>
      {lift ? <LiftedCorner id={id} /> : null}
    </svg>
  );
}
