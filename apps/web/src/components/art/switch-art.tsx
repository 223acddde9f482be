import { useSvgId } from './svg-id';

const HOUSING: Record<'silver' | 'clear' | 'smoke', [string, string]> = {
  silver: ['rgba(226,232,244,0.55)', 'rgba(150,160,180,0.35)'],
  clear: ['rgba(240,246,255,0.35)', 'rgba(200,214,235,0.18)'],
  smoke: ['rgba(90,90,110,0.7)', 'rgba(40,40,52,0.7)'],
};

/**
 * A mechanical switch from the front: cross stem in the accent, a translucent top housing with
 * the spring showing through, the bottom housing and its pins.
 */
export function SwitchArt(props: {
  housing?: 'silver' | 'clear' | 'smoke';
  label: string;
  className?: string;
}) {
  const id = useSvgId('switch');
  const [light, dark] = HOUSING[props.housing ?? 'silver'];
  const spring = Array.from({ length: 9 }, (_, i) => `${i % 2 ? 238 : 162},${236 + i * 11}`).join(' ');
  return (
    <svg
      className={`product-art switch${props.className ? ` ${props.className}` : ''}`}
      viewBox="0 0 400 500"
      role="img"
      aria-label={props.label}
    >
      <defs>
        <linearGradient id={`${id}-top`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
        <linearGradient id={`${id}-bottom`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2C2C36" />
          <stop offset="1" stopColor="#16161C" />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" style={{ stopColor: 'var(--accent)' }} stopOpacity="0.4" />
          <stop offset="1" style={{ stopColor: 'var(--accent)' }} stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="200" cy="250" rx="200" ry="230" fill={`url(#${id}-glow)`} />
      <ellipse cx="200" cy="470" rx="150" ry="14" fill="#000" opacity="0.5" />
      {/* bottom housing, its clips, the pins and the centre post */}
      <rect x="186" y="400" width="28" height="34" rx="8" className="switch__post" />
      <rect x="122" y="398" width="9" height="66" rx="3" className="switch__pin" />
      <rect x="268" y="398" width="9" height="54" rx="3" className="switch__pin" />
      <rect
        x="62"
        y="322"
        width="276"
        height="80"
        rx="10"
        fill={`url(#${id}-bottom)`}
        stroke="#3A3A46"
        strokeWidth="1.5"
      />
      <rect x="44" y="334" width="20" height="18" rx="4" className="switch__clip" />
      <rect x="336" y="334" width="20" height="18" rx="4" className="switch__clip" />
      {/* the stem: its slider inside the housing, the column and the cross on top */}
      <rect x="148" y="186" width="104" height="36" rx="8" className="switch__slider" />
      <polyline points={spring} fill="none" className="switch__spring" />
      {/* top housing: the plateau (seen from a little above) and the translucent front */}
      <path
        d="M124 150 H276 L296 186 H104 Z"
        fill={`url(#${id}-top)`}
        stroke="rgba(255,255,255,0.6)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M104 186 H296 L330 322 H70 Z"
        fill={`url(#${id}-top)`}
        stroke="rgba(255,255,255,0.55)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M118 198 H282" stroke="rgba(255,255,255,0.65)" strokeWidth="3" strokeLinecap="round" />
      <rect x="176" y="276" width="48" height="18" rx="4" className="switch__led-window" />
      <g className="switch__stem">
        <rect x="178" y="94" width="44" height="72" rx="6" />
        {/* the + of the stem's top, foreshortened */}
        <path d="M186 84 H214 L218 94 H182 Z M194 74 H206 L210 104 H190 Z" className="switch__cross" />
      </g>
    </svg>
  );
}

/**
 * The force-travel graph of a linear switch: the press rises from its preload to the actuation
 * point and on to bottom-out; the return runs slightly lower.
 */
export function ForceCurveArt(props: {
  actuationGf: number;
  bottomOutGf: number;
  travelMm: number;
  label: string;
  className?: string;
}) {
  const { actuationGf, bottomOutGf, travelMm } = props;
  const maxMm = Math.ceil(travelMm + 0.3);
  const maxGf = Math.ceil((bottomOutGf + 20) / 10) * 10;
  const box = { x: 70, y: 30, w: 520, h: 300 };
  const px = (mm: number) => box.x + (mm / maxMm) * box.w;
  const py = (gf: number) => box.y + box.h - (gf / maxGf) * box.h;
  // linear spring: actuation at 2.0 mm, slope set by the two published forces
  const actuationMm = 2;
  const slope = (bottomOutGf - actuationGf) / (travelMm - actuationMm);
  const preload = actuationGf - slope * actuationMm;
  const press = `M${px(0)},${py(preload)} L${px(travelMm)},${py(bottomOutGf)} L${px(travelMm)},${py(maxGf - 2)}`;
  const release = `M${px(travelMm)},${py(bottomOutGf - 4)} L${px(0)},${py(preload - 4)}`;
  const ticksMm = Array.from({ length: maxMm + 1 }, (_, i) => i);
  const ticksGf = Array.from({ length: maxGf / 10 + 1 }, (_, i) => i * 10);
  return (
    <svg
      className={`product-art force-curve${props.className ? ` ${props.className}` : ''}`}
      viewBox="0 0 640 400"
      role="img"
      aria-label={props.label}
    >
      {ticksGf.map((gf) => (
        <g key={gf}>
          <line x1={box.x} x2={box.x + box.w} y1={py(gf)} y2={py(gf)} className="force-curve__grid" />
          <text x={box.x - 12} y={py(gf) + 5} textAnchor="end" className="art-caption">
            {gf}
          </text>
        </g>
      ))}
      {ticksMm.map((mm) => (
        <text key={mm} x={px(mm)} y={box.y + box.h + 26} textAnchor="middle" className="art-caption">
          {mm}
        </text>
      ))}
      <text x={box.x - 12} y={box.y - 10} textAnchor="end" className="art-caption">
        gf
      </text>
      <text x={box.x + box.w + 34} y={box.y + box.h + 26} className="art-caption">
        mm
      </text>
      <path d={release} fill="none" className="force-curve__release" />
      <path d={press} fill="none" className="force-curve__press" />
      <line
        x1={px(actuationMm)}
        x2={px(actuationMm)}
        y1={py(actuationGf)}
        y2={box.y + box.h}
        className="force-curve__marker"
      />
      <circle cx={px(actuationMm)} cy={py(actuationGf)} r="7" className="force-curve__point" />
      <text x={px(actuationMm) - 12} y={py(actuationGf) - 16} textAnchor="end" className="art-value">
        {`${actuationGf}gf`}
      </text>
      <circle cx={px(travelMm)} cy={py(bottomOutGf)} r="7" className="force-curve__point" />
      <text x={px(travelMm) - 12} y={py(bottomOutGf) - 16} textAnchor="end" className="art-value">
        {`${bottomOutGf}gf`}
      </text>
      <text x={px(travelMm)} y={box.y + box.h + 52} textAnchor="middle" className="art-value">
        {`${travelMm}mm`}
      </text>
    </svg>
  );
}
