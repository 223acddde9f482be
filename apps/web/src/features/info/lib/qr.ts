/**
 * A small QR Code encoder (ISO/IEC 18004, byte mode, versions 1-40) for the join-us block, the
 * QR dialog and /qr/: text in, a square matrix of dark and light modules out. No dependency and
 * no canvas, so the server renders the same code the browser shows.
 */

export type QrErrorLevel = 'L' | 'M' | 'Q' | 'H';

export interface QrMatrix {
  version: number;
  /** Modules per side (17 + 4 × version). */
  size: number;
  /** `modules[y][x]` is true for a dark module. */
  modules: boolean[][];
}

// Per error level, indexed by version (index 0 unused): EC codewords per block and number of blocks.
const ECC_PER_BLOCK: Record<QrErrorLevel, readonly number[]> = {
  L: [
    0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  M: [
    0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28,
    28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
  ],
  Q: [
    0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
  H: [
    0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30,
    30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
  ],
};
const BLOCKS: Record<QrErrorLevel, readonly number[]> = {
  L: [
    0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16,
    17, 18, 19, 19, 20, 21, 22, 24, 25,
  ],
  M: [
    0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28,
    29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
  ],
  Q: [
    0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35,
    38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
  ],
  H: [
    0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42,
    45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
  ],
};
/** The two format bits of each level (M is 00, L is 01). */
const LEVEL_BITS: Record<QrErrorLevel, number> = { L: 1, M: 0, Q: 3, H: 2 };

/** Modules left for data and error correction once every function pattern is drawn. */
function rawDataModules(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    modules -= (25 * align - 10) * align - 55;
    if (version >= 7) modules -= 36;
  }
  return modules;
}

function dataCodewords(version: number, level: QrErrorLevel): number {
  return Math.floor(rawDataModules(version) / 8) - ECC_PER_BLOCK[level][version]! * BLOCKS[level][version]!;
}

/** Centres of the alignment patterns along one axis. */
function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const positions = [6];
  for (let pos = version * 4 + 10; positions.length < count; pos -= step) positions.splice(1, 0, pos);
  return positions;
}

// ── Reed-Solomon over GF(256) with the polynomial x^8 + x^4 + x^3 + x^2 + 1 ─────────────────────
function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i -= 1) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

