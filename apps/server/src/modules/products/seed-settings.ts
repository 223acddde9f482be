import type { ProductKind, ProductStatus } from '@miao/contracts/products';
import type { DbOrTx } from '../../db/client';
import { productSettings } from '../../db/schema/products';

type SettingRow = typeof productSettings.$inferInsert;

/** Selling is through an external store (spec 1), one per mode. Fictional until configured by staff. */
const CN_STORE = 'https://store.miao.example.cn';
const OVERSEAS_STORE = 'https://store.miao.example.com';

interface Entry {
  code: string;
  cn: string;
  en: string;
  kind?: ProductKind;
  /** Default `/${code}/`. */
  path?: string;
  /** One status for both modes, or [cn, overseas]. */
  status?: ProductStatus | [ProductStatus, ProductStatus];
  /** Home priority [cn, overseas]; null leaves the product off home in that mode. */
  home?: [number | null, number | null];
  /** Header entry names [cn, overseas]; null leaves it out of that mode's header. */
  top?: [string | null, string | null];
  cnUrl?: string;
  overseasUrl?: string;
  jumpUrl?: string;
}

/**
 * Every product landing page of spec 2 (variants such as `/custom/`, `-021c` and `/am-hatsu/number/`
 * share their product's row), the non-product pages, and the header keys. Statuses are a plausible
 * catalogue; staff edit them on the settings screen and the seed never overwrites an edit.
 */
