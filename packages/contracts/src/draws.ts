// The verifiable prize draw (issue 15; docs/decisions/021-prize-draw.md): staff define a draw, the
// server commits to a seed (its SHA-256 is public), draws at a set time, then reveals the seed; the
// winners are a pure function of the seed and the published entry list (DRAW_ALGORITHM).
import { z } from 'zod';
import { pageOf } from './common';
import { CONTACT_NAME_MAX, EMAIL_INPUT_MAX } from './limits';
import { ORDER_CLAIM_CODE_MAX_ATTEMPTS, ORDER_CLAIM_CODE_TTL_SECONDS, ORDER_CLAIMS_PER_HOUR } from './orders';
import { PRODUCT_CODE_PATTERN } from './product-rules';

/** The name of the winner-selection rule, published with every draw (decision 021). */
export const DRAW_ALGORITHM = 'miao-draw-v1' as const;

/** A draw's address: `/draw/<slug>/`. */
export const DRAW_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
export const DRAW_TITLE_MAX = 60;
export const DRAW_PRIZE_NAME_MAX = 60;
export const DRAW_PRIZES_MAX = 20;
export const DRAW_PRIZE_QUANTITY_MAX = 1000;
export const DRAW_ENTRY_PRODUCTS_MAX = 20;
/** The claim form's address field (the spec gives no limit; decision 021). */
export const DRAW_ADDRESS_MAX = 200;
/** Look-ups (and claims) one address may make per window: order numbers cannot be enumerated. */
export const DRAW_LOOKUPS_PER_WINDOW = 30;
export const DRAW_LOOKUP_WINDOW_SECONDS = 10 * 60;
/** Look-ups of order numbers that are not entries, per address per hour; then too_many_failed_requests. */
export const DRAW_MISSES_PER_HOUR = 10;
/**
 * Code requests with a contact that is not the order's, per entry per hour; past it the entry's
 * code requests answer too_many_failed_requests, whatever the contact (decision 045).
 */
export const DRAW_CLAIM_FAILURES_PER_HOUR = 5;
/**
 * A claim is confirmed with a 6-digit code sent to the order's e-mail or mobile (decision 045), on
 * the numbers order claims use (decision 018): valid 10 minutes, 5 wrong tries kill it, 5 codes
 * per entry an hour; and at most 10 a day, so a long claim window is no long guessing window.
 */
export const DRAW_CLAIM_CODE_TTL_SECONDS = ORDER_CLAIM_CODE_TTL_SECONDS;
export const DRAW_CLAIM_CODE_MAX_ATTEMPTS = ORDER_CLAIM_CODE_MAX_ATTEMPTS;
export const DRAW_CLAIM_CODES_PER_HOUR = ORDER_CLAIMS_PER_HOUR;
export const DRAW_CLAIM_CODES_PER_DAY = 10;

/**
 * Where a draw stands: entries not yet counted (`upcoming`), the entry window open (`open`),
 * closed and waiting for the draw time (`closed`), winners drawn and the seed revealed (`drawn`).
 */
export const DRAW_STATES = ['upcoming', 'open', 'closed', 'drawn'] as const;
export type DrawState = (typeof DRAW_STATES)[number];

/** Spec 4 draw states as a buyer sees them, plus `pending`: an entry whose draw has not run yet. */
export const DRAW_RESULTS = ['pending', 'win', 'not_win', 'claimed'] as const;
export type DrawResult = (typeof DRAW_RESULTS)[number];

export const drawPrize = z.object({
  name_cn: z.string().trim().min(1).max(DRAW_PRIZE_NAME_MAX),
  name_en: z.string().trim().min(1).max(DRAW_PRIZE_NAME_MAX),
  quantity: z.number().int().min(1).max(DRAW_PRIZE_QUANTITY_MAX),
});
export type DrawPrize = z.infer<typeof drawPrize>;

export const drawSlugParam = z.object({ slug: z.string().trim().max(40) });
export const drawLookupParams = drawSlugParam.extend({ orderNo: z.string().trim().max(40) });

/**
 * A winner as anyone sees it: the entry's place in the list (by payment time), the prize and
 * whether it is claimed. No part of the order number (decision 045): the winner recognises their
 * line by the position their look-up answers.
 */
export const drawWinner = z.object({
  position: z.number().int(),
  /** Index into `prizes`. */
  prize: z.number().int(),
  claimed: z.boolean(),
});

/** GET /api/draws/{slug}: everything anyone needs to check the draw. */
export const publicDraw = z.object({
  slug: z.string(),
  title_cn: z.string(),
  title_en: z.string(),
  product_code: z.string(),
  prizes: z.array(drawPrize),
  /** Paid orders holding one of these products, paid inside the entry window, take part. */
  entry_product_codes: z.array(z.string()),
  entry_starts_at: z.string(),
  entry_ends_at: z.string(),
  draw_at: z.string(),
  claim_ends_at: z.string(),
  state: z.enum(DRAW_STATES),
  algorithm: z.literal(DRAW_ALGORITHM),
  /** SHA-256 (hex) of the seed, published from the moment the draw is defined. */
  seed_hash: z.string(),
  /** The seed (64 hex characters), once drawn. */
  seed: z.string().nullable(),
  drawn_at: z.string().nullable(),
  /** How many entries the frozen list holds (drawn only). */
  entry_count: z.number().int().nullable(),
  /**
   * DIGEST: SHA-256 (hex) of the frozen list's lines, which the scores are computed over (drawn
   * only). The lines themselves are not published: they carried order-number fragments.
   */
  entry_list_digest: z.string().nullable(),
  winners: z.array(drawWinner),
});
export type PublicDraw = z.infer<typeof publicDraw>;

