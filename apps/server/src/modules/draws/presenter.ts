import {
  DRAW_ALGORITHM,
  type DrawState,
  type PublicDraw,
  type StaffDraw,
  type StaffDrawDetail,
} from '@miao/contracts/draws';
import { entryListDigest } from './algorithm';
import type { DrawCounts, DrawEntryRow, DrawRow } from './service';

export function drawState(draw: DrawRow, now = Date.now()): DrawState {
  if (draw.status === 'drawn') return 'drawn';
  if (now < draw.entryStartsAt.getTime()) return 'upcoming';
  if (now < draw.entryEndsAt.getTime()) return 'open';
  return 'closed';
}

function common(draw: DrawRow) {
  const drawn = draw.status === 'drawn';
  return {
    slug: draw.slug,
    title_cn: draw.titleCn,
    title_en: draw.titleEn,
    product_code: draw.productCode,
    prizes: draw.prizes,
    entry_product_codes: draw.entryProductCodes,
    entry_starts_at: draw.entryStartsAt.toISOString(),
    entry_ends_at: draw.entryEndsAt.toISOString(),
    draw_at: draw.drawAt.toISOString(),
    claim_ends_at: draw.claimEndsAt.toISOString(),
    state: drawState(draw),
    algorithm: DRAW_ALGORITHM,
    seed_hash: draw.seedHash,
    // the commitment is worthless if the seed shows before the draw
    seed: drawn ? draw.seed : null,
    drawn_at: draw.drawnAt?.toISOString() ?? null,
    entry_count: draw.entryCount,
  };
}

/**
 * What anyone sees: the commitment, then the seed, the entry list's digest and count, and the
 * winners by position and prize. No line of the list and nothing of an order number (decision
 * 045): winning numbers' fragments narrowed the numbers to guess.
 */
export function presentDraw(draw: DrawRow, entries: DrawEntryRow[]): PublicDraw {
  const drawn = draw.status === 'drawn';
  return {
    ...common(draw),
    entry_list_digest: drawn ? entryListDigest(entries.map((e) => e.masked)) : null,
    winners: entries
      .filter((e) => e.prizeSlot !== null)
      .sort((a, b) => a.prizeSlot! - b.prizeSlot!)
      .map((e) => ({ position: e.position, prize: e.prizeIndex!, claimed: e.claimedAt !== null })),
  };
}

export function presentStaffDraw(draw: DrawRow, counts: DrawCounts | undefined): StaffDraw {
  return {
    ...common(draw),
    id: draw.id,
    winner_count: counts?.winners ?? 0,
    claimed_count: counts?.claimed ?? 0,
    created_at: draw.createdAt.toISOString(),
  };
}

/** Staff see full order numbers and the claims (name, contact, address) to ship the prizes. */
export function presentStaffDetail(draw: DrawRow, entries: DrawEntryRow[]): StaffDrawDetail {
  const winners = entries.filter((e) => e.prizeSlot !== null);
  return {
    ...presentStaffDraw(draw, {
      winners: winners.length,
      claimed: winners.filter((e) => e.claimedAt !== null).length,
    }),
    entries: entries.map((e) => ({
      position: e.position,
      order_no: e.orderNo,
      prize: e.prizeIndex,
      claimed_at: e.claimedAt?.toISOString() ?? null,
      claim_name: e.claimName,
      claim_contact: e.claimContact,
      claim_address: e.claimAddress,
      code_redeemed_at: e.codeRedeemedAt?.toISOString() ?? null,
    })),
  };
}