const ENTRIES: Entry[] = [
  // keyboards
  { code: 'cyberboard', cn: '赛博键盘', en: 'CYBERBOARD', status: 'soldOut' },
  { code: 'cyberboard-r2', cn: '赛博键盘 R2', en: 'CYBERBOARD R2', status: 'soldOut' },
  { code: 'cyberboard-r3', cn: '赛博键盘 R3', en: 'CYBERBOARD R3', status: 'soldOut' },
  {
    code: 'cyberboard-r4',
    cn: '赛博键盘 R4 街头涂鸦',
    en: 'CYBERBOARD R4 Street Art',
    status: 'inStock',
    home: [280, 260],
    top: ['赛博 R4', 'CYBERBOARD R4'],
  },
  { code: 'cyberboard-novel-2', cn: '赛博键盘 小说 2', en: 'CYBERBOARD Novel 2', status: 'soldOut' },
  { code: 'cyberboard-novel-3', cn: '赛博键盘 小说 3', en: 'CYBERBOARD Novel 3', status: 'soldOut' },
  {
    code: 'cyberboard-novel-4',
    cn: '赛博键盘 小说 4',
    en: 'CYBERBOARD Novel 4',
    status: ['soldOut', 'restock'],
  },
  {
    code: 'cyberboard-gold-paisley',
    cn: '赛博键盘 金色佩斯利',
    en: 'CYBERBOARD Gold Paisley',
    status: 'soldOut',
  },
  { code: 'cyberboard-glacier-r2', cn: '赛博键盘 冰川 R2', en: 'CYBERBOARD Glacier R2', status: 'soldOut' },
  { code: 'cyberboard-terminal', cn: '赛博键盘 终端', en: 'CYBERBOARD Terminal', status: 'soldOut' },
  { code: 'cyberboard-typing-kit', cn: '赛博键盘 打字套装', en: 'CYBERBOARD Typing Kit', status: 'inStock' },
  { code: 'cyberboard-xmas', cn: '赛博键盘 圣诞版', en: 'CYBERBOARD Xmas', status: 'soldOut' },
  { code: 'glacier', cn: '冰川', en: 'GLACIER', status: 'soldOut' },
  { code: 'am-afa', cn: 'AFA 分体键盘', en: 'AFA Split Keyboard', status: 'soldOut' },
  {
    code: 'am-afa-r2',
    cn: 'AFA R2 分体键盘',
    en: 'AFA R2 Split Keyboard',
    status: ['restock', 'GB'],
    home: [120, 130],
  },
  { code: 'am-afa-blade', cn: 'AFA 刃', en: 'AFA BLADE', status: 'restock' },
  { code: 'am-65-less', cn: 'AM 65 LESS', en: 'AM 65 LESS', status: 'soldOut' },
  { code: 'am-65-less-r2', cn: 'AM 65 LESS R2', en: 'AM 65 LESS R2', status: 'inStock' },
  { code: 'am-65-less-fading', cn: 'AM 65 LESS 褪色版', en: 'AM 65 LESS Fading', status: 'soldOut' },
  {
    code: 'am-compact-touch',
    cn: 'COMPACT TOUCH 触控键盘',
    en: 'COMPACT TOUCH',
    status: ['GB', 'restock'],
    home: [220, 230],
    top: ['COMPACT TOUCH', 'COMPACT TOUCH'],
  },
  {
    code: 'am-relic-80',
    cn: 'RELIC 80 遗迹',
    en: 'RELIC 80',
    status: 'GB',
    home: [300, 300],
    top: ['RELIC 80 遗迹', 'RELIC 80'],
  },
  { code: 'am-relic-80-og', cn: 'RELIC 80 OG', en: 'RELIC 80 OG', status: 'soldOut' },
  { code: 'am-neon-80', cn: 'NEON 80 霓虹', en: 'NEON 80', status: 'GB' },
  { code: 'am-rgb-65', cn: 'RGB 65 复古键盘', en: 'RGB 65 Retro Keyboard', status: 'inStock' },
  { code: 'am-rgb-65-r1_5', cn: 'RGB 65 R1.5', en: 'RGB 65 R1.5', status: 'GB' },
  {
    code: 'am-hatsu',
    cn: 'HATSU 初号机',
    en: 'HATSU',
    status: 'soldOut',
    home: [250, 240],
    top: ['初号机 HATSU', 'HATSU'],
  },
  { code: 'am-hatsu-battleship', cn: 'HATSU 战舰版', en: 'HATSU Battleship', status: 'soldOut' },
  { code: 'time-machine', cn: '时光机', en: 'TIME MACHINE', status: 'soldOut' },
  { code: 'back-to-the-future-r2', cn: '回到未来 R2', en: 'Back to the Future R2', status: 'GB' },
  { code: 'ext', cn: 'EXT. 扩展', en: 'EXT.', status: 'developing' },
  // power and cables
  {
    code: 'cybercharge',
    cn: '赛博充电器 40W',
    en: 'CYBERCHARGE 40W',
    status: 'inStock',
    home: [200, 180],
    top: ['赛博充电器', 'CYBERCHARGE'],
  },
  {
    code: 'cybercharge-35',
    cn: '赛博充电器 35W 套装',
    en: 'CYBERCHARGE 35W + Cable',
    status: 'inStock',
    home: [150, 150],
  },
  { code: 'am-emptiness-charger', cn: '空 充电器', en: 'EMPTINESS Charger', status: 'inStock' },
  // mats, mice, wrist rests, cases, audio
  { code: 'cybermat', cn: '赛博桌垫', en: 'CYBERMAT', status: 'soldOut' },
  { code: 'cybermat-r2', cn: '赛博桌垫 R2', en: 'CYBERMAT R2', status: 'soldOut' },
  { code: 'cybermat-r3', cn: '赛博桌垫 R3', en: 'CYBERMAT R3', status: 'inStock' },
  { code: 'am-silk-glass', cn: '丝绸玻璃鼠标垫', en: 'SILK GLASS Mouse Pad', status: 'inStock' },
  { code: 'am-infinity-mouse', cn: '无限鼠标', en: 'INFINITY MOUSE', status: 'GB', home: [null, 95] },
  {
    code: 'am-carpio-g2',
    cn: 'CARPIO G2 手托',
    en: 'CARPIO G2 Wrist Rest',
    status: 'inStock',
    home: [60, 70],
  },
  { code: 'carpio-am-editon', cn: 'CARPIO AM 版', en: 'CARPIO AM Edition', status: 'soldOut' },
  { code: 'hover', cn: 'HOVER 手托', en: 'HOVER Wrist Rest', status: ['GB', 'inStock'], home: [40, 50] },
  { code: 'am-emptiness-phone-case', cn: '空 手机壳', en: 'EMPTINESS Phone Case', status: 'soldOut' },
  {
    code: 'am-emptiness-phone-case-16',
    cn: '空 手机壳 16',
    en: 'EMPTINESS Phone Case 16',
    status: 'inStock',
    home: [20, null],
  },
  { code: 'cyberblade', cn: '赛博刃 耳机', en: 'CYBERBLADE Earbuds', status: 'inStock' },
  { code: 'cybercoin', cn: '赛博币', en: 'CYBERCOIN', status: 'soldOut' },
  // switches and keycaps
  { code: 'cyberswitch', cn: '赛博轴', en: 'CYBERSWITCH', status: 'inStock' },
  { code: 'icy-silver-switch', cn: '冰银轴', en: 'Icy Silver Switch', status: 'soldOut' },
  { code: 'icy-silver-switch-pro', cn: '冰银轴 Pro', en: 'Icy Silver Switch Pro', status: 'inStock' },
  {
    code: 'icy-silver-switch-pro-v2',
    cn: '冰银轴 Pro V2',
    en: 'Icy Silver Switch Pro V2',
    status: 'inStock',
    home: [100, 110],
  },
  { code: 'cosmo-killer', cn: '宇宙杀手 树脂键帽', en: 'COSMO KILLER Keycaps', status: 'soldOut' },
  { code: 'cosmo-killer-r2', cn: '宇宙杀手 R2', en: 'COSMO KILLER R2', status: 'soldOut' },
  {
    code: 'cosmo-killer-dune',
    cn: '宇宙杀手 沙丘',
    en: 'COSMO KILLER Dune',
    status: 'soldOut',
    home: [80, 90],
  },
  { code: 'glacier-keycap-set', cn: '冰川键帽套装', en: 'Glacier Keycap Set', status: 'restock' },
  { code: 'emergence-keycaps', cn: '涌现键帽', en: 'EMERGENCE Keycaps', status: 'GB' },
  { code: 'the-chimney-cat', cn: '烟囱猫', en: 'The Chimney Cat', status: 'soldOut' },
  { code: 'am-keyboard-assessories', cn: '键盘配件', en: 'Keyboard Accessories', status: 'inStock' },
  // apps and pages that sell nothing
  { code: 'am-master', cn: 'AM Master 设备管家', en: 'AM Master', kind: 'page' },
  { code: 'am-master-history', cn: 'AM Master 历史版本', en: 'AM Master History', kind: 'page' },
  { code: 'afa-graffiti', cn: 'AFA 涂鸦大赛 2022', en: 'AFA Graffiti Contest 2022', kind: 'page' },
  { code: 'led-competition', cn: '灯效大赛', en: 'LED Effects Contest', kind: 'page' },
  { code: 'led-competition-2025', cn: '灯效大赛 2025', en: 'LED Effects Contest 2025', kind: 'page' },
  { code: 'the-novel-project', cn: '小说计划', en: 'The Novel Project', kind: 'page' },
  { code: 'the-novel-join', cn: '加入小说计划', en: 'Join The Novel Project', kind: 'page' },
  // header and link-list keys (spec 2)
  {
    code: 'CYBERBLADE',
    cn: 'CYBERBLADE',
    en: 'CYBERBLADE',
    kind: 'link',
    path: '/cyberblade/',
    status: 'inStock',
  },
  {
    code: 'AMTOYS',
    cn: 'AMTOYS',
    en: 'AMTOYS',
    kind: 'link',
    path: '',
    status: 'jump',
    // overseas the key leads to the chat community
    cnUrl: 'https://amtoys.miao.example.cn/',
    overseasUrl: 'https://discord.gg/miao-amtoys',
    jumpUrl: 'https://amtoys.miao.example.com/',
  },
  {
    code: 'TIME MACHINE',
    cn: 'TIME MACHINE',
    en: 'TIME MACHINE',
    kind: 'link',
    path: '/time-machine/',
    status: 'soldOut',
  },
  { code: 'EXT', cn: 'EXT.', en: 'EXT.', kind: 'link', path: '/ext/', status: 'developing' },
  // no page of its own
  { code: 'DANCING CAT', cn: 'DANCING CAT', en: 'DANCING CAT', kind: 'link', path: '', status: 'developing' },
  // opens home
  {
    code: 'COMPACT TOUCH SPLIT',
    cn: 'COMPACT TOUCH SPLIT',
    en: 'COMPACT TOUCH SPLIT',
    kind: 'link',
    path: '/',
  },
];

