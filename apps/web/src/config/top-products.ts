import type { Language } from '@/lib/language';

export interface TopProduct {
  code: string;
  /** App path of the landing page (without language prefix). */
  path: string;
  /** Header names: the Chinese (cn_top_name) and overseas (overseas_top_name) entries of spec 3. */
  name: Record<Language, string>;
}

/**
 * Header entries used while the product settings load (pages are server-rendered without them) or
 * when they cannot be loaded. Same order and names as the server's seeded settings, so the header
 * rarely changes once the settings arrive; staff edits win from then on.
 */
export const TOP_PRODUCTS: readonly TopProduct[] = [
  { code: 'am-relic-80', path: '/am-relic-80/', name: { cn: 'RELIC 80 遗迹', en: 'RELIC 80' } },
  { code: 'cyberboard-r4', path: '/cyberboard-r4/', name: { cn: '赛博 R4', en: 'CYBERBOARD R4' } },
  { code: 'am-hatsu', path: '/am-hatsu/', name: { cn: '初号机 HATSU', en: 'HATSU' } },
  {
    code: 'am-compact-touch',
    path: '/am-compact-touch/',
    name: { cn: 'COMPACT TOUCH', en: 'COMPACT TOUCH' },
  },
  { code: 'cybercharge', path: '/cybercharge/', name: { cn: '赛博充电器', en: 'CYBERCHARGE' } },
];
