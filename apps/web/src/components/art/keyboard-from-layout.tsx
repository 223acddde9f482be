import type { ArtSpec, KeyboardFinish } from './art-spec';
import { LAYOUTS, placeKeys, type PlacedKey } from './keyboard-layouts';
import { LedMatrix } from './led-matrix';
import { byLook, roundedRect } from './svg-paths';
import { useSvgId } from './svg-id';

type KeyboardSpec = Extract<ArtSpec, { kind: 'keyboard' }>;
type Point = [number, number];

const U = 40;
const INSET = 4;
const PAD = 20;
const LED_PITCH = 12;
const LED_ROWS = 9;
const SHADOW = 34;

const CASE_STOPS: Record<KeyboardFinish, [string, string, string]> = {
  graphite: ['#2A2A34', '#131318', '#3A3A46'],
  silver: ['#E1E3E9', '#9A9DA8', '#F4F5F8'],
  frost: ['rgba(228,236,255,0.20)', 'rgba(160,176,210,0.10)', 'rgba(255,255,255,0.45)'],
  graffiti: ['#25252E', '#121217', '#3A3A46'],
};

function rotate([x, y]: Point, [cx, cy]: Point, degrees: number): Point {
  const a = (degrees * Math.PI) / 180;
  const dx = x - cx;
  const dy = y - cy;
  return [cx + dx * Math.cos(a) - dy * Math.sin(a), cy + dx * Math.sin(a) + dy * Math.cos(a)];
}

/** Andrew's monotone chain: the outline of an angled board around its clusters. */
function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Point, a: Point, b: Point) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

interface PlacedCluster {
  keys: PlacedKey[];
  origin: Point;
  width: number;
  height: number;
  rotate: number;
  centre: Point;
  corners: Point[];
}

/**
 * A cluster's keys by their look (plain, accent, painted): each look is drawn as one skirt path and
 * one top path (svg-paths.ts), not two elements a key. Keys do not overlap, so the drawing is the
 * same; the look's classes sit on the group, where the stylesheet's `.kb-key--accent .kb-key__top`
 * finds them.
 */
function keyGroups(keys: PlacedKey[], finish: KeyboardFinish): [string, PlacedKey[]][] {
  return byLook(keys, (key, k) => {
    const painted = finish === 'graffiti' && !key.accent && k % 9 === 4;
    return `kb-key${key.accent ? ' kb-key--accent' : painted ? ' kb-key--paint' : ''}`;
  });
}

// Deterministic spray strokes for the street-art shell (same drawing on server and client).
const SPRAY = [
  { d: 'M-10 40 C 120 -10, 260 90, 420 20 S 700 60, 780 10', colour: 'var(--accent)', width: 26 },
  { d: 'M40 150 C 180 90, 300 200, 470 120 S 640 190, 760 140', colour: '#FFE14F', width: 16 },
  { d: 'M120 250 C 220 200, 330 280, 480 220', colour: '#5CE1FF', width: 10 },
  { d: 'M520 260 C 600 200, 690 300, 800 230', colour: 'var(--accent)', width: 12 },
];
const DRIPS = [70, 168, 305, 452, 590, 702];

/**
 * A keyboard drawn from its layout (DESIGN.md): every key at its real width in units, angled
 * clusters for split and Alice boards, an LED dot-matrix panel, a knob or a touch strip.
 */
