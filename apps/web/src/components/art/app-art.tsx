import { LAYOUTS, placeKeys } from './keyboard-layouts';
import { LedMatrix } from './led-matrix';
import { useSvgId } from './svg-id';
import { byLook, roundedRect } from './svg-paths';

const KEYS = placeKeys(LAYOUTS['65'].clusters[0]!);
/** The keys by look, each look one path: the 32nd key is the selected one, accent keys keep their colour. */
const KEY_LOOKS = byLook(KEYS.keys, (key, i) =>
  i === 31 ? 'app__key app__key--selected' : key.accent ? 'app__key app__key--accent' : 'app__key',
);

/**
 * The device-management app: a desktop window with the device list, the connected keyboard
 * drawn from its layout (one key selected for remapping), the panel preview and a firmware update.
 */
export function AppArt({ label, className }: { label: string; className?: string }) {
  const id = useSvgId('app');
  const unit = 26;
  const kx = 330;
  const ky = 250;
  return (
    <svg
      className={`product-art app${className ? ` ${className}` : ''}`}
      viewBox="0 0 1000 640"
      role="img"
      aria-label={label}
    >
      <defs>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" style={{ stopColor: 'var(--accent)' }} stopOpacity="0.25" />
          <stop offset="1" style={{ stopColor: 'var(--accent)' }} stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="500" cy="330" rx="500" ry="320" fill={`url(#${id}-glow)`} />
      <rect x="40" y="30" width="920" height="580" rx="18" fill="#15151B" stroke="#34343F" strokeWidth="2" />
      <path d="M40 78 H960" stroke="#2A2A34" strokeWidth="2" />
      {['#FF6B6B', '#FFC94D', '#3BD68A'].map((fill, i) => (
        <circle key={fill} cx={70 + i * 24} cy="54" r="7" fill={fill} opacity="0.85" />
      ))}
      {/* sidebar: devices */}
      <rect x="40" y="78" width="240" height="532" fill="#111116" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect
            x="60"
            y={110 + i * 64}
            width="200"
            height="48"
            rx="10"
            className={i === 0 ? 'app__item app__item--active' : 'app__item'}
          />
          <rect x="76" y={126 + i * 64} width="16" height="16" rx="4" className="app__icon" />
          <rect x="104" y={128 + i * 64} width={110 - i * 14} height="10" rx="5" className="app__text" />
        </g>
      ))}
      {/* panel preview */}
      <LedMatrix
        id={`${id}-led`}
        x={kx}
        y={110}
        width={16 * unit - 4}
        height={96}
        text="HELLO"
        pitch={10}
        marquee
      />
      {/* keyboard */}
      <rect
        x={kx - 14}
        y={ky - 14}
        width={16 * unit + 24}
        height={5 * unit + 24}
        rx="14"
        fill="#1E1E26"
        stroke="#34343F"
      />
      {/* the keys as one path per look (svg-paths.ts), not an element each */}
      {KEY_LOOKS.map(([look, keys]) => (
        <path
          key={look}
          className={look}
          d={keys
            .map((key) => roundedRect(kx + key.x * unit, ky + key.y * unit, key.w * unit - 4, unit - 4, 4))
            .join('')}
        />
      ))}
      {/* firmware update */}
      <rect x={kx - 14} y="450" width={16 * unit + 24} height="120" rx="14" fill="#1A1A21" stroke="#2A2A34" />
      <rect x={kx + 10} y="478" width="180" height="12" rx="6" className="app__text" />
      <rect x={kx + 10} y="520" width={16 * unit - 20} height="12" rx="6" fill="#2A2A34" />
      <rect
        x={kx + 10}
        y="520"
        width={(16 * unit - 20) * 0.72}
        height="12"
        rx="6"
        className="app__progress"
      />
    </svg>
  );
}
