import { useSvgId } from './svg-id';

type Scene = 'planet' | 'nebula' | 'comet' | 'eclipse';

const STARS: Array<[number, number, number]> = [
  [150, 190, 2.2],
  [212, 150, 1.4],
  [268, 230, 1.8],
  [330, 170, 1.2],
  [356, 262, 2.4],
  [180, 300, 1.3],
  [244, 330, 1.6],
  [310, 318, 1.1],
  [138, 250, 1.5],
];

/**
 * A cast-resin artisan keycap in a three-quarter view: a clear body with a small cosmos set
 * inside it (a ringed planet, a nebula, a comet or an eclipse), lit with the accent or `hue`.
 */
export function KeycapArt(props: { scene: Scene; hue?: string; label: string; className?: string }) {
  const id = useSvgId('keycap');
  const colour = props.hue ?? 'var(--accent)';
  // seen from the front and a little above: the front face narrows to the top, the dished top
  // surface recedes behind it
  const front = 'M150 170 L350 170 L396 372 Q250 392 104 372 Z';
  const top = 'M176 112 L324 112 L350 170 L150 170 Z';
  const body = `${front} ${top}`;
  return (
    <svg
      className={`product-art keycap${props.className ? ` ${props.className}` : ''}`}
      viewBox="0 0 500 460"
      role="img"
      aria-label={props.label}
    >
      <defs>
        <linearGradient id={`${id}-resin`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="rgba(255,255,255,0.22)" />
          <stop offset="0.5" stopColor="rgba(120,130,170,0.10)" />
          <stop offset="1" stopColor="rgba(10,10,20,0.55)" />
        </linearGradient>
        <radialGradient id={`${id}-core`}>
          <stop offset="0" style={{ stopColor: colour }} stopOpacity="0.95" />
          <stop offset="0.55" style={{ stopColor: colour }} stopOpacity="0.35" />
          <stop offset="1" style={{ stopColor: colour }} stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" style={{ stopColor: colour }} stopOpacity="0.35" />
          <stop offset="1" style={{ stopColor: colour }} stopOpacity="0" />
        </radialGradient>
        <clipPath id={`${id}-clip`}>
          <path d={body} />
        </clipPath>
      </defs>
      <ellipse cx="250" cy="250" rx="240" ry="210" fill={`url(#${id}-glow)`} />
      <ellipse cx="250" cy="398" rx="170" ry="20" fill="#000" opacity="0.55" />
      <path d={body} fill="#0D0D14" />
      <g clipPath={`url(#${id}-clip)`}>
        {STARS.map(([x, y, r]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#fff" opacity="0.85" />
        ))}
        {props.scene === 'planet' ? (
          <g>
            <circle cx="250" cy="272" r="62" fill={`url(#${id}-core)`} />
            <circle cx="250" cy="272" r="40" style={{ fill: colour }} opacity="0.9" />
            <ellipse
              cx="250"
              cy="275"
              rx="104"
              ry="22"
              fill="none"
              style={{ stroke: colour }}
              strokeWidth="5"
              opacity="0.85"
              transform="rotate(-16 250 275)"
            />
          </g>
        ) : null}
        {props.scene === 'nebula' ? (
          <g>
            <ellipse
              cx="230"
              cy="240"
              rx="120"
              ry="70"
              fill={`url(#${id}-core)`}
              transform="rotate(-24 230 240)"
            />
            <ellipse
              cx="290"
              cy="290"
              rx="90"
              ry="46"
              fill={`url(#${id}-core)`}
              opacity="0.7"
              transform="rotate(18 290 290)"
            />
            <circle cx="262" cy="262" r="6" fill="#fff" />
          </g>
        ) : null}
        {props.scene === 'comet' ? (
          <g>
            <path
              d="M140 330 Q 230 300 300 220"
              fill="none"
              style={{ stroke: colour }}
              strokeWidth="16"
              strokeLinecap="round"
              opacity="0.35"
            />
            <path
              d="M170 318 Q 240 290 300 220"
              fill="none"
              style={{ stroke: colour }}
              strokeWidth="6"
              strokeLinecap="round"
              opacity="0.8"
            />
            <circle cx="302" cy="218" r="16" fill="#fff" />
            <circle cx="302" cy="218" r="34" fill={`url(#${id}-core)`} />
          </g>
        ) : null}
        {props.scene === 'eclipse' ? (
          <g>
            <circle cx="250" cy="272" r="86" fill={`url(#${id}-core)`} />
            <circle cx="250" cy="272" r="50" fill="#05050A" />
            <circle cx="250" cy="272" r="50" fill="none" style={{ stroke: colour }} strokeWidth="3" />
          </g>
        ) : null}
      </g>
      {/* resin surface: the front face, the dished top, the highlights */}
      <path
        d={front}
        fill={`url(#${id}-resin)`}
        stroke="rgba(255,255,255,0.45)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d={top}
        fill="rgba(255,255,255,0.10)"
        stroke="rgba(255,255,255,0.45)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M186 124 Q250 134 314 124"
        fill="none"
        stroke="rgba(255,255,255,0.35)"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M160 186 L128 350" stroke="rgba(255,255,255,0.55)" strokeWidth="3" strokeLinecap="round" />
      <path d="M200 118 L300 118" stroke="rgba(255,255,255,0.6)" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
