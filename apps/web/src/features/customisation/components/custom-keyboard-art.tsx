import type { CustomisableProduct } from '@miao/contracts/customisation';
import { LAYOUTS, placeKeys } from '@/components/art/keyboard-layouts';
import { useSvgId } from '@/components/art/svg-id';
import { CUSTOM_PRODUCTS } from '@/features/customisation/utils/products';

type Point = [number, number];

const U = 40;
const INSET = 4;
/** The case's margin around the keys; the light bars sit in the side margins. */
const SIDE = 64;
const TOP = 44;
const BOTTOM = 30;
const REAR_GAP = 56;
const REAR_HEIGHT = 74;

function rotate([x, y]: Point, [cx, cy]: Point, degrees: number): Point {
  const a = (degrees * Math.PI) / 180;
  const dx = x - cx;
  const dy = y - cy;
  return [cx + dx * Math.cos(a) - dy * Math.sin(a), cy + dx * Math.sin(a) + dy * Math.cos(a)];
}

/** Andrew's monotone chain: the outline of an Alice board around its two angled clusters. */
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

/** A text's size so it fits `room` (monospace: about 0.6 em a character), never above `max`. */
function fitSize(text: string, room: number, max: number): number {
  const chars = Math.max(1, [...text].length);
  return Math.min(max, room / (chars * 0.62));
}

/**
 * The keyboard from above, its left and right light bars showing their text, and its rear edge
 * with the text engraved above the USB-C port (spec 3: left light text, right light text, text above
 * the charging port), drawn from the layout like the product art (DESIGN.md). Empty areas show a
 * dim placeholder so the place is visible before anything is typed.
 */
