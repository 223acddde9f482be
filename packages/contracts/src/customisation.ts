// Keyboard customisation (issue 15; docs/decisions/023): the owner of a paid order of a customisable
// keyboard writes the left and right light text and the engraving above the port, for 7 days.
import { z } from 'zod';
import { PAGE_NUMBER_MAX, pageOf } from './common';
import { CUSTOM_TEXT_MAX, CUSTOMISATION_WINDOW_DAYS } from './limits';
import { orderNoField, type OrderStore } from './orders';
import { CUSTOMISABLE_PRODUCTS, type CustomisableProduct } from './product-rules';

export { CUSTOM_TEXT_MAX, CUSTOMISATION_WINDOW_DAYS, CUSTOMISABLE_PRODUCTS, type CustomisableProduct };

export function isCustomisableProduct(code: string | undefined): code is CustomisableProduct {
  return (CUSTOMISABLE_PRODUCTS as readonly string[]).includes(code ?? '');
}

/**
 * Spec 7 "custom order by orderNo and platform": the platform is the site mode the order was bought
 * in, cn (the China store) or en (the overseas store).
 */
export const CUSTOM_PLATFORMS = ['cn', 'en'] as const;
export type CustomPlatform = (typeof CUSTOM_PLATFORMS)[number];

export function storeOfPlatform(platform: CustomPlatform): OrderStore {
  return platform === 'cn' ? 'cn' : 'overseas';
}

export function platformOfStore(store: OrderStore): CustomPlatform {
  return store === 'cn' ? 'cn' : 'en';
}

/**
 * Spec 3: the three areas. Spec 5 and 8 check them middle first, then left, then right; this is
 * that order.
 */
export const CUSTOM_AREAS = ['middle', 'left', 'right'] as const;
export type CustomArea = (typeof CUSTOM_AREAS)[number];

/**
 * Spec 5: "only 26 English letters, digits 0-9 and a few symbols". The few symbols (decision 023):
 * the space (inside the text; the ends are trimmed) and ! # & * + , - . / ? @ _ , all of which
 * the light bars' font and the engraving tool can render.
 */
export const CUSTOM_SYMBOLS = ' !#&*+,-./?@_';
export const CUSTOM_TEXT_PATTERN = /^[A-Za-z0-9 !#&*+,\-./?@_]*$/;

export type CustomTextProblem = 'missing' | 'too_long' | 'unsupported';

/** What is wrong with one area's text (already trimmed), if anything: the same rule on both sides. */
export function customTextProblem(text: string): CustomTextProblem | undefined {
  if (text.length === 0) return 'missing';
  if ([...text].length > CUSTOM_TEXT_MAX) return 'too_long';
  if (!CUSTOM_TEXT_PATTERN.test(text)) return 'unsupported';
  return undefined;
}

/** The characters of `text` the keyboard cannot carry, each once, in order of appearance. */
export function unsupportedCharacters(text: string): string[] {
  return [...new Set([...text].filter((c) => !CUSTOM_TEXT_PATTERN.test(c)))];
}

export const customOrderParams = z.object({ orderNo: orderNoField });

export const customOrderQuery = z.object({
  platform: z.enum(CUSTOM_PLATFORMS),
  product: z.enum(CUSTOMISABLE_PRODUCTS),
});
export type CustomOrderQuery = z.infer<typeof customOrderQuery>;

/**
 * The texts as typed. Lengths are capped loosely here so an over-long text reaches the service and
 * is refused with its field named, like a forbidden character (spec 5).
 */
const areaText = z
  .string()
  .max(CUSTOM_TEXT_MAX * 10)
  .default('');
export const customOrderSave = z.object({
  left_text: areaText,
  middle_text: areaText,
  right_text: areaText,
});
export type CustomOrderSave = z.infer<typeof customOrderSave>;

/** A member's customisation of one keyboard of one order. */
export const customOrder = z.object({
  order_no: z.string(),
  platform: z.enum(CUSTOM_PLATFORMS),
  product_code: z.enum(CUSTOMISABLE_PRODUCTS),
  quantity: z.number().int(),
  left_text: z.string(),
  middle_text: z.string(),
  right_text: z.string(),
  /** Saved at least once. */
  customised: z.boolean(),
  paid_at: z.string(),
  /** paid_at + 7 days (spec 9): after it the text is locked and goes to fulfilment. */
  editable_until: z.string(),
  editable: z.boolean(),
  revision: z.number().int(),
  update_time: z.string().nullable(),
});
export type CustomOrder = z.infer<typeof customOrder>;

/** GET /api/custom-orders: the member's own customisable orders of one keyboard (issue 35 item 9). */
export const ownCustomOrdersQuery = z.object({ product: z.enum(CUSTOMISABLE_PRODUCTS) });
export type OwnCustomOrdersQuery = z.infer<typeof ownCustomOrdersQuery>;
export const ownCustomOrderList = z.object({ results: z.array(customOrder) });
export type OwnCustomOrderList = z.infer<typeof ownCustomOrderList>;

// ── staff ───────────────────────────────────────────────────────────────────────────────────────

export const CUSTOM_ORDER_STATES = ['locked', 'open'] as const;

export const staffCustomOrderQuery = z.object({
  state: z.enum(CUSTOM_ORDER_STATES).optional(),
  product: z.enum(CUSTOMISABLE_PRODUCTS).optional(),
  page_number: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffCustomOrderQuery = z.infer<typeof staffCustomOrderQuery>;

export const staffCustomOrderCsvQuery = staffCustomOrderQuery.pick({ product: true });

export const staffCustomOrder = customOrder
  .omit({ platform: true, editable: true })
  .extend({ store: z.enum(['cn', 'overseas']), locked: z.boolean() });
export type StaffCustomOrder = z.infer<typeof staffCustomOrder>;

export const staffCustomOrderPage = pageOf(staffCustomOrder);

/** The columns of the fulfilment CSV, in order. */
export const CUSTOM_ORDER_CSV_HEADER = [
  'order_no',
  'store',
  'product_code',
  'quantity',
  'left_text',
  'middle_text',
  'right_text',
  'customised',
  'paid_at',
  'locked_at',
  'update_time',
] as const;
