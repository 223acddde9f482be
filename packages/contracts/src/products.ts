import { z } from 'zod';
import { productMediaList } from './product-media';
import { PAGE_NUMBER_MAX, pageOf } from './common';
import {
  MAX_PAGE_SIZE,
  PRODUCT_CODE_MAX,
  PRODUCT_DISPATCH_DAYS_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_PRIORITY_MAX,
  PRODUCT_PRIORITY_MIN,
  URL_MAX,
} from './limits';
import {
  isHttpUrl,
  PRODUCT_CODE_PATTERN,
  PRODUCT_KINDS,
  PRODUCT_MODES,
  PRODUCT_STATUSES,
} from './product-rules';

export {
  buyLabel,
  depositOf,
  formatRequestCount,
  homeGroups,
  isHttpUrl,
  isMainlandMobile,
  isValidEmail,
  MODE_CURRENCY,
  modeFields,
  modePrice,
  modeSchedule,
  PRODUCT_CODE_PATTERN,
  PRODUCT_KINDS,
  PRODUCT_MODES,
  PRODUCT_STATUSES,
  productLinkPair,
  productRequestMode,
  productRequestProblem,
  statusDisplay,
  topProducts,
  type BuyLabel,
  type ContactProblem,
  type ProductKind,
  type ProductLinkPair,
  type ModePrice,
  type ProductMode,
  type ProductStatus,
} from './product-rules';

export const productCodeField = z.string().trim().min(1).max(PRODUCT_CODE_MAX).regex(PRODUCT_CODE_PATTERN);

/** An absolute http(s) link, or empty for none. */
export const optionalHttpUrl = z
  .string()
  .trim()
  .max(URL_MAX)
  .refine((v) => v === '' || isHttpUrl(v), 'must be an http(s) URL');

/** A path on this site (`/cyberboard-r4/`), or empty when the entry has no page. */
export const optionalSitePath = z
  .string()
  .trim()
  .max(URL_MAX)
  .refine(
    (v) => v === '' || (v.startsWith('/') && !v.startsWith('//') && !v.includes('\\')),
    'must be a path on this site',
  );

const priority = z.number().int().min(PRODUCT_PRIORITY_MIN).max(PRODUCT_PRIORITY_MAX);
const name = z.string().trim().max(PRODUCT_NAME_MAX);
const price = z.number().int().min(0).max(PRODUCT_PRICE_MAX).nullable();
const moment = z.iso.datetime({ offset: true }).nullable();
/** `YYYY-MM`, a month of the years 2000 to 2099. */
export const SHIP_MONTH_PATTERN = /^20\d\d-(0[1-9]|1[0-2])$/;
const shipMonth = z.string().regex(SHIP_MONTH_PATTERN).nullable();
const dispatchDays = z.number().int().min(0).max(PRODUCT_DISPATCH_DAYS_MAX).nullable();

/** Spec 3 product setting, as served by GET /api/product-settings and /static/product-settings.json. */
export const productSetting = z.object({
  code: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  /** The page on this site Learn more opens; '' when there is none (DANCING CAT), '/' for home. */
  path: z.string(),
  cn_name: z.string(),
  overseas_name: z.string(),
  /** The mode's store page (buy link), or the external target when the mode's status is jump. */
  cn_url: z.string(),
  overseas_url: z.string(),
  cn_status: z.enum(PRODUCT_STATUSES),
  overseas_status: z.enum(PRODUCT_STATUSES),
  cn_is_top: z.boolean(),
  overseas_is_top: z.boolean(),
  cn_is_home: z.boolean(),
  overseas_is_home: z.boolean(),
  cn_priority: z.number().int(),
  overseas_priority: z.number().int(),
  cn_top_name: z.string(),
  overseas_top_name: z.string(),
  /** Staff hid the buy link whatever the status. */
  hide_buy: z.boolean(),
  /** Generic external link for status jump, used when the mode's own url is empty. */
  jump_url: z.string(),
  /** Issue 18: the mode's price in minor units (fen, cents); null: none shown. max above min: a range. */
  cn_price_min: z.number().int().nullable(),
  cn_price_max: z.number().int().nullable(),
  overseas_price_min: z.number().int().nullable(),
  overseas_price_max: z.number().int().nullable(),
  /** Group buy (GB) window, ISO-8601 UTC, and the estimated shipping month `YYYY-MM`. */
  cn_gb_start: z.string().nullable(),
  cn_gb_end: z.string().nullable(),
  cn_gb_ship_month: z.string().nullable(),
  overseas_gb_start: z.string().nullable(),
  overseas_gb_end: z.string().nullable(),
  overseas_gb_ship_month: z.string().nullable(),
  /** In stock: dispatched within this many days of payment. */
  cn_dispatch_days: z.number().int().nullable(),
  overseas_dispatch_days: z.number().int().nullable(),
  updated_at: z.string(),
  /** Staff-managed photos and videos (decision 050), present when the product has any. */
  media: productMediaList.optional(),
});
export type ProductSetting = z.infer<typeof productSetting>;
export const productSettingList = z.array(productSetting);

