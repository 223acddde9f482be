import { useSvgId } from './svg-id';

/** Arcs of koi scales laid in rows (deterministic), printed near one end of the rest. */
function scales(): string[] {
  const arcs: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 6; col++) {
      const x = 470 + col * 34 + (row % 2) * 17;
      const y = 40 + row * 26;
      arcs.push(`M${x - 16},${y} A16 16 0 0 0 ${x + 16},${y}`);
    }
  }
  return arcs;
}
const SCALES = scales();

/**
 * A wrist rest in a dimetric view: a long rounded slab, its sloped front edge and a pattern of
 * koi scales at one end; `compact` is the length for 60-65% boards.
 */
export function WristRestArt(props: { length?: 'full' | 'compact'; label: string; className?: string }) {
  const id = useSvgId('rest');
  const length = props.length === 'compact' ? 560 : 720;
  const project = `matrix(0.96 0.16 -0.7 0.4 ${props.length === 'compact' ? 190 : 150} 60)`;
  return (
    <svg
      className={`product-art wrist-rest${props.className ? ` ${props.className}` : ''}`}
      viewBox="0 0 900 360"
      role="img"
      aria-label={props.label}
    >
      <defs>
        <linearGradient id={`${id}-top`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#34343F" />
          <stop offset="1" stopColor="#17171D" />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" style={{ stopColor: 'var(--accent)' }} stopOpacity="0.28" />
          <stop offset="1" style={{ stopColor: 'var(--accent)' }} stopOpacity="0" />
        </radialGradient>
        <clipPath id={`${id}-clip`}>
          <rect width={length} height="150" rx="40" />
        </clipPath>
      </defs>
      <ellipse cx="450" cy="190" rx="450" ry="170" fill={`url(#${id}-glow)`} />
      <g transform="translate(0 34)">
        <rect width={length} height="150" rx="40" transform={project} fill="#07070A" />
      </g>
      <g transform="translate(0 18)">
        <rect width={length} height="150" rx="40" transform={project} fill="#101015" />
      </g>
      <g transform={project}>
        <rect width={length} height="150" rx="40" fill={`url(#${id}-top)`} />
        <g clipPath={`url(#${id}-clip)`}>
          <g transform={`translate(${length - 720} 0)`}>
            {SCALES.map((d) => (
              <path key={d} d={d} fill="none" className="wrist-rest__scale" />
            ))}
          </g>
        </g>
        <rect
          x="10"
          y="10"
          width={length - 20}
          height="130"
          rx="32"
          fill="none"
          className="wrist-rest__edge"
        />
      </g>
    </svg>
  );
}
