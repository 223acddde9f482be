import type { KeyboardLayout } from './art-spec';

/**
 * Keyboard layouts as rows of key widths in units (1u = one alphanumeric key). A negative number
 * is an empty gap of that width; `{ w, accent }` marks a key lit with the page accent (Esc,
 * Enter, the arrows). The drawing in keyboard-from-layout.tsx places every key at its real width.
 */
export type KeyToken = number | { w: number; accent: true };
export type Row = KeyToken[];

export interface Cluster {
  rows: Row[];
  /** Extra space (units) below a row, e.g. between the function row and the number row. */
  gapAfter?: Partial<Record<number, number>>;
  /** Rows are aligned to the right edge (the right half of a split board). */
  alignRight?: boolean;
  /** Position of the cluster's top-left corner in units. */
  x: number;
  y: number;
  /** Rotation in degrees about the cluster's centre (SVG: positive is clockwise). */
  rotate?: number;
}

export interface LayoutDef {
  clusters: Cluster[];
  /** Which clusters share one case: one case for a slab or an Alice board, one per half for a split. */
  cases: number[][];
}

const A = (w: number): KeyToken => ({ w, accent: true });
const ones = (n: number): number[] => Array.from({ length: n }, () => 1);

const ROWS_60: Row[] = [
  [A(1), ...ones(12), 2],
  [1.5, ...ones(12), 1.5],
  [1.75, ...ones(11), A(2.25)],
  [2.25, ...ones(10), 2.75],
  [1.25, 1.25, 1.25, 6.25, 1.25, 1.25, 1.25, 1.25],
];

const ROWS_65: Row[] = [
  [A(1), ...ones(12), 2, 1],
  [1.5, ...ones(12), 1.5, 1],
  [1.75, ...ones(11), A(2.25), 1],
  [2.25, ...ones(10), 1.75, A(1), 1],
  [1.25, 1.25, 1.25, 6.25, 1, 1, 1, A(1), A(1), A(1)],
];

const ROWS_80: Row[] = [
  [A(1), -1, ...ones(4), -0.5, ...ones(4), -0.5, ...ones(4), -0.25, 1, 1, 1],
  [...ones(13), 2, -0.25, 1, 1, 1],
  [1.5, ...ones(12), 1.5, -0.25, 1, 1, 1],
  [1.75, ...ones(11), A(2.25)],
  [2.25, ...ones(10), 2.75, -1.25, A(1)],
  [1.25, 1.25, 1.25, 6.25, 1.25, 1.25, 1.25, 1.25, -0.25, A(1), A(1), A(1)],
];

// An ergonomic split: each half angled for its hand, thumbs on their own space bars.
const SPLIT_LEFT: Row[] = [
  [A(1), ...ones(6)],
  [1.5, ...ones(5)],
  [1.75, ...ones(5)],
  [2.25, ...ones(5)],
  [1.25, 1.25, 1.25, 2.75],
];
const SPLIT_RIGHT: Row[] = [
  [...ones(6), 2],
  [...ones(7), 1.5],
  [...ones(6), A(2.25)],
  [...ones(5), 2.75],
  [2.25, 1.25, 1.25, 1.25, 1.25],
];

// Alice style: two angled clusters in one case, a B key on each side, arrows and a nav column on the right.
const ALICE_LEFT: Row[] = [
  [A(1), ...ones(6)],
  [1.5, ...ones(5)],
  [1.75, ...ones(5)],
  [2.25, ...ones(5)],
  [1.5, -1, 1.5, 2.25],
];
const ALICE_RIGHT: Row[] = [
  [...ones(6), 2, 1],
  [...ones(7), 1.5, 1],
  [...ones(6), A(2.25), 1],
  [...ones(5), 1.75, A(1), 1],
  [2.75, 1.5, -0.5, A(1), A(1), A(1)],
];

export const LAYOUTS: Record<KeyboardLayout, LayoutDef> = {
  '60': { clusters: [{ rows: ROWS_60, x: 0, y: 0 }], cases: [[0]] },
  '65': { clusters: [{ rows: ROWS_65, x: 0, y: 0 }], cases: [[0]] },
  '80': { clusters: [{ rows: ROWS_80, x: 0, y: 0, gapAfter: { 0: 0.5 } }], cases: [[0]] },
  split: {
    clusters: [
      { rows: SPLIT_LEFT, x: 0, y: 0, rotate: 9 },
      { rows: SPLIT_RIGHT, x: 10.6, y: 0, rotate: -9, alignRight: true },
    ],
    cases: [[0], [1]],
  },
  alice: {
    clusters: [
      { rows: ALICE_LEFT, x: 0, y: 0, rotate: 8 },
      { rows: ALICE_RIGHT, x: 7.7, y: 0, rotate: -8, alignRight: true },
    ],
    cases: [[0, 1]],
  },
};

export interface PlacedKey {
  x: number;
  y: number;
  w: number;
  accent: boolean;
}

function tokenWidth(token: KeyToken): number {
  return typeof token === 'number' ? Math.abs(token) : token.w;
}

export function rowWidth(row: Row): number {
  return row.reduce<number>((sum, token) => sum + tokenWidth(token), 0);
}

/** Key positions of one cluster in units, relative to its top-left corner. */
export function placeKeys(cluster: Cluster): { keys: PlacedKey[]; width: number; height: number } {
  const width = Math.max(...cluster.rows.map(rowWidth));
  const keys: PlacedKey[] = [];
  let y = 0;
  cluster.rows.forEach((row, r) => {
    let x = cluster.alignRight ? width - rowWidth(row) : 0;
    for (const token of row) {
      const w = tokenWidth(token);
      if (typeof token !== 'number' || token > 0) {
        keys.push({ x, y, w, accent: typeof token !== 'number' });
      }
      x += w;
    }
    y += 1 + (cluster.gapAfter?.[r] ?? 0);
  });
  return { keys, width, height: y };
}

/** Key count of a layout (used by content checks and the art's accessible label). */
export function keyCount(layout: KeyboardLayout): number {
  return LAYOUTS[layout].clusters.reduce((sum, cluster) => sum + placeKeys(cluster).keys.length, 0);
}