/** PATCH /api/product-settings/{code} (staff): any editable field; the code itself never changes. */
export const productSettingUpdate = z
  .object({
    kind: z.enum(PRODUCT_KINDS),
    path: optionalSitePath,
    cn_name: name,
    overseas_name: name,
    cn_url: optionalHttpUrl,
    overseas_url: optionalHttpUrl,
    cn_status: z.enum(PRODUCT_STATUSES),
    overseas_status: z.enum(PRODUCT_STATUSES),
    cn_is_top: z.boolean(),
    overseas_is_top: z.boolean(),
    cn_is_home: z.boolean(),
    overseas_is_home: z.boolean(),
    cn_priority: priority,
    overseas_priority: priority,
    cn_top_name: name,
    overseas_top_name: name,
    hide_buy: z.boolean(),
    jump_url: optionalHttpUrl,
    cn_price_min: price,
    cn_price_max: price,
    overseas_price_min: price,
    overseas_price_max: price,
    cn_gb_start: moment,
    cn_gb_end: moment,
    cn_gb_ship_month: shipMonth,
    overseas_gb_start: moment,
    overseas_gb_end: moment,
    overseas_gb_ship_month: shipMonth,
    cn_dispatch_days: dispatchDays,
    overseas_dispatch_days: dispatchDays,
  })
  .partial()
  .strict();
export type ProductSettingUpdate = z.infer<typeof productSettingUpdate>;

type Schedule = Pick<
  ProductSetting,
  | 'cn_price_min'
  | 'cn_price_max'
  | 'overseas_price_min'
  | 'overseas_price_max'
  | 'cn_gb_start'
  | 'cn_gb_end'
  | 'overseas_gb_start'
  | 'overseas_gb_end'
>;

export interface SettingConflict {
  code: 'price_range_invalid' | 'group_buy_dates_invalid';
  fields: string[];
}

/**
 * The rules between fields of a setting as it would be saved (the stored row with the edit over
 * it), for the staff form and the server alike: a highest price needs a lowest price at or below
 * it, and a group buy with both dates must end after it starts. The first conflict, or null.
 */
export function settingConflict(setting: Schedule): SettingConflict | null {
  for (const prefix of ['cn', 'overseas'] as const) {
    const min = setting[`${prefix}_price_min`];
    const max = setting[`${prefix}_price_max`];
    if (max !== null && (min === null || min > max))
      return { code: 'price_range_invalid', fields: [`${prefix}_price_min`, `${prefix}_price_max`] };
  }
  for (const prefix of ['cn', 'overseas'] as const) {
    const start = setting[`${prefix}_gb_start`];
    const end = setting[`${prefix}_gb_end`];
    if (start !== null && end !== null && Date.parse(end) <= Date.parse(start))
      return { code: 'group_buy_dates_invalid', fields: [`${prefix}_gb_start`, `${prefix}_gb_end`] };
  }
  return null;
}

// Product requests and the newsletter (spec 3, 5)

/**
 * POST /api/product-requests. Limits here are loose on purpose: the spec 5 rules are checked by
 * `productRequestProblem` so each answers its own code. The mode is `mode` when given, else China
 * mode when a mobile is filled in, else overseas.
 */
export const productRequestBody = z.object({
  product_code: productCodeField,
  nickname: z.string().max(200).default(''),
  mobile: z.string().max(200).default(''),
  email: z.string().max(500).default(''),
  mode: z.enum(PRODUCT_MODES).optional(),
});
export type ProductRequestBody = z.input<typeof productRequestBody>;

/** Spec 3: a request reads back as id, nickname, phone, email. */
export const productRequestInfo = z.object({
  id: z.number().int(),
  nickname: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type ProductRequestInfo = z.infer<typeof productRequestInfo>;

/** `x` is the product code (spec 7 calls it the product name). */
export const productRequestQuery = z.object({ x: productCodeField });

export const productRequestCount = z.object({
  count: z.number().int(),
  /** Whether the signed-in user has requested this product; false when signed out. */
  has_collection: z.boolean(),
});
export type ProductRequestCount = z.infer<typeof productRequestCount>;

export const adminProductRequest = productRequestInfo.extend({
  product_code: z.string(),
  user_id: z.number().int(),
  mode: z.enum(PRODUCT_MODES),
  create_time: z.string(),
  update_time: z.string(),
});
export const adminProductRequestQuery = z.object({
  product_code: productCodeField.optional(),
  page_number: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  ordering: z.enum(['id', '-id']).default('-id'),
});
export const adminProductRequestCsvQuery = adminProductRequestQuery.pick({ product_code: true });
export const adminProductRequestPage = pageOf(adminProductRequest);

/** POST /api/newsletter: the footer subscription (overseas), e-mail rule of spec 5. */
export const newsletterBody = z.object({
  email: z.string().max(500),
  /** Language of the confirmation mail; both languages are in it either way. */
  language: z.enum(PRODUCT_MODES).optional(),
});
/**
 * POST /api/newsletter. `subscribed: true` says the request was taken; the address is a subscriber
 * once it confirms through the mailed link (double opt-in, decision 024).
 */
export const newsletterResponse = z.object({ email: z.string(), subscribed: z.literal(true) });

export const adminNewsletterSubscriber = z.object({
  id: z.number().int(),
  email: z.string(),
  language: z.enum(PRODUCT_MODES),
  /** Confirmed through the mailed link and not unsubscribed (double opt-in). */
  subscribed: z.boolean(),
  create_time: z.string(),
  /** When the address confirmed; null while the confirmation is open. */
  confirm_time: z.string().nullable(),
  unsubscribe_time: z.string().nullable(),
});
export const adminNewsletterQuery = z.object({
  subscribed: z.enum(['true', 'false']).optional(),
  page_number: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  ordering: z.enum(['id', '-id']).default('-id'),
});
export const adminNewsletterPage = pageOf(adminNewsletterSubscriber);

/** GET /api/country-check (spec 3): ISO 3166 alpha-2, or '' when unknown (the web then follows the language). */
export const countryCheck = z.object({ iso_code: z.string() });
