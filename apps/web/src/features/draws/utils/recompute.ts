// miao-draw-v1 in the browser (Web Crypto), so a visitor can check a finished draw without trusting
// the server's code: the same rule as apps/server/src/modules/draws/algorithm.ts, checked against
// the same vectors (recompute.test.ts).
import type { DrawPrize } from '@miao/contracts/draws';

const encoder = new TextEncoder();

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

async function hmacKey(seed: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
}

export interface RecomputedWin {
  position: number;
  prize: number;
}

/**
 * The winners from the seed and what the draw publishes of its list, the digest and the number of
 * entries (decision 045): lowest HMAC-SHA256(seed, "<digest>:<position>") first.
 */
export async function recomputeWinners(
  seed: string,
  digest: string,
  count: number,
  prizes: readonly DrawPrize[],
): Promise<RecomputedWin[]> {
  const key = await hmacKey(seed);
  const scored = await Promise.all(
    Array.from({ length: count }, async (_unused, i) => ({
      position: i + 1,
      score: hex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${digest}:${i + 1}`))),
    })),
  );
  scored.sort((a, b) => (a.score < b.score ? -1 : a.score > b.score ? 1 : a.position - b.position));
  const slots = prizes.flatMap((prize, index) => Array<number>(prize.quantity).fill(index));
  return scored.slice(0, slots.length).map((entry, i) => ({ position: entry.position, prize: slots[i]! }));
}

export interface DrawCheck {
  seedMatches: boolean;
  winnersMatch: boolean;
}

/** Checks a drawn draw: the seed's hash is the committed one, and the winners follow from it. */
export async function checkDraw(draw: {
  seed: string;
  seed_hash: string;
  entry_list_digest: string;
  entry_count: number;
  prizes: DrawPrize[];
  winners: { position: number; prize: number }[];
}): Promise<DrawCheck> {
  const seedMatches = (await sha256Hex(draw.seed)) === draw.seed_hash;
  const wins = await recomputeWinners(draw.seed, draw.entry_list_digest, draw.entry_count, draw.prizes);
  const winnersMatch =
    wins.length === draw.winners.length &&
    wins.every((w, i) => w.position === draw.winners[i]!.position && w.prize === draw.winners[i]!.prize);
  return { seedMatches, winnersMatch };
}
