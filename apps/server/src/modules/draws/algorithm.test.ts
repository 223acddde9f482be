import { describe, expect, it } from 'vitest';
import {
  drawWinners,
  entryListDigest,
  entryScore,
  maskOrderNo,
  newSeed,
  seedHash,
  winnersOf,
} from './algorithm';

// Vectors computed with the shell, as the draw page tells anyone to:
//   printf '%s' "$LIST" | sha256sum
//   printf '%s' "$DIGEST:1" | openssl dgst -sha256 -hmac "$SEED"
const SEED = '3f1c0a9e5b7d2468ace013579bdf2468ace013579bdf2468ace013579bdf2468';
const LIST = ['AMR********001', 'AMR********002', 'AMR********003', 'AMR********004', 'AMR********005'];
const DIGEST = '33fad9d3130633a0cfe8fa185592be948945d63f7a5466717d9f89f4b4477841';
const PRIZES = [
  { name_cn: '一等奖', name_en: 'First prize', quantity: 1 },
  { name_cn: '二等奖', name_en: 'Second prize', quantity: 2 },
];

describe('miao-draw-v1', () => {
  it('commits to a seed with its SHA-256', () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedHash(seed)).toMatch(/^[0-9a-f]{64}$/);
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('masks order numbers keeping three characters each side (two when short)', () => {
    expect(maskOrderNo('MIAO-EN-100231')).toBe('MIA********231');
    expect(maskOrderNo('AB1234')).toBe('AB**34');
    expect(maskOrderNo('RGB-000017')).toBe('RGB****017');
  });

  it('scores as sha256sum and openssl compute it', () => {
    expect(entryListDigest(LIST)).toBe(DIGEST);
    expect(entryScore(SEED, DIGEST, 1)).toBe(
      '6937152ec6f7f1d9ac996bfe17d3ad586c6b5ea3566ff8ca83a0181fd4a2fb0e',
    );
    expect(entryScore(SEED, DIGEST, 5)).toBe(
      '18ab05bd2a84e734630b59b7936da92b7a9ffc7d80b1a6cfdd9f0795146267c4',
    );
  });

  it('gives the prize slots to the lowest scores in turn, the same every time', () => {
    const wins = drawWinners(SEED, LIST, PRIZES);
    expect(wins).toEqual([
      { position: 5, slot: 1, prize: 0 },
      { position: 4, slot: 2, prize: 1 },
      { position: 1, slot: 3, prize: 1 },
    ]);
    expect(drawWinners(SEED, [...LIST], PRIZES)).toEqual(wins);
  });

  it("draws the same from what is published: the list's digest and its length (decision 045)", () => {
    expect(winnersOf(SEED, DIGEST, LIST.length, PRIZES)).toEqual(drawWinners(SEED, LIST, PRIZES));
  });

  it('draws differently from another seed or any change to the list', () => {
    const wins = drawWinners(SEED, LIST, PRIZES);
    expect(drawWinners(seedHash(SEED), LIST, PRIZES)).not.toEqual(wins);
    // one non-winning line changed: the digest, and so every score, changes
    expect(drawWinners(SEED, [LIST[0]!, 'AMR********099', ...LIST.slice(2)], PRIZES)).not.toEqual(wins);
    expect(drawWinners(SEED, [LIST[1]!, LIST[0]!, ...LIST.slice(2)], PRIZES)).not.toEqual(wins);
  });

  it('leaves slots unawarded when there are fewer entries, and none without entries', () => {
    expect(drawWinners(SEED, LIST.slice(0, 2), PRIZES)).toHaveLength(2);
    expect(drawWinners(SEED, [], PRIZES)).toEqual([]);
  });
});
