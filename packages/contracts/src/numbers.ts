// The HATSU number queue (issue 15; docs/decisions/022-number-queue.md): buyers of a paid order
// wait in line, pick a number 1..N in a 3-hour turn, or get a random free one when it runs out.
import { z } from 'zod';
import { CONTACT_NAME_MAX, EMAIL_INPUT_MAX } from './limits';
import { orderNoField } from './orders';
import { PRODUCT_CODE_MAX } from './limits';
import { PRODUCT_CODE_PATTERN } from './product-rules';
import { INT4_MAX, INT4_MIN } from './common';

export { NUMBER_STATUS_POLL_MS } from './limits';

/**
 * An entry's life: `waiting` in line → `turn` (3 hours to pick) → `picked` (chose a number) or
 * `assigned` (the turn ran out, a random free number). Staff may `skip` a waiting or turn entry and
 * restore it to `waiting` at its old place.
 */
export const NUMBER_ENTRY_STATUSES = ['waiting', 'turn', 'picked', 'assigned', 'skipped'] as const;
export type NumberEntryStatus = (typeof NUMBER_ENTRY_STATUSES)[number];

/** Numbers one queue may hold (the page draws a button per number). */
export const NUMBER_QUEUE_NUMBERS_MAX = 1000;
/** Turns a queue may keep open side by side (1: one buyer at a time). */
export const NUMBER_QUEUE_TURNS_MAX = 10;

/** A queue's name in addresses: `/api/number-selection/{activity}/…`, e.g. `am-hatsu`. */
export const ACTIVITY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export const activityParam = z.object({ activity: z.string().regex(ACTIVITY_PATTERN) });

export const numberJoinRequest = z.object({
  order_no: orderNoField,
  /** Spec 5: the e-mail input is cut to 80; its pattern is checked by the service (input_error_email). */
  email: z.string().trim().toLowerCase().max(EMAIL_INPUT_MAX),
  /** Spec 5: contact name required (non-blank after trim), at most 20. */
  name: z.string().trim().min(1).max(CONTACT_NAME_MAX),
});
export type NumberJoinRequest = z.infer<typeof numberJoinRequest>;

export const numberPickRequest = z.object({
  order_no: orderNoField,
  /** Any int4: one outside the activity's range is refused by the service (number_select_failed). */
  number: z.number().int().min(INT4_MIN).max(INT4_MAX),
  /** Spec 5/9: at most 128 characters, refused by the service with "Select number failed". */
  note: z.string().max(4000).default(''),
});
export type NumberPickRequest = z.infer<typeof numberPickRequest>;

export const numberStatusQuery = z.object({ order_no: orderNoField });

/** What anyone may know about a queue: its size and the numbers taken (no names). */
export const numberQueueInfo = z.object({
  activity: z.string(),
  product_code: z.string(),
  total_numbers: z.number().int(),
  taken: z.array(z.number().int()),
  waiting: z.number().int(),
  open_turns: z.number().int(),
});
export type NumberQueueInfo = z.infer<typeof numberQueueInfo>;

/** A buyer's place: the spec 7 "nft-number info" (the owner's view). */
export const numberEntry = z.object({
  activity: z.string(),
  product_code: z.string(),
  order_no: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(NUMBER_ENTRY_STATUSES),
  /** 1 = next; null unless waiting. */
  position: z.number().int().nullable(),
  turn_opened_at: z.string().nullable(),
  turn_ends_at: z.string().nullable(),
  number: z.number().int().nullable(),
  note: z.string().nullable(),
  picked_at: z.string().nullable(),
  joined_at: z.string(),
});
export type NumberEntry = z.infer<typeof numberEntry>;

export const numberStatus = z.object({ queue: numberQueueInfo, entry: numberEntry });
export type NumberStatus = z.infer<typeof numberStatus>;

export const myNumbers = z.object({ results: z.array(numberEntry) });
export type MyNumbers = z.infer<typeof myNumbers>;

// ── staff ──────────────────────────────────────────────────────────────────────────────────────

export const staffNumberQueue = z.object({
  id: z.number().int(),
  activity: z.string(),
  product_code: z.string(),
  total_numbers: z.number().int(),
  turns_at_once: z.number().int(),
  counts: z.record(z.enum(NUMBER_ENTRY_STATUSES), z.number().int()),
  created_at: z.string(),
});
export type StaffNumberQueue = z.infer<typeof staffNumberQueue>;
export const staffNumberQueues = z.object({ results: z.array(staffNumberQueue) });

export const numberQueueCreate = z.object({
  activity: z.string().trim().regex(ACTIVITY_PATTERN),
  product_code: z.string().trim().min(1).max(PRODUCT_CODE_MAX).regex(PRODUCT_CODE_PATTERN),
  total_numbers: z.number().int().min(1).max(NUMBER_QUEUE_NUMBERS_MAX),
  turns_at_once: z.number().int().min(1).max(NUMBER_QUEUE_TURNS_MAX).default(1),
});
export type NumberQueueCreate = z.infer<typeof numberQueueCreate>;

export const numberQueueUpdate = z.object({
  total_numbers: z.number().int().min(1).max(NUMBER_QUEUE_NUMBERS_MAX).optional(),
  turns_at_once: z.number().int().min(1).max(NUMBER_QUEUE_TURNS_MAX).optional(),
});
export type NumberQueueUpdate = z.infer<typeof numberQueueUpdate>;

export const numberQueueIdParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const numberEntryParams = numberQueueIdParam.extend({
  entryId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const staffNumberEntry = numberEntry.extend({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  /** Turns this entry has had (a skipped and restored buyer may have a second). */
  turns: z.number().int(),
  how: z.enum(['picked', 'random']).nullable(),
});
export type StaffNumberEntry = z.infer<typeof staffNumberEntry>;
export const staffNumberEntries = z.object({ results: z.array(staffNumberEntry) });