function toRow(entry: Entry): SettingRow {
  const [cnStatus, overseasStatus] = Array.isArray(entry.status)
    ? entry.status
    : [entry.status ?? 'developing', entry.status ?? 'developing'];
  const [cnHome, overseasHome] = entry.home ?? [null, null];
  const [cnTop, overseasTop] = entry.top ?? [null, null];
  const kind = entry.kind ?? 'product';
  const sells = kind === 'product';
  const slug = encodeURIComponent(entry.code.toLowerCase().replace(/\s+/g, '-'));
  return {
    code: entry.code,
    kind,
    path: entry.path ?? `/${entry.code}/`,
    cnName: entry.cn,
    overseasName: entry.en,
    cnUrl: entry.cnUrl ?? (sells ? `${CN_STORE}/products/${slug}` : ''),
    overseasUrl: entry.overseasUrl ?? (sells ? `${OVERSEAS_STORE}/products/${slug}` : ''),
    cnStatus,
    overseasStatus,
    cnIsTop: cnTop !== null,
    overseasIsTop: overseasTop !== null,
    cnIsHome: cnHome !== null,
    overseasIsHome: overseasHome !== null,
    cnPriority: cnHome ?? 0,
    overseasPriority: overseasHome ?? 0,
    cnTopName: cnTop ?? '',
    overseasTopName: overseasTop ?? '',
    jumpUrl: entry.jumpUrl ?? '',
  };
}

export const SEED_PRODUCT_SETTINGS: readonly SettingRow[] = ENTRIES.map(toRow);

/** Every deployment needs these rows; a row that exists is left alone, so staff edits survive restarts. */
export async function ensureProductSettings(db: DbOrTx): Promise<void> {
  await db
    .insert(productSettings)
    .values([...SEED_PRODUCT_SETTINGS])
    .onConflictDoNothing();
}
