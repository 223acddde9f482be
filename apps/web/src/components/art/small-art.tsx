import { LedMatrix } from './led-matrix';
import { useSvgId } from './svg-id';

/** A commemorative coin, face on, with the cat-eared M of the brand struck into it. */
export function CoinArt({ label, className }: { label: string; className?: string }) {
  const id = useSvgId('coin');
  return (
    <svg
      className={`product-art coin${className ? ` ${className}` : ''}`}
      viewBox="0 0 420 420"
      role="img"
      aria-label={label}
    >
      <defs>
        <radialGradient id={`${id}-face`} cx="0.4" cy="0.35">
          <stop offset="0" stopColor="#F4F5F8" />
          <stop offset="1" stopColor="#8E919C" />
        </radialGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" style={{ stopColor: 'var(--accent)' }} stopOpacity="0.35" />
          <stop offset="1" style={{ stopColor: 'var(--accent)' }} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="210" cy="210" r="210" fill={`url(#${id}-glow)`} />
      <circle cx="216" cy="216" r="150" fill="#07070A" />
      <circle cx="210" cy="210" r="150" fill={`url(#${id}-face)`} />
      <circle cx="210" cy="210" r="128" fill="none" stroke="#6E717C" strokeWidth="3" strokeDasharray="2 7" />
      <path
        d="M146 262 V160 l32 32 h64 l32 -32 v102"
        fill="none"
        stroke="#4A4D57"
        strokeWidth="16"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx="188" cy="234" r="9" style={{ fill: 'var(--accent)' }} />
      <circle cx="232" cy="234" r="9" style={{ fill: 'var(--accent)' }} />
    </svg>
  );
}

/** A T-shirt laid flat with a dot-matrix print across the chest. */
export function ApparelArt({ label, className }: { label: string; className?: string }) {
  const id = useSvgId('tee');
  return (
    <svg
      className={`product-art apparel${className ? ` ${className}` : ''}`}
      viewBox="0 0 520 480"
      role="img"
      aria-label={label}
    >
      <path
        d="M180 40 C 200 70 320 70 340 40 L 470 100 L 430 200 L 380 180 L 380 440 L 140 440 L 140 180 L 90 200 L 50 100 Z"
        fill="#1B1B22"
        stroke="#3F3F4C"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M180 40 C 200 70 320 70 340 40" fill="none" stroke="#4A4A58" strokeWidth="6" />
      <LedMatrix id={`${id}-led`} x={170} y={150} width={180} height={80} text="MIAO" pitch={8} />
    </svg>
  );
}

/** A contest trophy: a cup standing on a dot-matrix plinth. */
export function ContestArt({ label, className }: { label: string; className?: string }) {
  const id = useSvgId('cup');
  return (
    <svg
      className={`product-art contest${className ? ` ${className}` : ''}`}
      viewBox="0 0 420 480"
      role="img"
      aria-label={label}
    >
      <defs>
        <linearGradient id={`${id}-cup`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--accent)' }} />
          <stop offset="1" stopColor="#1B1B22" />
        </linearGradient>
      </defs>
      <path
        d="M120 60 H300 V150 C 300 210 260 250 210 250 C 160 250 120 210 120 150 Z"
        fill={`url(#${id}-cup)`}
      />
      <path
        d="M120 90 H70 C 70 160 100 190 130 190 M300 90 H350 C 350 160 320 190 290 190"
        fill="none"
        stroke="#8A8A96"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <rect x="195" y="250" width="30" height="60" fill="#8A8A96" />
      <rect x="150" y="306" width="120" height="20" rx="6" fill="#8A8A96" />
      <LedMatrix id={`${id}-led`} x={90} y={336} width={240} height={100} text="LED" pitch={10} />
    </svg>
  );
}
