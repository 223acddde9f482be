import { useSvgId } from './svg-id';

/** A symmetric mouse from above: split buttons, the wheel, and an infinity loop of light on the palm. */
export function MouseArt({ label, className }: { label: string; className?: string }) {
  const id = useSvgId('mouse');
  const shell =
    'M200 40 C 290 40 330 120 330 250 C 330 390 290 470 200 470 C 110 470 70 390 70 250 C 70 120 110 40 200 40 Z';
  return (
    <svg
      className={`product-art mouse${className ? ` ${className}` : ''}`}
      viewBox="0 0 400 520"
      role="img"
      aria-label={label}
    >
      <defs>
        <linearGradient id={`${id}-shell`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#30303B" />
          <stop offset="1" stopColor="#121217" />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" style={{ stopColor: 'var(--accent)' }} stopOpacity="0.35" />
          <stop offset="1" style={{ stopColor: 'var(--accent)' }} stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="200" cy="260" rx="200" ry="250" fill={`url(#${id}-glow)`} />
      <ellipse cx="210" cy="488" rx="130" ry="18" fill="#000" opacity="0.6" />
      <path d={shell} fill={`url(#${id}-shell)`} stroke="#3F3F4C" strokeWidth="2" />
      <path d="M200 42 V190" stroke="#0B0B0F" strokeWidth="3" />
      <path d="M76 196 C 140 184 260 184 324 196" fill="none" stroke="#0B0B0F" strokeWidth="3" />
      <rect x="186" y="82" width="28" height="62" rx="14" className="mouse__wheel" />
      <path
        d="M200 320 C 170 280 120 280 120 320 C 120 360 170 360 200 320 C 230 280 280 280 280 320 C 280 360 230 360 200 320 Z"
        fill="none"
        className="mouse__loop"
      />
      <path
        d="M110 70 C 140 52 170 46 196 46"
        fill="none"
        stroke="rgba(255,255,255,0.35)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
