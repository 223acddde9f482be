import { eq } from 'drizzle-orm';
import type { ChatCitation, ChatLanguage } from '@miao/contracts/chat';
import {
  depositOf,
  modeFields,
  modePrice,
  modeSchedule,
  productLinkPair,
  type ProductStatus,
} from '@miao/contracts/product-rules';
import type { DbOrTx } from '../../db/client';
import { productSettings } from '../../db/schema/products';
import { presentSetting } from '../products/presenter';
import { sitePath } from './builtin';
import type { CatalogueProduct } from './catalogue';

/**
 * What changes from day to day about a product (its price, status, group-buy window and buy link)
 * is answered from its settings row when the question is asked, never from copy that could be
 * stale (decision 053). The page's language picks the mode: cn pages are China mode (yuan), en
 * pages overseas (US dollars), as the product pages show them.
 */
export type LiveAsk = 'price' | 'status' | 'buy' | 'schedule';

const ASKS: Record<LiveAsk, RegExp[]> = {
  price: [
    /\b(price[sd]?|pricing|costs?|how much|expensive|cheap)\b/i,
    /(多少钱|价格|价钱|售价|几块|多钱|贵不贵|贵吗|便宜|怎么卖|卖多少)/,
  ],
  status: [
    /\b(in stock|available|availability|sold out|stock|pre-?orders?|can i (still )?(buy|order|get)|on sale|status)\b/i,
    /(有货|现货|库存|售罄|卖完|卖光|没货|缺货|补货|还能买|能买吗|能买到|有卖|在售|开售|预售|状态)/,
  ],
  buy: [
    /\b(where (can|do) i (buy|get|order)|buy(ing)? link|purchase link|link to (buy|order)|how (can|do) i (buy|order|purchase)|store link)\b/i,
    /(哪里买|哪儿买|在哪买|去哪买|怎么买|如何购买|购买链接|链接|在哪下单|哪里下单|怎么下单)/,
  ],
  schedule: [
    /\b(group ?buy|gb|when (does|do|will) (it|the|they)\b.*\b(open|close|end|start|ship)|ship(ping)? (date|month|estimate)|when .*\bship)\b/i,
    /(团购|开团|截团|什么时候发货|何时发货|发货时间|几月发货|多久发货|几天发货|多久能发|什么时候到)/,
  ],
};

/** The live facts the question asks for; empty when it asks none. */
export function liveAsks(question: string): Set<LiveAsk> {
  const asks = new Set<LiveAsk>();
  for (const [ask, patterns] of Object.entries(ASKS) as [LiveAsk, RegExp[]][]) {
    if (patterns.some((p) => p.test(question))) asks.add(ask);
  }
  return asks;
}

/** The question without the words that asked for live facts (what else it asks). */
export function withoutLiveWords(question: string): string {
  let rest = question;
  for (const patterns of Object.values(ASKS))
    for (const p of patterns) rest = rest.replace(new RegExp(p, 'gi'), ' ');
  return rest;
}

const STATUS_WORDS: Record<ProductStatus, Record<ChatLanguage, string>> = {
  developing: { cn: '还在开发中，暂未开售', en: 'still in development and not on sale yet' },
  GB: { cn: '正在团购（预售）中', en: 'open for group buy (pre-order)' },
  inStock: { cn: '现货在售', en: 'in stock' },
  restock: { cn: '正在补货，可以预订', en: 'being restocked and open for pre-order' },
  soldOut: { cn: '已售罄', en: 'sold out' },
  jump: { cn: '通过外部链接购买', en: 'sold through an external link' },
};

const TIME_ZONE: Record<ChatLanguage, string> = { cn: 'Asia/Shanghai', en: 'UTC' };
const LOCALE: Record<ChatLanguage, string> = { cn: 'zh-CN', en: 'en-US' };
const SYMBOL: Record<string, string> = { CNY: '¥', USD: '$' };

