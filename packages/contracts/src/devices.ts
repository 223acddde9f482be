import { z } from 'zod';
import { INT4_MAX, PAGE_NUMBER_MAX, pageOf } from './common';
import { PRODUCT_CODE_MAX } from './limits';
import { PRODUCT_CODE_PATTERN } from './product-rules';

// ── serial numbers ─────────────────────────────────────────────────────────────────────────────

/** An SN as printed: letters, digits and dashes; compared upper-case without surrounding spaces. */
export const SN_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,39}$/;
export const SN_MAX = 40;
/** Text fields of a device (manufacturer, production name, channel). */
export const DEVICE_TEXT_MAX = 100;
/** Rows of one CSV import. */
export const DEVICE_IMPORT_MAX_ROWS = 5000;
/** The CSV text of one import (about 5000 rows of 100 characters). */
export const DEVICE_IMPORT_MAX_CHARS = 600_000;
/** One SN checked from this many countries shows staff a warning (a copied label, a counterfeit run). */
export const DEVICE_COUNTRY_WARNING = 3;
/**
 * Verifications per UTC day (decision 043): from one address (an IPv6 address counts by its /64),
 * and of one SN from anywhere. Spec 9 names no number; these leave a person, a family or a shop
 * room and make harvesting SNs take many addresses.
 */
export const DEVICE_VERIFY_PER_ADDRESS_PER_DAY = 10;
export const DEVICE_VERIFY_PER_SN_PER_DAY = 20;

export function normaliseSn(raw: string): string {
  return raw.trim().toUpperCase();
}

export const snField = z
  .string()
  .max(SN_MAX * 2)
  .transform(normaliseSn)
  .pipe(z.string().regex(SN_PATTERN));

/** Where the SN is printed (spec 2 guidance): a product's family by its code. */
export type DeviceFamily = 'cyberboard' | 'hatsu' | 'mat' | 'other';

export function deviceFamily(productCode: string | undefined): DeviceFamily {
  const code = (productCode ?? '').toLowerCase();
  if (code.startsWith('cyberboard')) return 'cyberboard';
  if (code.includes('hatsu')) return 'hatsu';
  if (code.startsWith('cybermat')) return 'mat';
  return 'other';
}

// ── slide captcha ──────────────────────────────────────────────────────────────────────────────

/** The puzzle's drawing in CSS pixels; the piece moves along x only. */
export const CAPTCHA_WIDTH = 320;
export const CAPTCHA_HEIGHT = 160;
export const CAPTCHA_PIECE = 48;
/** How far (px) the dropped piece may be from the gap. */
export const CAPTCHA_TOLERANCE = 6;
/** A puzzle, and the pass a solve gives, last this long. */
export const CAPTCHA_TTL_SECONDS = 120;
/** One arrow key press moves the piece this far; Shift moves it five times as far. */
export const CAPTCHA_KEY_STEP = 4;
/** Failed solves allowed per address and per client in CAPTCHA_FAILURE_WINDOW_SECONDS. */
export const CAPTCHA_FAILURES_PER_WINDOW = 10;
export const CAPTCHA_FAILURE_WINDOW_SECONDS = 600;
/** Trace points kept from one drag. */
export const CAPTCHA_TRACE_MAX = 400;

/** A client's own id (kept in the browser) for the per-client failure limit. */
export const captchaClientId = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const captchaCreate = z.object({ client_id: captchaClientId });

/**
 * The proof of work that comes with a puzzle (decision 043): an ALTCHA v2 challenge (PBKDF2/SHA-256)
 * whose solver must find the counter the server chose; the harder, the more this address verified today.
 */
export const captchaPow = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
  }),
  signature: z.string(),
});
export type CaptchaPow = z.infer<typeof captchaPow>;

/** The solved proof of work: the counter found and the key derived with it (hex). */
export const captchaPowSolution = z.object({
  counter: z.number().int().min(0).max(INT4_MAX),
  derived_key: z.string().regex(/^(?:[0-9a-f]{2}){1,64}$/),
});
export type CaptchaPowSolution = z.infer<typeof captchaPowSolution>;

export const captchaPuzzle = z.object({
  id: z.string(),
  /** PNG data URLs: the background with its gap, and the piece to slide. */
  background: z.string(),
  piece: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  piece_size: z.number().int(),
  /** The piece's top; only x is the visitor's to find. */
  piece_y: z.number().int(),
  expires_at: z.string(),
  pow: captchaPow,
});
export type CaptchaPuzzle = z.infer<typeof captchaPuzzle>;

/** One point of the drag: the piece's x (px) at t (ms since the drag began). */
export const tracePoint = z.object({
  x: z
    .number()
    .finite()
    .min(-CAPTCHA_WIDTH)
    .max(CAPTCHA_WIDTH * 2),
  t: z.number().finite().min(0).max(600_000),
});
export type TracePoint = z.infer<typeof tracePoint>;

