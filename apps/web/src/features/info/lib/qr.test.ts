import { describe, expect, it } from 'vitest';
import { encodeQr, qrPath, qrSvg, QrTooLongError } from './qr';

/** Reads the 15 format bits around the top-left finder (the first copy). */
function formatBits(m: boolean[][]): number {
  const bits: boolean[] = [];
  for (let i = 0; i <= 5; i += 1) bits.push(m[i]![8]!);
  bits.push(m[7]![8]!, m[8]![8]!, m[8]![7]!);
  for (let i = 9; i < 15; i += 1) bits.push(m[8]![14 - i]!);
  return bits.reduce((acc, bit, i) => acc | (Number(bit) << i), 0);
}

/** Remainder of the BCH(15,5) code the format bits use: zero for a valid word. */
function bchRemainder(word: number): number {
  let rem = word;
  for (let i = 14; i >= 10; i -= 1) if ((rem >>> i) & 1) rem ^= 0x537 << (i - 10);
  return rem;
}

function finderAt(m: boolean[][], x0: number, y0: number): boolean {
  for (let y = 0; y < 7; y += 1)
    for (let x = 0; x < 7; x += 1) {
      const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
      if (m[y0 + y]![x0 + x] !== (ring !== 2)) return false;
    }
  return true;
}

describe('QR encoder', () => {
  it('picks the smallest version that holds the text', () => {
    expect(encodeQr('https://miao.example.com/').version).toBe(2);
    expect(encodeQr('a'.repeat(14)).version).toBe(1);
    expect(encodeQr('a'.repeat(15)).version).toBe(2);
    expect(encodeQr('x'.repeat(200)).version).toBe(10);
    expect(() => encodeQr('x'.repeat(3000))).toThrow(QrTooLongError);
  });

  it('draws the finder, timing and dark modules and a valid format word for level M', () => {
    for (const text of [
      'https://qm.qq.com/q/miao',
      'https://miao.example.com/cn/led-competition-2025/',
      '喵'.repeat(40),
    ]) {
      const { size, modules, version } = encodeQr(text, 'M');
      expect(size).toBe(version * 4 + 17);
      expect(
        finderAt(modules, 0, 0) && finderAt(modules, size - 7, 0) && finderAt(modules, 0, size - 7),
      ).toBe(true);
      for (let i = 8; i < size - 8; i += 1) {
        expect(modules[6]![i]).toBe(i % 2 === 0);
        expect(modules[i]![6]).toBe(i % 2 === 0);
      }
      expect(modules[size - 8]![8]).toBe(true);
      const word = formatBits(modules) ^ 0x5412;
      expect(bchRemainder(word)).toBe(0);
      expect(word >>> 13).toBe(0); // level M is 00
    }
  });

  it('writes the version information from version 7 on', () => {
    const { version, size, modules } = encodeQr('v'.repeat(130), 'M');
    expect(version).toBeGreaterThanOrEqual(7);
    let bits = 0;
    for (let i = 0; i < 18; i += 1) if (modules[Math.floor(i / 3)]![size - 11 + (i % 3)]) bits |= 1 << i;
    expect(bits >>> 12).toBe(version);
  });

  it('is deterministic and renders as one SVG path with a quiet zone', () => {
    const a = encodeQr('https://miao.example.com/qr/');
    const b = encodeQr('https://miao.example.com/qr/');
    expect(a.modules).toEqual(b.modules);
    const svg = qrSvg('https://miao.example.com/qr/');
    expect(svg).toContain(`viewBox="0 0 ${a.size + 8} ${a.size + 8}"`);
    expect(qrPath(a)).toMatch(/^M4 4h7v1h-7z/);
  });
});
