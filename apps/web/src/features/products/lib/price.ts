import { depositOf, modePrice, modeSchedule } from '@miao/contracts/product-rules';
import type { ProductMode, ProductSetting } from '@miao/contracts/products';
import { htmlLang } from '@/lib/language';
import { dateFormat, numberFormat, ownMoney } from '@/lib/money';

// Issue 18: prices and dates formatted with Intl in the page's locale. Dates are shown in the
// mode's own time zone (China mode: Beijing time; overseas: UTC), so the server's render and the
// browser's agree whatever zone either runs in.
const TIME_ZONE: Record<ProductMode, string> = { cn: 'Asia/Shanghai', en: 'UTC' };

/** An amount in minor units (fen, cents) as money in the page's locale: ¥1,299 · $189.50. */
export function formatMoney(minor: number, currency: string, language: ProductMode): string {
  const own = ownMoney(minor, currency, language, 'when-any');
  if (own !== undefined) return own;
  const whole = minor % 100 === 0;
  return numberFormat(htmlLang(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

export interface PriceView {
  /** The amount to show: the price, or the lowest of a range. */
  amount: string;
  /** A range is shown as "from" the lowest. */
  from: boolean;
  /** The pre-order deposit of the lowest price (spec 9: 20%). */
  deposit: string;
}

/** The page mode's price of a setting, or null when staff set none (then nothing is shown). */
export function priceView(setting: ProductSetting, language: ProductMode): PriceView | null {
  const price = modePrice(setting, language);
  if (!price) return null;
  return {
    amount: formatMoney(price.min, price.currency, language),
    from: price.max > price.min,
    deposit: formatMoney(depositOf(price.min), price.currency, language),
  };
}

/** A moment (ISO-8601) as a date in the page's locale and the mode's zone. */
export function formatDay(iso: string, language: ProductMode): string {
  return dateFormat(htmlLang(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: TIME_ZONE[language],
  }).format(new Date(iso));
}

/** A `YYYY-MM` month in the page's locale: "July 2026", "2026年7月". */
export function formatMonth(month: string, language: ProductMode): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return dateFormat(htmlLang(language), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
}

export interface ScheduleView {
  /** Group buy (GB) window and estimated shipping month, each formatted; null when unset. */
  gb: { start: string | null; end: string | null; shipMonth: string | null } | null;
  /** In stock: dispatched within this many days. */
  dispatchDays: number | null;
}

/** What the mode's status makes relevant: the group-buy timeline for GB, the dispatch time for inStock. */
export function scheduleView(setting: ProductSetting, language: ProductMode): ScheduleView {
  const status = language === 'cn' ? setting.cn_status : setting.overseas_status;
  const s = modeSchedule(setting, language);
  const gb =
    status === 'GB' && (s.gbStart || s.gbEnd || s.shipMonth)
      ? {
          start: s.gbStart ? formatDay(s.gbStart, language) : null,
          end: s.gbEnd ? formatDay(s.gbEnd, language) : null,
          shipMonth: s.shipMonth ? formatMonth(s.shipMonth, language) : null,
        }
      : null;
  return { gb, dispatchDays: status === 'inStock' ? s.dispatchDays : null };
}
