import { circle, roundedRect } from './svg-paths';

/**
 * A 65% keyboard drawn from its layout (DESIGN.md: product art as SVG from data): rows of keys
 * with their real widths in units and an LED dot-matrix panel lit with the page accent.
 */
const ROWS: number[][] = [
  [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1],
  [1.5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.5, 1],
  [1.75, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2.25, 1],
  [2.25, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1.75, 1, 1],
  [1.25, 1.25, 1.25, 6.25, 1, 1, 1, 1, 1, 1],
];

const UNIT = 40;
const GAP = 4;
const PAD = 22;
const PANEL_ROWS = 7;
const PANEL_COLS = 48;
const DOT = 12.2;
const STEP_X = (16 * UNIT - 24) / (PANEL_COLS - 1);

// A static glyph for the panel: "MIAO" in a 5x7 dot font, centred.
const GLYPHS: Record<string, string[]> = {
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  I: ['11111', '00100', '00100', '00100', '00100', '00100', '11111'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
};

function litDots(word: string): Set<string> {
  const lit = new Set<string>();
  const width = word.length * 6 - 1;
  const start = Math.floor((PANEL_COLS - width) / 2);
  [...word].forEach((letter, index) => {
    GLYPHS[letter]?.forEach((row, y) =>
      [...row].forEach((bit, x) => {
        if (bit === '1') lit.add(`${start + index * 6 + x},${y}`);
      }),
    );
  });
  return lit;
}

const LIT = litDots('MIAO');

/** The lit dots by their column's place in the pulse wave (twelve columns long). */
const WAVES: Array<Array<[number, number]>> = Array.from({ length: 12 }, (_, wave) =>
  [...LIT].map((id) => id.split(',').map(Number) as [number, number]).filter(([x]) => x % 12 === wave),
);

/** Each key's left edge, row and width, from the rows' units. */
const KEYS = ROWS.flatMap((row, r) => {
  let x = PAD;
  return row.map((units) => {
    const key = { x, r, w: units * UNIT - GAP };
    x += units * UNIT;
    return key;
  });
});

export function KeyboardArt({ label }: { label: string }) {
  const keysWidth = 16 * UNIT;
  const width = keysWidth + PAD * 2;
  const panelHeight = PANEL_ROWS * DOT + PAD;
  const keysTop = PAD + panelHeight + 10;
  const height = keysTop + ROWS.length * UNIT + PAD;
  return (
    <svg className="keyboard-art" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <defs>
        <linearGradient id="kb-case" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#23232C" />
          <stop offset="1" stopColor="#111116" />
        </linearGradient>
        <linearGradient id="kb-key" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2E2E38" />
          <stop offset="1" stopColor="#1B1B22" />
        </linearGradient>
        {/* the unlit dots of the panel, repeated */}
        <pattern
          id="kb-dots"
          x={PAD + 12 - STEP_X / 2}
          y={PAD + 12 - DOT / 2}
          width={STEP_X}
          height={DOT}
          patternUnits="userSpaceOnUse"
        >
          <circle cx={STEP_X / 2} cy={DOT / 2} r="2.4" className="dot" />
        </pattern>
      </defs>
      <rect x="1" y="1" width={width - 2} height={height - 2} rx="22" fill="url(#kb-case)" stroke="#34343F" />
      <rect x={PAD} y={PAD} width={keysWidth} height={panelHeight - PAD / 2} rx="10" fill="#08080B" />
      <rect
        x={PAD + 12 - STEP_X / 2}
        y={PAD + 12 - DOT / 2}
        width={PANEL_COLS * STEP_X}
        height={PANEL_ROWS * DOT}
        fill="url(#kb-dots)"
      />
      {/* the lit dots pulse in a wave along the columns: each twelfth column's dots pulse as one
          group, and the glow is the panel's, so a frame restyles twelve elements and filters once */}
      <g className="keyboard-art__panel">
        {WAVES.map((wave, i) =>
          wave.length === 0 ? null : (
            <path
              key={i}
              className="keyboard-art__wave"
              style={{ animationDelay: `${i * 90}ms` }}
              d={wave.map(([x, y]) => circle(PAD + 12 + x * STEP_X, PAD + 12 + y * DOT, 3.4)).join('')}
            />
          ),
        )}
      </g>
      {/* the keys as one path of skirts and one of tops (svg-paths.ts), not two elements a key */}
      <path
        d={KEYS.map(({ x, r, w }) => roundedRect(x, keysTop + r * UNIT, w, UNIT - GAP, 6)).join('')}
        fill="url(#kb-key)"
        stroke="#3A3A46"
        strokeWidth="1"
      />
      <path
        d={KEYS.map(({ x, r, w }) =>
          roundedRect(x + 5, keysTop + r * UNIT + 4, w - 10, UNIT - GAP - 13, 4),
        ).join('')}
        fill="#30303B"
      />
      <rect className="keyboard-art__edge" x="24" y={height - 4} width={width - 48} height="2" rx="1" />
    </svg>
  );
}
