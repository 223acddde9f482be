// Demo prices, group-buy windows and shipping estimates (issue 18), so the landing pages and
// product cards show them after `npm start`. Staff data, so demo only: a real deployment starts
// with none and staff set them on the settings screen.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { productSettings } from '../db/schema/products';

type Price = readonly [min: number, max?: number];
interface DemoPrice {
  cn?: Price;
  en?: Price;
  /** In-stock dispatch estimate in days [China mode, overseas]. */
  dispatch?: readonly [number, number];
  /** Group buy in these modes: open since a week, closing in three weeks, shipping in four months. */
  gb?: readonly ('cn' | 'en')[];
}

/** Amounts in minor units (fen, cents). */
const DEMO_PRICES: Record<string, DemoPrice> = {
  'am-relic-80': { cn: [129900, 169900], en: [18900, 23900], gb: ['cn', 'en'] },
  'am-compact-touch': { cn: [159900], en: [22900], gb: ['cn'] },
  'am-afa-r2': { cn: [249900, 299900], en: [34900, 41900], gb: ['en'] },
  'am-rgb-65-r1_5': { cn: [89900], en: [12900], gb: ['cn', 'en'] },
  'am-neon-80': { cn: [119900], en: [16900], gb: ['cn', 'en'] },
  'back-to-the-future-r2': { cn: [139900], en: [19900], gb: ['cn', 'en'] },
  'cyberboard-r4': { cn: [239900], en: [34900], dispatch: [3, 7] },
  'am-65-less-r2': { cn: [149900], en: [21900], dispatch: [5, 10] },
  'am-rgb-65': { cn: [79900], en: [11900], dispatch: [3, 7] },
  // spec 9: the two Argentina editions of HATSU, 580 and 890 USD
  'am-hatsu': { en: [58000, 89000] },
  'cyberboard-typing-kit': { cn: [39900], en: [5900], dispatch: [3, 7] },
  cybercharge: { cn: [29900], en: [4900], dispatch: [2, 5] },
  'cybercharge-35': { cn: [19900], en: [3500], dispatch: [2, 5] },
  'am-emptiness-charger': { cn: [34900], en: [5900], dispatch: [2, 5] },
  // every other product that can be bought or pre-ordered (issue 34: a price on all of them)
  cyberswitch: { cn: [9900], en: [1500], dispatch: [2, 5] },
  'icy-silver-switch-pro': { cn: [6900, 12900], en: [1000, 1900], dispatch: [2, 5] },
  'icy-silver-switch-pro-v2': { cn: [7900, 14900], en: [1200, 2200], dispatch: [2, 5] },
  'emergence-keycaps': { cn: [59900], en: [8900], gb: ['cn', 'en'] },
  'cybermat-r3': { cn: [26900], en: [3900], dispatch: [3, 7] },
  'am-silk-glass': { cn: [39900], en: [5900], dispatch: [3, 7] },
  'am-infinity-mouse': { cn: [69900], en: [9900], gb: ['cn', 'en'] },
  'am-carpio-g2': { cn: [32900], en: [4900], dispatch: [3, 7] },
  // pre-order in China, in stock overseas
  hover: { cn: [29900], en: [4500], dispatch: [3, 7], gb: ['cn'] },
  'am-emptiness-phone-case-16': { cn: [19900], en: [2900], dispatch: [2, 5] },
  cyberblade: { cn: [89900], en: [12900], dispatch: [3, 7] },
  'am-keyboard-assessories': { cn: [4900, 29900], en: [900, 4900], dispatch: [2, 5] },
};

const DAY = 24 * 60 * 60 * 1000;

function shipMonth(now: Date): string {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 4, 1));
  return month.toISOString().slice(0, 7);
}

export async function seedProductPrices(tx: DbOrTx, now = new Date()): Promise<void> {
  const start = new Date(now.getTime() - 7 * DAY);
  const end = new Date(now.getTime() + 21 * DAY);
  for (const [code, demo] of Object.entries(DEMO_PRICES)) {
    const gbCn = demo.gb?.includes('cn') ?? false;
    const gbEn = demo.gb?.includes('en') ?? false;
    await tx
      .update(productSettings)
      .set({
        cnPriceMin: demo.cn?.[0] ?? null,
        cnPriceMax: demo.cn?.[1] ?? demo.cn?.[0] ?? null,
        overseasPriceMin: demo.en?.[0] ?? null,
        overseasPriceMax: demo.en?.[1] ?? demo.en?.[0] ?? null,
        cnDispatchDays: demo.dispatch?.[0] ?? null,
        overseasDispatchDays: demo.dispatch?.[1] ?? null,
        cnGbStart: gbCn ? start : null,
        cnGbEnd: gbCn ? end : null,
        cnGbShipMonth: gbCn ? shipMonth(now) : null,
        overseasGbStart: gbEn ? start : null,
        overseasGbEnd: gbEn ? end : null,
        overseasGbShipMonth: gbEn ? shipMonth(now) : null,
      })
      .where(eq(productSettings.code, code));
  }
}
