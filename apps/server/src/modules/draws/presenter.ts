import {
  DRAW_ALGORITHM,
  type DrawState,
  type PublicDraw,
  type StaffDraw,
  type StaffDrawDetail,
} from '@miao/contracts/draws';
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
  };
}

/** What anyone sees: the commitment, then the seed, the masked entry list and the winners. */
export function presentDraw(draw: DrawRow, entries: DrawEntryRow[]): PublicDraw {
  return {
    ...common(draw),
    entries: entries.map((e) => ({ position: e.position, order: e.masked })),
    winners: entries
      .filter((e) => e.prizeSlot !== null)
      .sort((a, b) => a.prizeSlot! - b.prizeSlot!)
      .map((e) => ({
        position: e.position,
        order: e.masked,
        prize: e.prizeIndex!,
        claimed: e.claimedAt !== null,
      })),
  };
}

export function presentStaffDraw(draw: DrawRow, counts: DrawCounts | undefined): StaffDraw {
  return {
    ...common(draw),
    id: draw.id,
    entry_count: draw.entryCount,
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