function rsGenerator(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i += 1) {
    for (let j = 0; j < degree; j += 1) {
      result[j] = gfMultiply(result[j]!, root);
      if (j + 1 < degree) result[j]! ^= result[j + 1]!;
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

function rsRemainder(data: readonly number[], generator: readonly number[]): number[] {
  const result = new Array<number>(generator.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ result.shift()!;
    result.push(0);
    generator.forEach((coefficient, i) => {
      result[i]! ^= gfMultiply(coefficient, factor);
    });
  }
  return result;
}

// ── Bits ──────────────────────────────────────────────────────────────────────────────────────
function pushBits(bits: number[], value: number, length: number) {
  for (let i = length - 1; i >= 0; i -= 1) bits.push((value >>> i) & 1);
}

function utf8(text: string): number[] {
  return Array.from(new TextEncoder().encode(text));
}

/** The data codewords: byte mode, length, the bytes, terminator and padding. */
function dataStream(bytes: readonly number[], version: number, capacity: number): number[] {
  const bits: number[] = [];
  pushBits(bits, 0b0100, 4);
  pushBits(bits, bytes.length, version <= 9 ? 8 : 16);
  for (const byte of bytes) pushBits(bits, byte, 8);
  const capacityBits = capacity * 8;
  pushBits(bits, 0, Math.min(4, capacityBits - bits.length));
  pushBits(bits, 0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8)
    codewords.push(bits.slice(i, i + 8).reduce((acc, bit) => (acc << 1) | bit, 0));
  for (let pad = 0xec; codewords.length < capacity; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** Splits the data into blocks, adds each block's error correction, interleaves them. */
function withErrorCorrection(data: readonly number[], version: number, level: QrErrorLevel): number[] {
  const blockCount = BLOCKS[level][version]!;
  const eccLength = ECC_PER_BLOCK[level][version]!;
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blockCount - (rawCodewords % blockCount);
  const shortDataLength = Math.floor(rawCodewords / blockCount) - eccLength;
  const generator = rsGenerator(eccLength);
  const blocks: Array<{ data: number[]; ecc: number[] }> = [];
  for (let i = 0, offset = 0; i < blockCount; i += 1) {
    const length = shortDataLength + (i < shortBlocks ? 0 : 1);
    const block = data.slice(offset, offset + length);
    offset += length;
    blocks.push({ data: block, ecc: rsRemainder(block, generator) });
  }
  const result: number[] = [];
  for (let i = 0; i <= shortDataLength; i += 1)
    for (const block of blocks) if (i < block.data.length) result.push(block.data[i]!);
  for (let i = 0; i < eccLength; i += 1) for (const block of blocks) result.push(block.ecc[i]!);
  return result;
}

// ── The matrix ────────────────────────────────────────────────────────────────────────────────
class Grid {
  readonly modules: boolean[][];
  readonly reserved: boolean[][];
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  fixed(x: number, y: number, dark: boolean) {
    this.modules[y]![x] = dark;
    this.reserved[y]![x] = true;
  }
}

function drawFunctionPatterns(grid: Grid, version: number) {
  const { size } = grid;
  for (let i = 0; i < size; i += 1) {
    grid.fixed(6, i, i % 2 === 0);
    grid.fixed(i, 6, i % 2 === 0);
  }
  const finder = (cx: number, cy: number) => {
    for (let dy = -4; dy <= 4; dy += 1)
      for (let dx = -4; dx <= 4; dx += 1) {
        const x = cx + dx;
        const y = cy + dy;
        if (x < 0 || y < 0 || x >= size || y >= size) continue;
        const ring = Math.max(Math.abs(dx), Math.abs(dy));
        grid.fixed(x, y, ring !== 2 && ring !== 4);
      }
  };
  finder(3, 3);
  finder(size - 4, 3);
  finder(3, size - 4);
  const positions = alignmentPositions(version);
  const last = positions.length - 1;
  positions.forEach((cy, i) =>
    positions.forEach((cx, j) => {
      // the three corners that hold finder patterns
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy += 1)
        for (let dx = -2; dx <= 2; dx += 1)
          grid.fixed(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }),
  );
  // reserve the format areas now (drawn for real once the mask is known) and the dark module
  drawFormat(grid, 'M', 0);
  if (version >= 7) {
    let rem = version;
    for (let i = 0; i < 12; i += 1) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
    const bits = (version << 12) | rem;
    for (let i = 0; i < 18; i += 1) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      grid.fixed(a, b, dark);
      grid.fixed(b, a, dark);
    }
  }
}

function drawFormat(grid: Grid, level: QrErrorLevel, mask: number) {
  const data = (LEVEL_BITS[level] << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  const bits = ((data << 10) | rem) ^ 0x5412;
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  const { size } = grid;
  for (let i = 0; i <= 5; i += 1) grid.fixed(8, i, bit(i));
  grid.fixed(8, 7, bit(6));
  grid.fixed(8, 8, bit(7));
  grid.fixed(7, 8, bit(8));
  for (let i = 9; i < 15; i += 1) grid.fixed(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i += 1) grid.fixed(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i += 1) grid.fixed(8, size - 15 + i, bit(i));
  grid.fixed(8, size - 8, true);
}

/** Places the codewords in the zig-zag of two-module columns, right to left. */
function drawCodewords(grid: Grid, codewords: readonly number[]) {
  const { size } = grid;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step += 1) {
      const y = upward ? size - 1 - step : step;
      for (let j = 0; j < 2; j += 1) {
        const x = right - j;
        if (grid.reserved[y]![x]) continue;
        // remainder bits past the last codeword stay light
        grid.modules[y]![x] = i < codewords.length * 8 && ((codewords[i >>> 3]! >>> (7 - (i & 7))) & 1) === 1;
        i += 1;
      }
    }
  }
}

const MASKS: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function applyMask(grid: Grid, mask: number) {
  const test = MASKS[mask]!;
  for (let y = 0; y < grid.size; y += 1)
    for (let x = 0; x < grid.size; x += 1)
      if (!grid.reserved[y]![x] && test(x, y)) grid.modules[y]![x] = !grid.modules[y]![x];
}

/** The standard's penalty score: long runs, 2×2 blocks, finder look-alikes, dark/light balance. */
function penalty(modules: boolean[][]): number {
  const size = modules.length;
  let score = 0;
  const line = (get: (i: number) => boolean) => {
    let run = 1;
    for (let i = 1; i <= size; i += 1) {
      if (i < size && get(i) === get(i - 1)) run += 1;
      else {
        if (run >= 5) score += 3 + (run - 5);
        run = 1;
      }
    }
    // 1:1:3:1:1 with four light modules on one side (outside the symbol counts as light)
    const at = (i: number) => (i >= 0 && i < size ? get(i) : false);
    for (let i = -4; i < size; i += 1) {
      const core = at(i) && !at(i + 1) && at(i + 2) && at(i + 3) && at(i + 4) && !at(i + 5) && at(i + 6);
      if (!core) continue;
      const lightBefore = !at(i - 1) && !at(i - 2) && !at(i - 3) && !at(i - 4);
      const lightAfter = !at(i + 7) && !at(i + 8) && !at(i + 9) && !at(i + 10);
      if (lightBefore || lightAfter) score += 40;
    }
  };
  for (let y = 0; y < size; y += 1) line((x) => modules[y]![x]!);
  for (let x = 0; x < size; x += 1) line((y) => modules[y]![x]!);
  let dark = 0;
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const c = modules[y]![x]!;
      if (c) dark += 1;
      if (
        x + 1 < size &&
        y + 1 < size &&
        c === modules[y]![x + 1] &&
        c === modules[y + 1]![x] &&
        c === modules[y + 1]![x + 1]
      )
        score += 3;
    }
  const total = size * size;
  score += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
  return score;
}

export class QrTooLongError extends Error {
  constructor() {
    super('text too long for a QR code');
    this.name = 'QrTooLongError';
  }
}

/** Encodes `text` (UTF-8) at the smallest version that holds it; `level` is the error correction. */
export function encodeQr(text: string, level: QrErrorLevel = 'M'): QrMatrix {
  const bytes = utf8(text);
  let version = 1;
  for (; version <= 40; version += 1) {
    const needed = 4 + (version <= 9 ? 8 : 16) + bytes.length * 8;
    if (needed <= dataCodewords(version, level) * 8) break;
  }
  if (version > 40) throw new QrTooLongError();
  const codewords = withErrorCorrection(
    dataStream(bytes, version, dataCodewords(version, level)),
    version,
    level,
  );
  const size = version * 4 + 17;

  let best: { score: number; modules: boolean[][] } | undefined;
  for (let mask = 0; mask < 8; mask += 1) {
    const grid = new Grid(size);
    drawFunctionPatterns(grid, version);
    drawCodewords(grid, codewords);
    applyMask(grid, mask);
    drawFormat(grid, level, mask);
    const score = penalty(grid.modules);
    if (!best || score < best.score) best = { score, modules: grid.modules };
  }
  return { version, size, modules: best!.modules };
}

/** An SVG path of the dark modules, one `h` segment per horizontal run, offset by `margin`. */
export function qrPath(matrix: QrMatrix, margin = 4): string {
  const parts: string[] = [];
  matrix.modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      const start = x;
      while (x + 1 < row.length && row[x + 1]) x += 1;
      parts.push(`M${start + margin} ${y + margin}h${x - start + 1}v1h${-(x - start + 1)}z`);
    }
  });
  return parts.join('');
}

/** A standalone SVG document of the code (dark on white with the quiet zone), e.g. for an `<img>` or a download. */
export function qrSvg(
  text: string,
  options: { level?: QrErrorLevel; margin?: number; dark?: string; light?: string } = {},
): string {
  const margin = options.margin ?? 4;
  const matrix = encodeQr(text, options.level);
  const side = matrix.size + margin * 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="${options.light ?? '#ffffff'}"/>` +
    `<path d="${qrPath(matrix, margin)}" fill="${options.dark ?? '#0b0b0f'}"/></svg>`
  );
}

/** The code as a `data:` URL (the CSP allows data: images). */
export function qrDataUrl(text: string, options?: Parameters<typeof qrSvg>[1]): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg(text, options))}`;
}