/** An amount in minor units as the product pages show it: ¥2,399 · $349 · $12.50. */
export function formatMoney(minor: number, currency: string): string {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  const amount = `${new Intl.NumberFormat('en-US').format(whole)}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
  return `${SYMBOL[currency] ?? `${currency} `}${amount}`;
}

function formatDay(iso: string, language: ChatLanguage): string {
  return new Intl.DateTimeFormat(LOCALE[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: TIME_ZONE[language],
  }).format(new Date(iso));
}

function formatMonth(month: string, language: ChatLanguage): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(LOCALE[language], {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)));
}

export interface LiveFacts {
  /** The facts as sentences in the page's language. */
  text: string;
  citation: ChatCitation;
}

/**
 * The product's live facts for the asks, from its settings row now. Price and status always go
 * together (a price of something sold out misleads); the window and the link when there is one.
 */
export async function liveFacts(
  db: DbOrTx,
  product: CatalogueProduct,
  asks: Set<LiveAsk>,
  language: ChatLanguage,
): Promise<LiveFacts | undefined> {
  const [row] = await db.select().from(productSettings).where(eq(productSettings.code, product.code));
  if (!row) return undefined;
  const setting = presentSetting(row);
  const mode = language;
  const cn = language === 'cn';
  const name = modeFields(setting, mode).name || product.name[language];
  const { status } = modeFields(setting, mode);
  const price = modePrice(setting, mode);
  const schedule = modeSchedule(setting, mode);
  const links = productLinkPair(setting, mode);
  const lines: string[] = [];

  const priceText = price
    ? price.max > price.min
      ? cn
        ? `${formatMoney(price.min, price.currency)} 起（${formatMoney(price.min, price.currency)}–${formatMoney(price.max, price.currency)}）`
        : `from ${formatMoney(price.min, price.currency)} (${formatMoney(price.min, price.currency)}–${formatMoney(price.max, price.currency)})`
      : formatMoney(price.min, price.currency)
    : undefined;
  if (asks.has('price')) {
    lines.push(
      priceText
        ? cn
          ? `${name} 的价格：${priceText}。`
          : `The ${name} costs ${priceText}.`
        : cn
          ? `${name} 目前没有公布价格。`
          : `No price is published for the ${name} yet.`,
    );
  }
  lines.push(cn ? `当前状态：${STATUS_WORDS[status].cn}。` : `Right now it is ${STATUS_WORDS[status].en}.`);
  if ((status === 'GB' || status === 'restock') && price) {
    const deposit = formatMoney(depositOf(price.min), price.currency);
    lines.push(
      cn
        ? `预售先付全价 20% 的定金（${deposit}${price.max > price.min ? ' 起' : ''}），投产前可全额退还，尾款在发货前支付。`
        : `A pre-order starts with a deposit of 20% of the full price (${price.max > price.min ? 'from ' : ''}${deposit}), fully refundable until production starts; the balance is paid before shipping.`,
    );
  }
  if (status === 'GB' && schedule.gbStart && schedule.gbEnd) {
    const window = cn
      ? `团购时间：${formatDay(schedule.gbStart, language)}至${formatDay(schedule.gbEnd, language)}`
      : `The group buy runs from ${formatDay(schedule.gbStart, language)} to ${formatDay(schedule.gbEnd, language)}`;
    const ship = schedule.shipMonth
      ? cn
        ? `，预计 ${formatMonth(schedule.shipMonth, language)} 发货`
        : `; shipping is expected in ${formatMonth(schedule.shipMonth, language)}`
      : '';
    lines.push(`${window}${ship}${cn ? '。' : '.'}`);
  }
  if (status === 'inStock' && schedule.dispatchDays) {
    lines.push(
      cn
        ? `付款后 ${schedule.dispatchDays} 天内发货。`
        : `It ships within ${schedule.dispatchDays} days of payment.`,
    );
  }
  if (links.buy) {
    lines.push(cn ? `购买链接：${links.buy.href}` : `Buy it here: ${links.buy.href}`);
  } else if (links.jump) {
    lines.push(cn ? `购买链接：${links.jump}` : `Buy it here: ${links.jump}`);
  } else if (links.request) {
    lines.push(
      cn
        ? '可以在商品页登记，补货或再版时通知你。'
        : 'You can register your interest on its page to hear when it comes back.',
    );
  }
  return {
    text: lines.join(cn ? '' : ' '),
    citation: { title: product.name[language], url: sitePath(language, product.path) },
  };
}
