import {
  CONTACT_NAME_MAX,
  EMAIL_INPUT_MAX,
  HOME_BOTTOM_PRIORITY_BELOW,
  HOME_TOP_PRIORITY,
  PRE_ORDER_DEPOSIT_PERCENT,
  REQUEST_COUNT_PLAIN_MAX,
} from './limits';
import { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN } from './patterns';
import type { ProductSetting } from './products';

// The product rules of spec 1-5 without zod: the web's header, home and landing pages use them
// before any form loads. products.ts re-exports all of them next to its schemas.

/** The two modes of spec 1: China mode (`cn`, the `cn_*` fields) and overseas (`en`, the `overseas_*` fields). */
export const PRODUCT_MODES = ['cn', 'en'] as const;
export type ProductMode = (typeof PRODUCT_MODES)[number];

/** Spec 3 status values. GB is the pre-order (group buy); jump opens an external link. */
export const PRODUCT_STATUSES = ['developing', 'GB', 'inStock', 'restock', 'soldOut', 'jump'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/**
 * What a settings row stands for: a product landing page of spec 2 (`product`), a header or
 * link-list key such as CYBERBLADE or AMTOYS (`link`), or a page that sells nothing, such as a
 * competition or the AM Master history (`page`).
 */
export const PRODUCT_KINDS = ['product', 'link', 'page'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Product codes: a landing route slug (`cyberboard-r4`) or a header key (`TIME MACHINE`). */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 _.-]*$/;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The mode's half of a setting. */
export function modeFields(setting: ProductSetting, mode: ProductMode) {
  return mode === 'cn'
    ? {
        name: setting.cn_name,
        url: setting.cn_url,
        status: setting.cn_status,
        isTop: setting.cn_is_top,
        isHome: setting.cn_is_home,
        priority: setting.cn_priority,
        topName: setting.cn_top_name,
      }
    : {
        name: setting.overseas_name,
        url: setting.overseas_url,
        status: setting.overseas_status,
        isTop: setting.overseas_is_top,
        isHome: setting.overseas_is_home,
        priority: setting.overseas_priority,
        topName: setting.overseas_top_name,
      };
}

/** Issue 18: China mode sells in yuan, overseas in US dollars; prices are kept in minor units. */
export const MODE_CURRENCY = { cn: 'CNY', en: 'USD' } as const satisfies Record<ProductMode, string>;

/** A mode's price in minor units: one amount (`max === min`) or a range shown as "from min". */
export interface ModePrice {
  min: number;
  max: number;
  currency: (typeof MODE_CURRENCY)[ProductMode];
}

/** The mode's price, or null when staff set none (then nothing is shown). */
export function modePrice(setting: ProductSetting, mode: ProductMode): ModePrice | null {
  const [min, max] =
    mode === 'cn'
      ? [setting.cn_price_min, setting.cn_price_max]
      : [setting.overseas_price_min, setting.overseas_price_max];
  if (min === null || min === undefined) return null;
  return { min, max: max ?? min, currency: MODE_CURRENCY[mode] };
}

/** Spec 4 and 9: the pre-order deposit, 20% of the full price, in minor units (rounded half up). */
export function depositOf(fullPrice: number): number {
  return Math.round((fullPrice * PRE_ORDER_DEPOSIT_PERCENT) / 100);
}

/** The mode's group-buy timeline and shipping estimate (issue 18); null where staff set none. */
export function modeSchedule(setting: ProductSetting, mode: ProductMode) {
  return mode === 'cn'
    ? {
        gbStart: setting.cn_gb_start,
        gbEnd: setting.cn_gb_end,
        shipMonth: setting.cn_gb_ship_month,
        dispatchDays: setting.cn_dispatch_days,
      }
    : {
        gbStart: setting.overseas_gb_start,
        gbEnd: setting.overseas_gb_end,
        shipMonth: setting.overseas_gb_ship_month,
        dispatchDays: setting.overseas_dispatch_days,
      };
}

function byPriorityDescending(mode: ProductMode) {
  return (a: ProductSetting, b: ProductSetting) =>
    modeFields(b, mode).priority - modeFields(a, mode).priority || a.code.localeCompare(b.code);
}

/**
 * Home products of spec 9: `is_home` for the mode; priority 100 and above is the top group, below
 * 99 the bottom group, each sorted by priority descending (ties by code). Spec 9 literally leaves
 * priority 99 out of both groups: staff can park a product there to take it off home for a while.
 */
export function homeGroups<T extends ProductSetting>(
  settings: readonly T[],
  mode: ProductMode,
): { top: T[]; bottom: T[] } {
  const home = settings.filter((s) => modeFields(s, mode).isHome);
  const sort = byPriorityDescending(mode);
  return {
    top: home.filter((s) => modeFields(s, mode).priority >= HOME_TOP_PRIORITY).sort(sort),
    bottom: home.filter((s) => modeFields(s, mode).priority < HOME_BOTTOM_PRIORITY_BELOW).sort(sort),
  };
}

/** Header top-product entries (spec 2): `is_top` for the mode, by priority, with the mode's top name. */
export function topProducts<T extends ProductSetting>(
  settings: readonly T[],
  mode: ProductMode,
): { setting: T; name: string }[] {
  return settings
    .filter((s) => modeFields(s, mode).isTop)
    .sort(byPriorityDescending(mode))
    .map((setting) => {
      const fields = modeFields(setting, mode);
      return { setting, name: fields.topName || fields.name };
    });
}

export type BuyLabel = 'group_buy' | 'order_now';

/** Spec 2: the group-buy label for restock or GB, the order-now label for inStock. */
export function buyLabel(status: ProductStatus): BuyLabel | null {
  if (status === 'GB' || status === 'restock') return 'group_buy';
  if (status === 'inStock') return 'order_now';
  return null;
}

/** Spec 4 product status display: GB or restock pre-order, inStock Buy, soldOut Request, jump external. */
export function statusDisplay(status: ProductStatus): 'pre_order' | 'buy' | 'request' | 'jump' | null {
  switch (status) {
    case 'GB':
    case 'restock':
      return 'pre_order';
    case 'inStock':
      return 'buy';
    case 'soldOut':
      return 'request';
    case 'jump':
      return 'jump';
    default:
      return null;
  }
}

export interface ProductLinkPair {
  /** The landing page on this site; null when the entry has none. */
  learnMoreHref: string | null;
  /** Only for GB or inStock, not hidden by staff, with a store link for the mode. */
  buy: { href: string; label: BuyLabel } | null;
  /** Sold out: the Request button (spec 2 sub-header, spec 4 request modal). */
  request: boolean;
  /** Status jump: the external link to open (the mode's url, else the generic jump_url). */
  jump: string | null;
}

/** Spec 2 product link pair: Learn more, plus buy only when GB or inStock and buying is not hidden. */
export function productLinkPair(setting: ProductSetting, mode: ProductMode): ProductLinkPair {
  const { status, url } = modeFields(setting, mode);
  const label = buyLabel(status);
  const buyable = (status === 'GB' || status === 'inStock') && !setting.hide_buy && url !== '' && label;
  return {
    learnMoreHref: setting.path || null,
    buy: buyable ? { href: url, label } : null,
    request: status === 'soldOut',
    jump: status === 'jump' ? url || setting.jump_url || null : null,
  };
}

/** Spec 9: up to 999 as is, above as one-decimal thousands with a k suffix (1000 → 1.0k, 12345 → 12.3k). */
export function formatRequestCount(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  const whole = Math.floor(count);
  if (whole <= REQUEST_COUNT_PLAIN_MAX) return String(whole);
  return `${(whole / 1000).toFixed(1)}k`;
}

// Product requests (spec 3, 5)

/** Spec 5: an e-mail with a 2-4 letter top-level part, at most 80 characters. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_INPUT_MAX && EMAIL_PATTERN.test(value);
}

export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE_PATTERN.test(value);
}

export type ContactProblem =
  'input_error_mobile' | 'input_error_email' | 'nickname_required' | 'nickname_too_long';

/**
 * The request form of spec 5, as one rule for the form and the server: a contact name that is not
 * blank after trim and at most 20 characters; in China mode a mainland mobile, otherwise an e-mail.
 * Returns the first problem, contact field first (the order the form shows its fields).
 */
export function productRequestProblem(
  input: { nickname: string; mobile: string; email: string },
  mode: ProductMode,
): ContactProblem | null {
  if (mode === 'cn' && !isMainlandMobile(input.mobile.trim())) return 'input_error_mobile';
  if (mode === 'en' && !isValidEmail(input.email.trim())) return 'input_error_email';
  const nickname = input.nickname.trim();
  if (nickname === '') return 'nickname_required';
  if ([...nickname].length > CONTACT_NAME_MAX) return 'nickname_too_long';
  return null;
}

/** A request's mode: `mode` when given, else China mode when a mobile is filled in, else overseas. */
export function productRequestMode(body: { mode?: ProductMode; mobile?: string }): ProductMode {
  return body.mode ?? (body.mobile?.trim() ? 'cn' : 'en');
}

/** Spec 2: the keyboards with a `/custom/` page (re-exported by customisation.ts; here without zod, for the web's route list). */
export const CUSTOMISABLE_PRODUCTS = ['am-65-less', 'am-compact-touch'] as const;
export type CustomisableProduct = (typeof CUSTOMISABLE_PRODUCTS)[number];
