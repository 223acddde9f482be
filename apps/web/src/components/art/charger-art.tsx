import { LedMatrix } from './led-matrix';
import { useSvgId } from './svg-id';

/**
 * A GaN wall charger in a three-quarter view: front face with a dot-matrix wattage readout,
 * USB-C ports, folding prongs; with `cable`, a coiled USB-C cable tagged with its rating.
 */
export function ChargerArt(props: {
  watts: number;
  ports?: number;
  cable?: { watts: number; metres: number };
  label: string;
  className?: string;
}) {
  const id = useSvgId('charger');
  const ports = props.ports ?? 2;
  const width = props.cable ? 760 : 460;
  const front = { x: 70, y: 110, w: 230, h: 300 };
  const depth = { x: 64, y: -46 };
  const rounded = { strokeLinejoin: 'round' as const, strokeWidth: 22 };
  const top = [
    [front.x, front.y],
    [front.x + front.w, front.y],
    [front.x + front.w + depth.x, front.y + depth.y],
    [front.x + depth.x, front.y + depth.y],
  ];
  const side = [
    [front.x + front.w, front.y],
    [front.x + front.w + depth.x, front.y + depth.y],
    [front.x + front.w + depth.x, front.y + front.h + depth.y],
    [front.x + front.w, front.y + front.h],
  ];
  const points = (list: number[][]) => list.map((p) => p.join(',')).join(' ');

  return (
    <svg
      className={`product-art charger${props.className ? ` ${props.className}` : ''}`}
      viewBox={`0 0 ${width} 480`}
      role="img"
      aria-label={props.label}
    >
      <defs>
        <linearGradient id={`${id}-front`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2B2B35" />
          <stop offset="1" stopColor="#15151B" />
        </linearGradient>
        <radialGradient id={`${id}-shadow`}>
          <stop offset="0" stopColor="#000" stopOpacity="0.75" />
          <stop offset="1" stopColor="#000" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" style={{ stopColor: 'var(--accent)' }} stopOpacity="0.3" />
          <stop offset="1" style={{ stopColor: 'var(--accent)' }} stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx={width / 2} cy={250} rx={width * 0.48} ry={210} fill={`url(#${id}-glow)`} />
      <ellipse cx={front.x + front.w / 2 + 30} cy={440} rx={200} ry={26} fill={`url(#${id}-shadow)`} />

      {/* folding prongs behind the body */}
      <g className="charger__prong">
        <polygon
          points={points([
            [front.x + front.w + depth.x - 8, 190],
            [front.x + front.w + depth.x + 46, 176],
            [front.x + front.w + depth.x + 46, 190],
            [front.x + front.w + depth.x - 8, 204],
          ])}
        />
        <polygon
          points={points([
            [front.x + front.w + depth.x - 8, 250],
            [front.x + front.w + depth.x + 46, 236],
            [front.x + front.w + depth.x + 46, 250],
            [front.x + front.w + depth.x - 8, 264],
          ])}
        />
      </g>

      <polygon points={points(side)} fill="#101015" stroke="#101015" {...rounded} />
      <polygon points={points(top)} fill="#3A3A46" stroke="#3A3A46" {...rounded} />
      <rect
        x={front.x - 11}
        y={front.y - 11}
        width={front.w + 22}
        height={front.h + 22}
        rx="24"
        fill={`url(#${id}-front)`}
        stroke="#3A3A46"
        strokeWidth="1.5"
      />

      <LedMatrix
        id={`${id}-led`}
        x={front.x + 18}
        y={front.y + 22}
        width={front.w - 36}
        height={108}
        text={`${props.watts}W`}
        pitch={10}
      />

      {Array.from({ length: ports }, (_, i) => {
        const y = front.y + 180 + i * 46;
        return (
          <g key={i} className="charger__port">
            <rect x={front.x + front.w / 2 - 42} y={y} width="84" height="24" rx="12" />
            <rect
              x={front.x + front.w / 2 - 26}
              y={y + 10}
              width="52"
              height="4"
              rx="2"
              className="charger__pin"
            />
          </g>
        );
      })}
      <circle cx={front.x + front.w - 22} cy={front.y + front.h - 20} r="4" className="charger__status" />
      <rect
        x={front.x + 24}
        y={front.y + front.h + 8}
        width={front.w - 48}
        height="2"
        rx="1"
        className="kb__edge"
      />

      {props.cable ? (
        <g className="charger__cable">
          <path
            d="M 352 372 C 420 400, 450 300, 520 300 C 610 300, 640 390, 580 420 C 520 450, 470 360, 540 330 C 610 300, 690 330, 700 250 C 708 190, 660 150, 610 160"
            fill="none"
            className="charger__cord"
          />
          <path
            d="M 352 372 C 420 400, 450 300, 520 300 C 610 300, 640 390, 580 420 C 520 450, 470 360, 540 330 C 610 300, 690 330, 700 250 C 708 190, 660 150, 610 160"
            fill="none"
            className="charger__cord-light"
          />
          <rect
            x="318"
            y="360"
            width="44"
            height="24"
            rx="8"
            className="charger__plug"
            transform="rotate(18 340 372)"
          />
          <rect
            x="578"
            y="146"
            width="44"
            height="26"
            rx="8"
            className="charger__plug"
            transform="rotate(-12 600 159)"
          />
          <g transform="translate(560 40)">
            <rect width="170" height="74" rx="14" className="charger__tag" />
            <LedMatrix
              id={`${id}-tag`}
              x={8}
              y={6}
              width={154}
              height={62}
              text={`${props.cable.watts}W`}
              pitch={7.5}
            />
          </g>
          <text x="645" y="140" textAnchor="middle" className="art-caption">
            {`${props.cable.metres} m`}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