export const captchaAnswer = z.object({
  client_id: captchaClientId,
  x: z.number().finite().min(0).max(CAPTCHA_WIDTH),
  /** `pointer`: a mouse or touch drag; `keyboard`: arrow-key steps (the accessible alternative). */
  input: z.enum(['pointer', 'keyboard']),
  trace: z.array(tracePoint).min(1).max(CAPTCHA_TRACE_MAX),
  pow: captchaPowSolution,
});
export type CaptchaAnswer = z.infer<typeof captchaAnswer>;

/**
 * A solved puzzle: a one-time pass the guarded call (device verify) consumes, from the client and
 * the address that solved it only.
 */
export const captchaPass = z.object({ token: z.string(), expires_at: z.string() });
export type CaptchaPass = z.infer<typeof captchaPass>;

// ── verify ─────────────────────────────────────────────────────────────────────────────────────

export const deviceVerifyBody = z.object({
  sn: snField,
  client_id: captchaClientId,
  captcha_token: z.string().trim().min(1).max(200),
});
export type DeviceVerifyBody = z.input<typeof deviceVerifyBody>;

/** What a visitor learns of a genuine device (spec 2: production date, manufacturer, production name). */
export const deviceVerifyResult = z.object({
  sn: z.string(),
  product_code: z.string(),
  production_date: z.string(),
  manufacturer: z.string(),
  production_name: z.string(),
});
export type DeviceVerifyResult = z.infer<typeof deviceVerifyResult>;

// ── staff ──────────────────────────────────────────────────────────────────────────────────────

/** The CSV header staff import, in this order (a header row is required). */
export const DEVICE_CSV_COLUMNS = [
  'sn',
  'product_code',
  'production_date',
  'manufacturer',
  'production_name',
  'channel',
] as const;
export type DeviceCsvColumn = (typeof DEVICE_CSV_COLUMNS)[number];

export const deviceImportBody = z.object({
  csv: z.string().max(DEVICE_IMPORT_MAX_CHARS),
  /** true: check and report only; false: save every row or none. */
  dry_run: z.boolean(),
});
export type DeviceImportBody = z.infer<typeof deviceImportBody>;

export const DEVICE_ROW_PROBLEMS = [
  'header',
  'columns',
  'sn_invalid',
  'sn_duplicate',
  'sn_exists',
  'product_unknown',
  'date_invalid',
  'text_required',
  'text_too_long',
  'too_many_rows',
  'empty',
] as const;
export type DeviceRowProblem = (typeof DEVICE_ROW_PROBLEMS)[number];

/** One refused row: `row` counts lines of the file from 1 (the header), `field` names the column. */
export const deviceRowError = z.object({
  row: z.number().int(),
  field: z.string(),
  problem: z.enum(DEVICE_ROW_PROBLEMS),
});
export type DeviceRowError = z.infer<typeof deviceRowError>;

export const deviceImportResult = z.object({
  rows: z.number().int(),
  errors: z.array(deviceRowError),
  /** Rows saved: 0 on a dry run or when any row is refused. */
  imported: z.number().int(),
  /** The first rows as read, for the preview table. */
  preview: z.array(
    z.object({
      sn: z.string(),
      product_code: z.string(),
      production_date: z.string(),
      manufacturer: z.string(),
      production_name: z.string(),
      channel: z.string(),
    }),
  ),
});
export type DeviceImportResult = z.infer<typeof deviceImportResult>;

export const adminDevice = z.object({
  id: z.number().int(),
  sn: z.string(),
  product_code: z.string(),
  production_date: z.string(),
  manufacturer: z.string(),
  production_name: z.string(),
  channel: z.string(),
  checks: z.number().int(),
  countries: z.array(z.string()),
  created_at: z.string(),
});
export type AdminDevice = z.infer<typeof adminDevice>;

export const adminDeviceQuery = z.object({
  /** An SN or its beginning; empty lists the newest. */
  sn: z.string().trim().toUpperCase().max(SN_MAX).optional(),
  product_code: z
    .string()
    .trim()
    .max(PRODUCT_CODE_MAX)
    .regex(PRODUCT_CODE_PATTERN)
    .optional()
    .or(z.literal('')),
  page_number: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminDevicePage = pageOf(adminDevice);

export const deviceSummary = z.object({
  total: z.number().int(),
  products: z.array(z.object({ product_code: z.string(), count: z.number().int() })),
  /** SNs checked from DEVICE_COUNTRY_WARNING countries or more. */
  warnings: z.array(
    z.object({
      sn: z.string(),
      found: z.boolean(),
      countries: z.array(z.string()),
      checks: z.number().int(),
      last_checked_at: z.string(),
    }),
  ),
});
export type DeviceSummary = z.infer<typeof deviceSummary>;