export function CustomKeyboardArt(props: {
  product: CustomisableProduct;
  left: string;
  middle: string;
  right: string;
  placeholder: { left: string; middle: string; right: string };
  label: string;
  /** The area whose field has focus: lit brighter. */
  active?: 'left' | 'middle' | 'right' | null;
}) {
  const id = useSvgId('custom-kb');
  const layout = LAYOUTS[CUSTOM_PRODUCTS[props.product].layout];

  const clusters = layout.clusters.map((cluster) => {
    const placed = placeKeys(cluster);
    const origin: Point = [cluster.x * U, cluster.y * U];
    const width = placed.width * U - INSET;
    const height = placed.height * U - INSET;
    const centre: Point = [origin[0] + width / 2, origin[1] + height / 2];
    const angle = cluster.rotate ?? 0;
    const corners = (
      [
        [origin[0], origin[1]],
        [origin[0] + width, origin[1]],
        [origin[0] + width, origin[1] + height],
        [origin[0], origin[1] + height],
      ] as Point[]
    ).map((p) => rotate(p, centre, angle));
    return { keys: placed.keys, origin, angle, centre, corners };
  });
  const all = clusters.flatMap((c) => c.corners);
  const minX = Math.min(...all.map((p) => p[0]));
  const minY = Math.min(...all.map((p) => p[1]));
  const keysWidth = Math.max(...all.map((p) => p[0])) - minX;
  const keysHeight = Math.max(...all.map((p) => p[1])) - minY;
  const slab = clusters.length === 1 && !clusters[0]!.angle;
  // an angled board's case is drawn as a thick outline around the keys: leave room for all of it
  const top = slab ? TOP : SIDE;
  const bottom = slab ? BOTTOM : SIDE;
  const shiftX = SIDE - minX;
  const shiftY = top - minY;
  const width = keysWidth + SIDE * 2;
  const caseHeight = keysHeight + top + bottom;
  const rearY = caseHeight + REAR_GAP;
  const height = rearY + REAR_HEIGHT + 16;
  const hull = convexHull(all)
    .map(([x, y]) => `${x + shiftX},${y + shiftY}`)
    .join(' ');

  // the light bars: one down each side of the case, the text running along them
  const barLength = caseHeight - 56;
  const barWidth = 30;
  const barTop = 28;
  const bars = [
    { area: 'left' as const, x: 17, text: props.left, rotate: -90 },
    { area: 'right' as const, x: width - 17 - barWidth, text: props.right, rotate: 90 },
  ];
  const portX = width / 2;

  return (
    <svg className="custom-art" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={props.label}>
      <defs>
        <linearGradient id={`${id}-case`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2A2A34" />
          <stop offset="1" stopColor="#131318" />
        </linearGradient>
        <linearGradient id={`${id}-rear`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#34343F" />
          <stop offset="0.5" stopColor="#1D1D24" />
          <stop offset="1" stopColor="#111116" />
        </linearGradient>
        <filter id={`${id}-glow`} x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation="3" result="blur" />
          <feMerge>
            <feMergeNode in="blur" />
            <feMergeNode in="SourceGraphic" />
          </feMerge>
        </filter>
      </defs>

      {/* the case from above */}
      {slab ? (
        <rect
          x="2"
          y="2"
          width={width - 4}
          height={caseHeight - 4}
          rx="26"
          fill={`url(#${id}-case)`}
          className="custom-art__case"
        />
      ) : (
        <g>
          <polygon
            points={hull}
            className="custom-art__case-edge"
            strokeWidth={SIDE * 2 - 4}
            strokeLinejoin="round"
          />
          <polygon
            points={hull}
            fill={`url(#${id}-case)`}
            stroke={`url(#${id}-case)`}
            strokeWidth={SIDE * 2 - 8}
            strokeLinejoin="round"
          />
        </g>
      )}

      {CUSTOM_PRODUCTS[props.product].touchBar ? (
        <rect x={width / 2 - 120} y="14" width="240" height="10" rx="5" className="custom-art__touch" />
      ) : null}

      {clusters.map((cluster, c) => (
        <g
          key={c}
          transform={
            cluster.angle
              ? `rotate(${cluster.angle} ${cluster.centre[0] + shiftX} ${cluster.centre[1] + shiftY})`
              : undefined
          }
        >
          {cluster.keys.map((key, k) => {
            const x = cluster.origin[0] + shiftX + key.x * U;
            const y = cluster.origin[1] + shiftY + key.y * U;
            const w = key.w * U - INSET;
            return (
              <g
                key={k}
                className={key.accent ? 'custom-art__key custom-art__key--accent' : 'custom-art__key'}
              >
                <rect x={x} y={y} width={w} height={U - INSET} rx="6" className="custom-art__skirt" />
                <rect
                  x={x + 5}
                  y={y + 4}
                  width={w - 10}
                  height={U - INSET - 13}
                  rx="4"
                  className="custom-art__top"
                />
              </g>
            );
          })}
        </g>
      ))}

      {bars.map((bar) => {
        const cx = bar.x + barWidth / 2;
        const cy = barTop + barLength / 2;
        const empty = bar.text === '';
        const text = empty ? props.placeholder[bar.area] : bar.text;
        return (
          <g
            key={bar.area}
            className={`custom-art__bar${props.active === bar.area ? ' is-active' : ''}${empty ? ' is-empty' : ''}`}
            data-area={bar.area}
          >
            <rect
              x={bar.x}
              y={barTop}
              width={barWidth}
              height={barLength}
              rx={barWidth / 2}
              className="custom-art__bar-glass"
            />
            <text
              x={cx}
              y={cy}
              transform={`rotate(${bar.rotate} ${cx} ${cy})`}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={fitSize(text, barLength - 24, 20)}
              className="custom-art__light"
              filter={empty ? undefined : `url(#${id}-glow)`}
            >
              {text}
            </text>
          </g>
        );
      })}

      {/* the rear edge: the USB-C port with the engraving above it */}
      <g
        className={`custom-art__rear${props.active === 'middle' ? ' is-active' : ''}${props.middle === '' ? ' is-empty' : ''}`}
        data-area="middle"
      >
        <rect
          x="2"
          y={rearY}
          width={width - 4}
          height={REAR_HEIGHT}
          rx="18"
          fill={`url(#${id}-rear)`}
          className="custom-art__case"
        />
        <text
          x={portX}
          y={rearY + 28}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={fitSize(props.middle || props.placeholder.middle, width * 0.6, 22)}
          className="custom-art__engraving"
        >
          {props.middle || props.placeholder.middle}
        </text>
        <rect x={portX - 24} y={rearY + 46} width="48" height="14" rx="7" className="custom-art__port" />
        <rect x={portX - 15} y={rearY + 51} width="30" height="4" rx="2" className="custom-art__port-pin" />
      </g>
    </svg>
  );
}
