import { useSvgId } from './svg-id';

/**
 * A phone case from the back: the camera island and its three lenses, a magnetic charging ring,
 * and rings of light spreading out from the centre (the "emptiness" print).
 */
export function PhoneCaseArt({ label, className }: { label: string; className?: string }) {
  const id = useSvgId('case');
  return (
    <svg
      className={`product-art phone-case${className ? ` ${className}` : ''}`}
      viewBox="0 0 420 620"
      role="img"
      aria-label={label}
    >
      <defs>
        <linearGradient id={`${id}-shell`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2C2C36" />
          <stop offset="1" stopColor="#111116" />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" style={{ stopColor: 'var(--accent)' }} stopOpacity="0.3" />
          <stop offset="1" style={{ stopColor: 'var(--accent)' }} stopOpacity="0" />
        </radialGradient>
        <clipPath id={`${id}-clip`}>
          <rect x="80" y="40" width="260" height="540" rx="48" />
        </clipPath>
      </defs>
      <ellipse cx="210" cy="310" rx="210" ry="300" fill={`url(#${id}-glow)`} />
      <rect x="352" y="150" width="8" height="70" rx="4" className="phone-case__button" />
      <rect x="60" y="140" width="8" height="44" rx="4" className="phone-case__button" />
      <rect x="60" y="196" width="8" height="44" rx="4" className="phone-case__button" />
      <rect x="70" y="30" width="280" height="560" rx="56" fill="#0A0A0E" stroke="#3F3F4C" strokeWidth="2" />
      <rect x="80" y="40" width="260" height="540" rx="48" fill={`url(#${id}-shell)`} />
      <g clipPath={`url(#${id}-clip)`}>
        {[50, 90, 130, 170, 210, 250].map((r, i) => (
          <circle
            key={r}
            cx="210"
            cy="360"
            r={r}
            fill="none"
            className="phone-case__ring"
            opacity={0.9 - i * 0.13}
          />
        ))}
      </g>
      <circle cx="210" cy="360" r="30" fill="none" className="phone-case__magnet" />
      <rect x="100" y="62" width="132" height="132" rx="34" fill="#0B0B0F" stroke="#454553" strokeWidth="2" />
      {[
        [136, 98],
        [136, 158],
        [196, 128],
      ].map(([cx, cy]) => (
        <g key={`${cx}-${cy}`}>
          <circle cx={cx} cy={cy} r="24" fill="#16161C" stroke="#4A4A58" strokeWidth="3" />
          <circle cx={cx} cy={cy} r="11" fill="#050508" />
          <circle cx={(cx ?? 0) - 4} cy={(cy ?? 0) - 4} r="3" fill="rgba(255,255,255,0.5)" />
        </g>
      ))}
      <circle cx="200" cy="82" r="6" className="phone-case__flash" />
    </svg>
  );
}
