// The winner-selection rule `miao-draw-v1` (decision 021), pure so anyone can rerun it: the draw
// job uses it, the tests recompute stored winners with it, and the draw page explains it step by
// step (the web's own copy, features/draws/utils/recompute.ts, is checked against the same vectors).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { DrawPrize } from '@miao/contracts/draws';

/** A new secret seed: 32 random bytes as 64 lower-case hex characters. */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The public commitment: SHA-256 of the seed's 64 characters (ASCII), hex. */
export function seedHash(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/**
 * An entry's line in the frozen list: the first and last three characters (two when it is shorter
 * than ten), the rest as `*`. `MIAO-EN-100231` → `MIA********231`. The lines are kept, not
 * published (decision 045); their digest is.
 */
export function maskOrderNo(orderNo: string): string {
  const keep = orderNo.length >= 10 ? 3 : 2;
  if (orderNo.length <= keep * 2) return '*'.repeat(orderNo.length);
  return orderNo.slice(0, keep) + '*'.repeat(orderNo.length - keep * 2) + orderNo.slice(-keep);
}

/** The list's fingerprint, DIGEST: SHA-256 of the masked numbers joined by "\n" (no final newline). */
export function entryListDigest(masked: readonly string[]): string {
  return createHash('sha256').update(masked.join('\n'), 'utf8').digest('hex');
}

/**
 * An entry's score: HMAC-SHA256 with the seed's characters as key over `<list digest>:<position>`.
 * The digest makes every score depend on the whole list: change one line and every score changes.
 */
export function entryScore(seed: string, listDigest: string, position: number): string {
  return createHmac('sha256', Buffer.from(seed, 'utf8'))
    .update(`${listDigest}:${position}`, 'utf8')
    .digest('hex');
}

export interface DrawWin {
  /** The entry's place in the published list, from 1. */
  position: number;
  /** The prize slot, from 1: prize 1 × its quantity, then prize 2, and so on. */
  slot: number;
  /** Index into the prize list. */
  prize: number;
}

/**
 * The winners of a draw: every entry of the list (`masked[i]` at position i + 1) gets its score;
 * entries sorted by score ascending (as hex text, which is the number's order; a tie, practically
 * impossible, goes to the earlier position) take the prize slots in turn. Fewer entries than slots
 * leave the last slots unawarded.
 */
export function drawWinners(
  seed: string,
  masked: readonly string[],
  prizes: readonly DrawPrize[],
): DrawWin[] {
  return winnersOf(seed, entryListDigest(masked), masked.length, prizes);
}

/** The same from what the draw publishes: the list's digest and its length (decision 045). */
export function winnersOf(
  seed: string,
  digest: string,
  count: number,
  prizes: readonly DrawPrize[],
): DrawWin[] {
  const slots: number[] = prizes.flatMap((prize, index) => Array<number>(prize.quantity).fill(index));
  const ranked = Array.from({ length: count }, (_unused, i) => ({
    position: i + 1,
    score: entryScore(seed, digest, i + 1),
  })).sort((a, b) => (a.score < b.score ? -1 : a.score > b.score ? 1 : a.position - b.position));
  return ranked
    .slice(0, slots.length)
    .map((entry, i) => ({ position: entry.position, slot: i + 1, prize: slots[i]! }));
}