export function KeyboardFromLayout({
  spec,
  label,
  className,
}: {
  spec: KeyboardSpec;
  label: string;
  className?: string;
}) {
  const id = useSvgId('kb');
  const layout = LAYOUTS[spec.layout];
  const finish = spec.finish ?? 'graphite';
  const single = layout.clusters.length === 1;
  const led = spec.led && single;
  const touchBar = spec.touchBar && single;
  const knob = spec.knob && single;
  const topExtra = led ? LED_ROWS * LED_PITCH + 14 : touchBar ? 30 : knob ? 54 : 0;

  const clusters: PlacedCluster[] = layout.clusters.map((cluster) => {
    const placed = placeKeys(cluster);
    const origin: Point = [cluster.x * U, cluster.y * U + topExtra];
    const width = placed.width * U - INSET;
    const height = placed.height * U - INSET;
    const centre: Point = [origin[0] + width / 2, origin[1] + height / 2];
    const angle = cluster.rotate ?? 0;
    const top = origin[1] - topExtra;
    const corners: Point[] = [
      [origin[0], top],
      [origin[0] + width, top],
      [origin[0] + width, origin[1] + height],
      [origin[0], origin[1] + height],
    ].map((p) => rotate(p as Point, centre, angle));
    return { keys: placed.keys, origin, width, height, rotate: angle, centre, corners };
  });

  const all = clusters.flatMap((c) => c.corners);
  const minX = Math.min(...all.map((p) => p[0]));
  const minY = Math.min(...all.map((p) => p[1]));
  const maxX = Math.max(...all.map((p) => p[0]));
  const maxY = Math.max(...all.map((p) => p[1]));
  const side = spec.shell === 'mech' ? 16 : 0;
  const shiftX = PAD + side - minX;
  const shiftY = PAD - minY;
  const width = maxX - minX + (PAD + side) * 2;
  const height = maxY - minY + PAD * 2;
  const [caseTop, caseBottom, caseEdge] = CASE_STOPS[finish];

  const slab = single && !clusters[0]!.rotate;
  const first = clusters[0]!;
  const keysWidth = first.width;
  const keyX = (cluster: PlacedCluster, key: PlacedKey) => cluster.origin[0] + shiftX + key.x * U;
  const keyY = (cluster: PlacedCluster, key: PlacedKey) => cluster.origin[1] + shiftY + key.y * U;

  const caseShape = (() => {
    if (!slab) return null;
    const x = side;
    const w = width - side * 2;
    if (spec.shell === 'mech') {
      const c = 30;
      const points: Point[] = [
        [x + c, 0],
        [x + w - c, 0],
        [x + w, c],
        [x + w, height - c],
        [x + w - c, height],
        [x + c, height],
        [x, height - c],
        [x, c],
      ];
      return { kind: 'polygon' as const, points: points.map((p) => p.join(',')).join(' ') };
    }
    return { kind: 'rect' as const, x, w };
  })();

  return (
    <svg
      className={`product-art kb kb--${finish} kb--${spec.layout}${className ? ` ${className}` : ''}`}
      viewBox={`0 0 ${width} ${height + SHADOW}`}
      role="img"
      aria-label={label}
    >
      <defs>
        <linearGradient id={`${id}-case`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={caseTop} />
          <stop offset="1" stopColor={caseBottom} />
        </linearGradient>
        <radialGradient id={`${id}-shadow`}>
          <stop offset="0" stopColor="#000" stopOpacity="0.7" />
          <stop offset="1" stopColor="#000" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" style={{ stopColor: 'var(--accent)' }} stopOpacity="0.35" />
          <stop offset="1" style={{ stopColor: 'var(--accent)' }} stopOpacity="0" />
        </radialGradient>
        {caseShape?.kind === 'rect' ? (
          <clipPath id={`${id}-clip`}>
            <rect x={caseShape.x} y={0} width={caseShape.w} height={height} rx="24" />
          </clipPath>
        ) : null}
      </defs>

      <ellipse
        cx={width / 2}
        cy={height + SHADOW / 3}
        rx={width * 0.46}
        ry={SHADOW * 0.75}
        fill={`url(#${id}-shadow)`}
      />
      <ellipse
        cx={width / 2}
        cy={height * 0.55}
        rx={width * 0.5}
        ry={height * 0.6}
        fill={`url(#${id}-glow)`}
      />

      {spec.shell === 'mech' && slab ? (
        <g className="kb__armour">
          {[0, width - side - 4].map((x) => (
            <g key={x}>
              <rect x={x} y={height * 0.18} width={side + 4} height={height * 0.64} rx="6" />
              {[0.3, 0.38, 0.46, 0.54, 0.62, 0.7].map((f) => (
                <rect
                  key={f}
                  x={x + 5}
                  y={height * f}
                  width={side - 6}
                  height="3"
                  rx="1.5"
                  className="kb__vent"
                />
              ))}
            </g>
          ))}
        </g>
      ) : null}

      {caseShape?.kind === 'rect' ? (
        <rect
          x={caseShape.x}
          y={0}
          width={caseShape.w}
          height={height}
          rx="24"
          fill={`url(#${id}-case)`}
          stroke={caseEdge}
          strokeWidth="1.5"
        />
      ) : caseShape?.kind === 'polygon' ? (
        <polygon points={caseShape.points} fill={`url(#${id}-case)`} stroke={caseEdge} strokeWidth="1.5" />
      ) : (
        layout.cases.map((group) => {
          const hull = convexHull(group.flatMap((i) => clusters[i]!.corners)).map(
            ([x, y]) => `${x + shiftX},${y + shiftY}`,
          );
          const points = hull.join(' ');
          return (
            <g key={group.join('-')}>
              <polygon
                points={points}
                fill={caseEdge}
                stroke={caseEdge}
                strokeWidth={PAD * 2 + 3}
                strokeLinejoin="round"
              />
              <polygon
                points={points}
                fill={`url(#${id}-case)`}
                stroke={`url(#${id}-case)`}
                strokeWidth={PAD * 2}
                strokeLinejoin="round"
              />
            </g>
          );
        })
      )}

      {finish === 'graffiti' && caseShape?.kind === 'rect' ? (
        <g clipPath={`url(#${id}-clip)`} className="kb__graffiti">
          <g transform={`scale(${width / 780} ${height / 300})`}>
            {SPRAY.map((stroke) => (
              <path
                key={stroke.d}
                d={stroke.d}
                fill="none"
                style={{ stroke: stroke.colour }}
                strokeWidth={stroke.width}
                strokeLinecap="round"
                opacity="0.85"
              />
            ))}
            {DRIPS.map((x, i) => (
              <line
                key={x}
                x1={x}
                y1={24 + (i % 3) * 40}
                x2={x}
                y2={70 + (i % 3) * 46 + (i % 2) * 30}
                strokeWidth="4"
                strokeLinecap="round"
                style={{ stroke: i % 2 ? '#FFE14F' : 'var(--accent)' }}
                opacity="0.7"
              />
            ))}
          </g>
        </g>
      ) : null}

      {spec.shell === 'mech' && slab ? (
        <rect
          x={width / 2 - width * 0.16}
          y="7"
          width={width * 0.32}
          height="5"
          rx="2.5"
          className="kb__eye"
        />
      ) : null}

      {led ? (
        <LedMatrix
          id={`${id}-led`}
          x={first.origin[0] + shiftX}
          y={PAD}
          width={knob ? keysWidth - 2 * U : keysWidth}
          height={LED_ROWS * LED_PITCH}
          text={spec.ledText ?? 'MIAO'}
          pitch={LED_PITCH}
          marquee
        />
      ) : null}
      {touchBar ? (
        <rect
          x={first.origin[0] + shiftX + U * 2}
          y={PAD + 4}
          width={keysWidth - U * (knob ? 6 : 4)}
          height="12"
          rx="6"
          className="kb__touch"
        />
      ) : null}
      {knob ? (
        <g className="kb__knob">
          <circle
            cx={first.origin[0] + shiftX + keysWidth - U * 0.75}
            cy={PAD + (topExtra - 14) / 2}
            r={U * 0.68}
          />
          <circle
            cx={first.origin[0] + shiftX + keysWidth - U * 0.75}
            cy={PAD + (topExtra - 14) / 2}
            r={U * 0.5}
            className="kb__knob-face"
          />
          <rect
            x={first.origin[0] + shiftX + keysWidth - U * 0.75 - 1.5}
            y={PAD + (topExtra - 14) / 2 - U * 0.44}
            width="3"
            height={U * 0.22}
            rx="1.5"
            className="kb__knob-mark"
          />
        </g>
      ) : null}

      {clusters.map((cluster, c) => (
        <g
          key={c}
          transform={
            cluster.rotate
              ? `rotate(${cluster.rotate} ${cluster.centre[0] + shiftX} ${cluster.centre[1] + shiftY})`
              : undefined
          }
        >
          {keyGroups(cluster.keys, finish).map(([className, keys]) => (
            <g key={className} className={className}>
              <path
                className="kb-key__skirt"
                d={keys
                  .map((key) =>
                    roundedRect(keyX(cluster, key), keyY(cluster, key), key.w * U - INSET, U - INSET, 6),
                  )
                  .join('')}
              />
              <path
                className="kb-key__top"
                d={keys
                  .map((key) =>
                    roundedRect(
                      keyX(cluster, key) + 5,
                      keyY(cluster, key) + 4,
                      key.w * U - INSET - 10,
                      U - INSET - 13,
                      4,
                    ),
                  )
                  .join('')}
              />
            </g>
          ))}
        </g>
      ))}

      {slab ? (
        <rect
          x={side + 28}
          y={height - 4}
          width={width - side * 2 - 56}
          height="2"
          rx="1"
          className="kb__edge"
        />
      ) : null}
    </svg>
  );
}