export const drawLookupBody = z.object({ order_no: z.string().trim().max(40) });

/** A buyer's result: only about the order number asked for. */
export const drawLookupResult = z.object({
  result: z.enum(DRAW_RESULTS),
  /** The entry's place in the published list (once drawn). */
  position: z.number().int().nullable(),
  order: z.string(),
  /** Index into the draw's prizes, for a win. */
  prize: z.number().int().nullable(),
  /** Whether a win may still be claimed (before claim_ends_at). */
  claim_open: z.boolean(),
});
export type DrawLookupResult = z.infer<typeof drawLookupResult>;

/** The e-mail or mainland mobile the order was placed with (spec 5: e-mail 80). */
const claimContact = z
  .string()
  .trim()
  .max(EMAIL_INPUT_MAX * 2);

/**
 * Step one of a claim: the order number and the order's e-mail or mobile. The answer is the same
 * whether the contact is the order's or not; only the order's own contact is sent a code.
 */
export const drawClaimCodeBody = z.object({
  order_no: z.string().trim().max(40),
  contact: claimContact,
});
export type DrawClaimCodeBody = z.infer<typeof drawClaimCodeBody>;
export const drawClaimCodeResult = z.object({
  /** How long a code sent now is valid. */
  code_valid_seconds: z.number().int(),
});
export type DrawClaimCodeResult = z.infer<typeof drawClaimCodeResult>;

/** A 6-digit code, as order claims take it. */
export const DRAW_CLAIM_CODE_PATTERN = /^\d{6}$/;

/** Step two, the claim form (spec 5 rules: contact name 20, e-mail 80 or a mainland mobile) and the code. */
export const drawClaimBody = z.object({
  order_no: z.string().trim().max(40),
  name: z.string().max(CONTACT_NAME_MAX * 4),
  contact: claimContact,
  address: z.string().max(DRAW_ADDRESS_MAX * 2),
  /** The code sent to `contact` by step one. */
  code: z.string().trim().regex(DRAW_CLAIM_CODE_PATTERN),
});
export type DrawClaimBody = z.infer<typeof drawClaimBody>;

export const drawClaimResult = z.object({
  prize: z.number().int(),
  /** The purchase-rights code for the store: shown this once, stored only as a hash. */
  code: z.string(),
  claimed_at: z.string(),
});
export type DrawClaimResult = z.infer<typeof drawClaimResult>;

// ── staff ──────────────────────────────────────────────────────────────────────────────────────

const productCode = z.string().trim().min(1).max(40).regex(PRODUCT_CODE_PATTERN);
const time = z.iso.datetime({ offset: true });

export const drawCreateBody = z.object({
  slug: z.string().trim().regex(DRAW_SLUG_PATTERN),
  product_code: productCode,
  title_cn: z.string().trim().min(1).max(DRAW_TITLE_MAX),
  title_en: z.string().trim().min(1).max(DRAW_TITLE_MAX),
  prizes: z.array(drawPrize).min(1).max(DRAW_PRIZES_MAX),
  entry_product_codes: z.array(productCode).min(1).max(DRAW_ENTRY_PRODUCTS_MAX),
  entry_starts_at: time,
  entry_ends_at: time,
  draw_at: time,
  claim_ends_at: time,
});
export type DrawCreateBody = z.infer<typeof drawCreateBody>;

export const staffDrawEntry = z.object({
  position: z.number().int(),
  order_no: z.string(),
  prize: z.number().int().nullable(),
  claimed_at: z.string().nullable(),
  claim_name: z.string().nullable(),
  claim_contact: z.string().nullable(),
  claim_address: z.string().nullable(),
  code_redeemed_at: z.string().nullable(),
});
export type StaffDrawEntry = z.infer<typeof staffDrawEntry>;

export const staffDraw = publicDraw.omit({ entry_list_digest: true, winners: true }).extend({
  id: z.number().int(),
  winner_count: z.number().int(),
  claimed_count: z.number().int(),
  created_at: z.string(),
});
export type StaffDraw = z.infer<typeof staffDraw>;
export const staffDrawPage = pageOf(staffDraw);

export const staffDrawDetail = staffDraw.extend({ entries: z.array(staffDrawEntry) });
export type StaffDrawDetail = z.infer<typeof staffDrawDetail>;

export const drawRedeemBody = z.object({ code: z.string().trim().max(40) });
export const drawRedeemResult = z.object({
  slug: z.string(),
  prize: drawPrize,
  order_no: z.string(),
  redeemed_at: z.string(),
});
