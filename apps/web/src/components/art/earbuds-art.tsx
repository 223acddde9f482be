import { useSvgId } from './svg-id';

function Bud({ x, flip }: { x: number; flip?: boolean }) {
  return (
    <g transform={`translate(${x} 70)${flip ? ' scale(-1 1)' : ''}`}>
      <ellipse cx="0" cy="40" rx="44" ry="40" className="earbuds__bud" />
      <ellipse cx="-22" cy="40" rx="16" ry="20" className="earbuds__tip" />
      <rect x="14" y="40" width="26" height="120" rx="13" className="earbuds__bud" />
      <rect x="22" y="58" width="10" height="48" rx="5" className="earbuds__light" />
    </g>
  );
}

/** True-wireless earbuds above their charging case, the case's lid seam and charge light lit. */
export function EarbudsArt({ label, className }: { label: string; className?: string }) {
  const id = useSvgId('buds');
  return (
    <svg
      className={`product-art earbuds${className ? ` ${className}` : ''}`}
      viewBox="0 0 520 460"
      role="img"
      aria-label={label}
    >
      <defs>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" style={{ stopColor: 'var(--accent)' }} stopOpacity="0.3" />
          <stop offset="1" style={{ stopColor: 'var(--accent)' }} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-case`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2E2E38" />
          <stop offset="1" stopColor="#121217" />
        </linearGradient>
      </defs>
      <ellipse cx="260" cy="240" rx="260" ry="220" fill={`url(#${id}-glow)`} />
      <Bud x={170} />
      <Bud x={350} flip />
      <ellipse cx="260" cy="432" rx="170" ry="16" fill="#000" opacity="0.55" />
      <rect
        x="110"
        y="270"
        width="300"
        height="160"
        rx="64"
        fill={`url(#${id}-case)`}
        stroke="#3F3F4C"
        strokeWidth="2"
      />
      <path d="M116 318 H404" stroke="#0B0B0F" strokeWidth="3" />
      <rect x="236" y="360" width="48" height="6" rx="3" className="earbuds__light" />
    </svg>
  );
}
