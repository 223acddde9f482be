import { useSvgId } from './svg-id';

/** A coiled cable seen from above: a prolate cycloid, loops of `radius` advancing `pitch` per turn. */
function coilPath(x0: number, y: number, turns: number, pitch: number, radius: number): string {
  const steps = turns * 24;
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2;
    return `${(x0 + (pitch / (Math.PI * 2)) * a - radius * Math.sin(a)).toFixed(1)},${(y - radius * Math.cos(a) + radius).toFixed(1)}`;
  });
  return `M${points.join(' L')}`;
}

/** A USB-C plug from above: the metal shell, the moulded grip and a strain relief toward the cable. */
function Plug({ x, y, angle }: { x: number; y: number; angle: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${angle})`}>
      <rect x="-10" y="-11" width="26" height="22" rx="5" className="accessories__relief" />
      <rect x="14" y="-17" width="58" height="34" rx="9" className="accessories__grip" />
      <rect x="70" y="-10" width="32" height="20" rx="7" className="accessories__metal" />
      <rect x="76" y="-3" width="20" height="6" rx="3" className="accessories__port" />
    </g>
  );
}

/**
 * Keyboard accessories laid out from above on a dark desk: a wire keycap puller, a switch (its
 * cross stem in the accent), a keycap, a small screwdriver and a coiled braided USB-C cable.
 */
export function AccessoriesArt(props: { label: string; className?: string }) {
  const id = useSvgId('accessories');
  return (
    <svg
      className={`product-art accessories${props.className ? ` ${props.className}` : ''}`}
      viewBox="0 0 1000 600"
      role="img"
      aria-label={props.label}
    >
      <defs>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" style={{ stopColor: 'var(--accent)' }} stopOpacity="0.24" />
          <stop offset="1" style={{ stopColor: 'var(--accent)' }} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-cap`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#34343F" />
          <stop offset="1" stopColor="#16161C" />
        </linearGradient>
        <linearGradient id={`${id}-dish`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1A1A21" />
          <stop offset="1" stopColor="#2E2E38" />
        </linearGradient>
        <linearGradient id={`${id}-housing`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="rgba(226,232,244,0.5)" />
          <stop offset="1" stopColor="rgba(150,160,180,0.22)" />
        </linearGradient>
      </defs>
      <ellipse cx="500" cy="300" rx="520" ry="300" fill={`url(#${id}-glow)`} />

      {/* the keycap puller: a steel ring and two wire loops with hooked tips */}
      <g className="accessories__puller" transform="translate(70 60) rotate(8)">
        <circle cx="80" cy="110" r="50" className="accessories__wire accessories__wire--ring" />
        <path
          d="M126 92 C170 70 220 62 380 62 C396 62 404 70 400 80 L392 86 M126 128 C170 150 220 158 380 158 C396 158 404 150 400 140 L392 134"
          className="accessories__wire"
        />
      </g>

      {/* a switch from above: bottom housing and clips, the translucent top, the cross stem */}
      <g transform="translate(560 70)">
        <rect x="8" y="10" width="150" height="150" rx="12" fill="#000" opacity="0.45" />
        <rect x="-6" y="52" width="12" height="40" rx="3" className="accessories__clip" />
        <rect x="144" y="52" width="12" height="40" rx="3" className="accessories__clip" />
        <rect width="150" height="150" rx="12" className="accessories__housing-bottom" />
        <path
          d="M14 14 H136 L122 40 V110 L136 136 H14 L28 110 V40 Z"
          fill={`url(#${id}-housing)`}
          className="accessories__housing-top"
        />
        <rect
          x="28"
          y="40"
          width="94"
          height="70"
          rx="6"
          fill={`url(#${id}-housing)`}
          className="accessories__housing-top"
        />
        <rect x="60" y="18" width="30" height="12" rx="3" className="accessories__led-window" />
        <path d="M66 56 H84 V66 H94 V84 H84 V94 H66 V84 H56 V66 H66 Z" className="accessories__stem" />
      </g>

      {/* a keycap from above: the skirt, the dished top and a legend in the accent */}
      <g transform="translate(790 60) rotate(-9 75 75)">
        <rect x="10" y="12" width="150" height="150" rx="16" fill="#000" opacity="0.45" />
        <rect width="150" height="150" rx="16" fill={`url(#${id}-cap)`} className="accessories__cap" />
        <rect
          x="22"
          y="16"
          width="106"
          height="104"
          rx="22"
          fill={`url(#${id}-dish)`}
          className="accessories__dish"
        />
        <path d="M58 62 L75 45 L92 62 M75 45 V92" className="accessories__legend" />
      </g>

      {/* a small screwdriver: ridged handle, ferrule and shaft */}
      <g transform="translate(470 300) rotate(-6)">
        <rect x="6" y="8" width="420" height="44" rx="22" fill="#000" opacity="0.4" />
        <rect width="170" height="46" rx="23" className="accessories__handle" />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <line key={i} x1={34 + i * 20} y1="12" x2={34 + i * 20} y2="34" className="accessories__ridge" />
        ))}
        <rect x="166" y="13" width="30" height="20" rx="4" className="accessories__metal" />
        <rect x="194" y="18" width="200" height="10" rx="3" className="accessories__metal" />
        <path d="M394 18 L414 21 V25 L394 28 Z" className="accessories__metal" />
      </g>

      {/* the coiled braided cable with its two USB-C plugs */}
      <g>
        <path
          d={`M130 440 L200 440 ${coilPath(200, 440, 9, 46, 34).replace(/^M/, 'L')} L626 440 C700 440 720 500 830 500`}
          className="accessories__cable"
        />
        <path
          d={`M130 440 L200 440 ${coilPath(200, 440, 9, 46, 34).replace(/^M/, 'L')} L626 440 C700 440 720 500 830 500`}
          className="accessories__braid"
        />
        <Plug x={130} y={440} angle={180} />
        <Plug x={828} y={500} angle={0} />
      </g>
    </svg>
  );
}
