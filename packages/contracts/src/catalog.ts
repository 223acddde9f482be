import type { ArtSpec, KeyboardLayout } from './catalog-art';
import type { ProductKind, ProductStatus } from './product-rules';

// The one product catalogue (issue 11): every product of spec 2 with its names, header names,
// kind, landing page, home placement and default statuses. The server seeds its settings rows
// from it (modules/products/seed-settings.ts; staff edits win from then on), and the web builds
// its routes, product lists, header entries and first-paint settings from it. A product code is
// written as a literal here and nowhere else (tests and the per-product copy in the web's
// content/products/ aside).

/** The web's product-list sections, in the order they are shown. */
export const PRODUCT_CATEGORIES = [
  'keyboards',
  'keycaps',
  'switches',
  'desk',
  'mice',
  'audio',
  'power',
  'cases',
  'software',
  'collectibles',
  'events',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** A pair of values, China mode first, then overseas (the `cn_*` and `overseas_*` setting fields). */
export type ModePair<T> = readonly [cn: T, overseas: T];

export interface CatalogProduct {
  /** The settings row's key: a landing route slug (`cyberboard-r4`) or a header key (`TIME MACHINE`). */
  code: string;
  kind: ProductKind;
  /** `cn_name` and `overseas_name`: the product's names in China mode and overseas. */
  name: { cn: string; en: string };
  /** The page on this site Learn more opens: `/{code}/` by default, '' for none, '/' for home. */
  path: string;
  /**
   * The route `/{slug}/` this entry owns, and what it shows: a landing page (the web's
   * content/products/<slug>.ts, coming soon until that file exists) or a community event (the
   * web's info pages). Header keys own no route.
   */
  landing: { slug: string; page: 'landing' | 'event' } | null;
  /** Default statuses [China mode, overseas] (`developing` when the catalogue names none). */
  status: ModePair<ProductStatus>;
  /** Home priority [China mode, overseas] (spec 9: 100 and above is the top group); null: not on home in that mode. */
  home: ModePair<number | null>;
  /** Header (top) entry names [China mode, overseas]; null: not in that mode's header. */
  top: ModePair<string | null>;
  /** Fixed store or jump links; products that sell get a store link by default (the server's seed). */
  links: { cn?: string; overseas?: string; jump?: string };
  /**
   * On the web's product lists (/products/ for the current line-up, /more/ for earlier products,
   * editions and events), in this section and with this drawing. Null: on no list.
   */
  listing: { category: ProductCategory; era: 'current' | 'archive'; art: ArtSpec } | null;
}

// ---- the entries, written compactly

type Listing = NonNullable<CatalogProduct['listing']>;
interface Entry {
  code: string;
  /** [cn, en] names. */
  name: [string, string];
  kind?: ProductKind;
  path?: string;
  /** A community event page instead of a landing page. */
  event?: boolean;
  status?: ProductStatus | [ProductStatus, ProductStatus];
  home?: [number | null, number | null];
  top?: [string | null, string | null];
  links?: CatalogProduct['links'];
  list?: [Listing['category'], Listing['era'], ArtSpec];
}

type KeyboardArt = Extract<ArtSpec, { kind: 'keyboard' }>;
const kb = (layout: KeyboardLayout, extra: Omit<KeyboardArt, 'kind' | 'layout'> = {}): ArtSpec => ({
  kind: 'keyboard',
  layout,
  ...extra,
});
const keycap = (scene: Extract<ArtSpec, { kind: 'keycap' }>['scene'], hue?: string): ArtSpec =>
  hue ? { kind: 'keycap', scene, hue } : { kind: 'keycap', scene };

const ENTRIES: Entry[] = [
  // keyboards
  {
    code: 'cyberboard',
    name: ['赛博键盘', 'CYBERBOARD'],
    status: 'soldOut',
    list: ['keyboards', 'archive', kb('65', { led: true, ledText: 'CYBER' })],
  },
  {
    code: 'cyberboard-r2',
    name: ['赛博键盘 R2', 'CYBERBOARD R2'],
    status: 'soldOut',
    list: ['keyboards', 'archive', kb('65', { led: true, ledText: 'R2', finish: 'silver' })],
  },
  {
    code: 'cyberboard-r3',
    name: ['赛博键盘 R3', 'CYBERBOARD R3'],
    status: 'soldOut',
    list: ['keyboards', 'archive', kb('65', { led: true, ledText: 'R3', finish: 'frost' })],
  },
  {
    code: 'cyberboard-r4',
    name: ['赛博键盘 R4 街头涂鸦', 'CYBERBOARD R4 Street Art'],
    status: 'inStock',
    home: [280, 260],
    top: ['赛博 R4', 'CYBERBOARD R4'],
    list: ['keyboards', 'current', kb('65', { led: true, ledText: 'R4 STREET', finish: 'graffiti' })],
  },
  {
    code: 'cyberboard-novel-2',
    name: ['赛博键盘 小说 2', 'CYBERBOARD Novel 2'],
    status: 'soldOut',
    list: ['keyboards', 'archive', kb('65', { led: true, ledText: 'NOVEL 2' })],
  },
  {
    code: 'cyberboard-novel-3',
    name: ['赛博键盘 小说 3', 'CYBERBOARD Novel 3'],
    status: 'soldOut',
    list: ['keyboards', 'archive', kb('65', { led: true, ledText: 'NOVEL 3' })],
  },
  {
    code: 'cyberboard-novel-4',
    name: ['赛博键盘 小说 4', 'CYBERBOARD Novel 4'],
    status: ['soldOut', 'restock'],
    list: ['keyboards', 'archive', kb('65', { led: true, ledText: 'NOVEL 4' })],
  },
  {
    code: 'cyberboard-gold-paisley',
    name: ['赛博键盘 金色佩斯利', 'CYBERBOARD Gold Paisley'],
    status: 'soldOut',
    list: ['keyboards', 'archive', kb('65', { led: true, ledText: 'GOLD', finish: 'silver' })],
  },
  {
    code: 'cyberboard-glacier-r2',
    name: ['赛博键盘 冰川 R2', 'CYBERBOARD Glacier R2'],
    status: 'soldOut',
    list: ['keyboards', 'archive', kb('65', { led: true, ledText: 'GLACIER', finish: 'frost' })],
  },
  {
    code: 'cyberboard-terminal',
    name: ['赛博键盘 终端', 'CYBERBOARD Terminal'],
    status: 'soldOut',
    list: ['keyboards', 'archive', kb('65', { led: true, ledText: '> RUN' })],
  },
  {
    code: 'cyberboard-typing-kit',
    name: ['赛博键盘 打字套装', 'CYBERBOARD Typing Kit'],
    status: 'inStock',
    list: ['keycaps', 'archive', keycap('comet')],
  },
  {
    code: 'cyberboard-xmas',
    name: ['赛博键盘 圣诞版', 'CYBERBOARD Xmas'],
    status: 'soldOut',
    list: ['keyboards', 'archive', kb('65', { led: true, ledText: 'XMAS' })],
  },
  {
    code: 'glacier',
    name: ['冰川', 'GLACIER'],
    status: 'soldOut',
    list: ['keyboards', 'archive', kb('65', { finish: 'frost' })],
  },
  {
    code: 'am-afa',
    name: ['AFA 分体键盘', 'AFA Split Keyboard'],
    status: 'soldOut',
    list: ['keyboards', 'archive', kb('split', { finish: 'silver' })],
  },
  {
    code: 'am-afa-r2',
    name: ['AFA R2 分体键盘', 'AFA R2 Split Keyboard'],
    status: ['restock', 'GB'],
    home: [120, 130],
    list: ['keyboards', 'current', kb('split')],
  },
  {
    code: 'am-afa-blade',
    name: ['AFA 刃', 'AFA BLADE'],
    status: 'restock',
    list: ['keyboards', 'archive', kb('split', { finish: 'frost' })],
  },
  {
    code: 'am-65-less',
    name: ['AM 65 LESS', 'AM 65 LESS'],
    status: 'soldOut',
    list: ['keyboards', 'current', kb('alice', { finish: 'frost' })],
  },
  {
    code: 'am-65-less-r2',
    name: ['AM 65 LESS R2', 'AM 65 LESS R2'],
    status: 'inStock',
    list: ['keyboards', 'archive', kb('alice', { finish: 'silver' })],
  },
  {
    code: 'am-65-less-fading',
    name: ['AM 65 LESS 褪色版', 'AM 65 LESS Fading'],
    status: 'soldOut',
    list: ['keyboards', 'archive', kb('alice')],
  },
  {
    code: 'am-compact-touch',
    name: ['COMPACT TOUCH 触控键盘', 'COMPACT TOUCH'],
    status: ['GB', 'restock'],
    home: [220, 230],
    top: ['COMPACT TOUCH', 'COMPACT TOUCH'],
    list: ['keyboards', 'current', kb('60', { touchBar: true, knob: true })],
  },
  {
    code: 'am-relic-80',
    name: ['RELIC 80 遗迹', 'RELIC 80'],
    status: 'GB',
    home: [300, 300],
    top: ['RELIC 80 遗迹', 'RELIC 80'],
    list: ['keyboards', 'current', kb('80', { finish: 'silver' })],
  },
  {
    code: 'am-relic-80-og',
    name: ['RELIC 80 OG', 'RELIC 80 OG'],
    status: 'soldOut',
    list: ['keyboards', 'archive', kb('80')],
  },
  {
    code: 'am-neon-80',
    name: ['NEON 80 霓虹', 'NEON 80'],
    status: 'GB',
    list: ['keyboards', 'archive', kb('80', { finish: 'frost' })],
  },
  {
    code: 'am-rgb-65',
    name: ['RGB 65 复古键盘', 'RGB 65 Retro Keyboard'],
    status: 'inStock',
    list: ['keyboards', 'archive', kb('65', { led: true, ledText: 'RGB' })],
  },
  {
    code: 'am-rgb-65-r1_5',
    name: ['RGB 65 R1.5', 'RGB 65 R1.5'],
    status: 'GB',
    list: ['keyboards', 'current', kb('65', { led: true, ledText: 'RETRO', finish: 'silver' })],
  },
  {
    code: 'am-hatsu',
    name: ['HATSU 初号机', 'HATSU'],
    status: 'soldOut',
    home: [250, 240],
    top: ['初号机 HATSU', 'HATSU'],
    list: ['keyboards', 'current', kb('60', { shell: 'mech', led: true, ledText: 'UNIT 01' })],
  },
  {
    code: 'am-hatsu-battleship',
    name: ['HATSU 战舰版', 'HATSU Battleship'],
    status: 'soldOut',
    list: ['keyboards', 'archive', kb('60', { shell: 'mech', finish: 'silver', led: true, ledText: 'BB' })],
  },
  {
    code: 'time-machine',
    name: ['时光机', 'TIME MACHINE'],
    status: 'soldOut',
    list: ['keyboards', 'current', kb('80', { led: true, ledText: 'TIME', knob: true })],
  },
  {
    code: 'back-to-the-future-r2',
    name: ['回到未来 R2', 'Back to the Future R2'],
    status: 'GB',
    list: ['keyboards', 'archive', kb('65', { led: true, ledText: '88 MPH' })],
  },
  {
    code: 'ext',
    name: ['EXT. 扩展', 'EXT.'],
    status: 'developing',
    list: ['keyboards', 'archive', kb('60', { led: true, ledText: 'EXT.' })],
  },
  // power and cables
  {
    code: 'cybercharge',
    name: ['赛博充电器 40W', 'CYBERCHARGE 40W'],
    status: 'inStock',
    home: [200, 180],
    top: ['赛博充电器', 'CYBERCHARGE'],
    list: ['power', 'current', { kind: 'charger', watts: 40 }],
  },
  {
    code: 'cybercharge-35',
    name: ['赛博充电器 35W 套装', 'CYBERCHARGE 35W + Cable'],
    status: 'inStock',
    home: [150, 150],
    list: ['power', 'current', { kind: 'charger', watts: 35, ports: 1, cable: { watts: 60, metres: 1.2 } }],
  },
  {
    code: 'am-emptiness-charger',
    name: ['空 充电器', 'EMPTINESS Charger'],
    status: 'inStock',
    list: ['power', 'current', { kind: 'charger', watts: 40, ports: 3 }],
  },
  // mats, mice, wrist rests, cases, audio
  {
    code: 'cybermat',
    name: ['赛博桌垫', 'CYBERMAT'],
    status: 'soldOut',
    list: ['desk', 'archive', { kind: 'mat', pattern: 'grid' }],
  },
  {
    code: 'cybermat-r2',
    name: ['赛博桌垫 R2', 'CYBERMAT R2'],
    status: 'soldOut',
    list: ['desk', 'archive', { kind: 'mat', pattern: 'circuit' }],
  },
  {
    code: 'cybermat-r3',
    name: ['赛博桌垫 R3', 'CYBERMAT R3'],
    status: 'inStock',
    list: ['desk', 'current', { kind: 'mat', pattern: 'contour' }],
  },
  {
    code: 'am-silk-glass',
    name: ['丝绸玻璃鼠标垫', 'SILK GLASS Mouse Pad'],
    status: 'inStock',
    list: ['desk', 'current', { kind: 'mat', pattern: 'grid' }],
  },
  {
    code: 'am-infinity-mouse',
    name: ['无限鼠标', 'INFINITY MOUSE'],
    status: 'GB',
    home: [null, 95],
    list: ['mice', 'current', { kind: 'mouse' }],
  },
  {
    code: 'am-carpio-g2',
    name: ['CARPIO G2 手托', 'CARPIO G2 Wrist Rest'],
    status: 'inStock',
    home: [60, 70],
    list: ['desk', 'current', { kind: 'wrist-rest' }],
  },
  {
    code: 'carpio-am-editon',
    name: ['CARPIO AM 版', 'CARPIO AM Edition'],
    status: 'soldOut',
    list: ['desk', 'archive', { kind: 'wrist-rest', length: 'compact' }],
  },
  {
    code: 'hover',
    name: ['HOVER 手托', 'HOVER Wrist Rest'],
    status: ['GB', 'inStock'],
    home: [40, 50],
    list: ['desk', 'current', { kind: 'wrist-rest', length: 'compact' }],
  },
  {
    code: 'am-emptiness-phone-case',
    name: ['空 手机壳', 'EMPTINESS Phone Case'],
    status: 'soldOut',
    list: ['cases', 'current', { kind: 'phone-case' }],
  },
  {
    code: 'am-emptiness-phone-case-16',
    name: ['空 手机壳 16', 'EMPTINESS Phone Case 16'],
    status: 'inStock',
    home: [20, null],
    list: ['cases', 'current', { kind: 'phone-case' }],
  },
  {
    code: 'cyberblade',
    name: ['赛博刃 耳机', 'CYBERBLADE Earbuds'],
    status: 'inStock',
    list: ['audio', 'current', { kind: 'earbuds' }],
  },
  {
    code: 'cybercoin',
    name: ['赛博币', 'CYBERCOIN'],
    status: 'soldOut',
    list: ['collectibles', 'archive', { kind: 'coin' }],
  },
  // switches and keycaps
  {
    code: 'cyberswitch',
    name: ['赛博轴', 'CYBERSWITCH'],
    status: 'inStock',
    list: ['switches', 'archive', { kind: 'switch', housing: 'smoke' }],
  },
  {
    code: 'icy-silver-switch',
    name: ['冰银轴', 'Icy Silver Switch'],
    status: 'soldOut',
    list: ['switches', 'archive', { kind: 'switch', housing: 'clear' }],
  },
  {
    code: 'icy-silver-switch-pro',
    name: ['冰银轴 Pro', 'Icy Silver Switch Pro'],
    status: 'inStock',
    list: ['switches', 'archive', { kind: 'switch', housing: 'silver' }],
  },
  {
    code: 'icy-silver-switch-pro-v2',
    name: ['冰银轴 Pro V2', 'Icy Silver Switch Pro V2'],
    status: 'inStock',
    home: [100, 110],
    list: ['switches', 'current', { kind: 'switch', housing: 'silver' }],
  },
  {
    code: 'cosmo-killer',
    name: ['宇宙杀手 树脂键帽', 'COSMO KILLER Keycaps'],
    status: 'soldOut',
    list: ['keycaps', 'archive', keycap('planet')],
  },
  {
    code: 'cosmo-killer-r2',
    name: ['宇宙杀手 R2', 'COSMO KILLER R2'],
    status: 'soldOut',
    list: ['keycaps', 'current', keycap('nebula')],
  },
  {
    code: 'cosmo-killer-dune',
    name: ['宇宙杀手 沙丘', 'COSMO KILLER Dune'],
    status: 'soldOut',
    home: [80, 90],
    list: ['keycaps', 'archive', keycap('eclipse', '#E3A86B')],
  },
  {
    code: 'glacier-keycap-set',
    name: ['冰川键帽套装', 'Glacier Keycap Set'],
    status: 'restock',
    list: ['keycaps', 'archive', keycap('comet', '#BFE9FF')],
  },
  {
    code: 'emergence-keycaps',
    name: ['涌现键帽', 'EMERGENCE Keycaps'],
    status: 'GB',
    list: ['keycaps', 'archive', keycap('planet', '#9CFF3C')],
  },
  {
    code: 'the-chimney-cat',
    name: ['烟囱猫', 'The Chimney Cat'],
    status: 'soldOut',
    list: ['collectibles', 'archive', { kind: 'apparel' }],
  },
  {
    code: 'am-keyboard-assessories',
    name: ['键盘配件', 'Keyboard Accessories'],
    status: 'inStock',
    list: ['keycaps', 'current', { kind: 'accessories' }],
  },
  // apps and pages that sell nothing
  {
    code: 'am-master',
    name: ['AM Master 设备管家', 'AM Master'],
    kind: 'page',
    list: ['software', 'current', { kind: 'app' }],
  },
  { code: 'am-master-history', name: ['AM Master 历史版本', 'AM Master History'], kind: 'page' },
  {
    code: 'afa-graffiti',
    name: ['AFA 涂鸦大赛 2022', 'AFA Graffiti Contest 2022'],
    kind: 'page',
    list: ['events', 'archive', { kind: 'contest' }],
  },
  {
    code: 'led-competition',
    name: ['灯效大赛', 'LED Effects Contest'],
    kind: 'page',
    event: true,
    list: ['events', 'archive', { kind: 'contest' }],
  },
  {
    code: 'led-competition-2025',
    name: ['灯效大赛 2025', 'LED Effects Contest 2025'],
    kind: 'page',
    event: true,
    list: ['events', 'current', { kind: 'contest' }],
  },
  {
    code: 'the-novel-project',
    name: ['小说计划', 'The Novel Project'],
    kind: 'page',
    event: true,
    list: ['events', 'current', kb('65', { led: true, ledText: 'NOVEL' })],
  },
  {
    code: 'the-novel-join',
    name: ['加入小说计划', 'Join The Novel Project'],
    kind: 'page',
    event: true,
    list: ['events', 'archive', kb('65', { led: true, ledText: 'JOIN' })],
  },
  // header and link-list keys (spec 2): no route of their own
  {
    code: 'CYBERBLADE',
    name: ['CYBERBLADE', 'CYBERBLADE'],
    kind: 'link',
    path: '/cyberblade/',
    status: 'inStock',
  },
  {
    code: 'AMTOYS',
    name: ['AMTOYS 潮玩', 'AMTOYS'],
    kind: 'link',
    path: '',
    status: 'jump',
    // overseas the key leads to the chat community
    links: {
      cn: 'https://amtoys.miao.example.cn/',
      overseas: 'https://discord.gg/miao-amtoys',
      jump: 'https://amtoys.miao.example.com/',
    },
    list: ['collectibles', 'current', { kind: 'coin' }],
  },
  {
    code: 'TIME MACHINE',
    name: ['TIME MACHINE', 'TIME MACHINE'],
    kind: 'link',
    path: '/time-machine/',
    status: 'soldOut',
  },
  { code: 'EXT', name: ['EXT.', 'EXT.'], kind: 'link', path: '/ext/', status: 'developing' },
  // no page of its own
  {
    code: 'DANCING CAT',
    name: ['跳舞猫', 'DANCING CAT'],
    kind: 'link',
    path: '',
    status: 'developing',
    list: ['collectibles', 'current', { kind: 'coin' }],
  },
  // opens home
  {
    code: 'COMPACT TOUCH SPLIT',
    name: ['COMPACT TOUCH 分体版', 'COMPACT TOUCH SPLIT'],
    kind: 'link',
    path: '/',
    list: ['keyboards', 'current', kb('split', { finish: 'silver' })],
  },
];

function toProduct(entry: Entry): CatalogProduct {
  const kind = entry.kind ?? 'product';
  const status = entry.status ?? 'developing';
  return {
    code: entry.code,
    kind,
    name: { cn: entry.name[0], en: entry.name[1] },
    path: entry.path ?? `/${entry.code}/`,
    landing: kind === 'link' ? null : { slug: entry.code, page: entry.event ? 'event' : 'landing' },
    status: typeof status === 'string' ? [status, status] : status,
    home: entry.home ?? [null, null],
    top: entry.top ?? [null, null],
    links: entry.links ?? {},
    listing: entry.list ? { category: entry.list[0], era: entry.list[1], art: entry.list[2] } : null,
  };
}

/** Every product, header key and product-like page, in the order the server seeds them. */
export const CATALOG: readonly CatalogProduct[] = ENTRIES.map(toProduct);

const BY_CODE = new Map(CATALOG.map((product) => [product.code, product]));

export function catalogProduct(code: string): CatalogProduct | undefined {
  return BY_CODE.get(code);
}

/** The entries that own a route `/{slug}/` (landing pages and community events), in catalogue order. */
export const LANDING_PRODUCTS: readonly (CatalogProduct & {
  landing: NonNullable<CatalogProduct['landing']>;
})[] = CATALOG.filter((product) => product.landing !== null) as never;

/** The header's entries of a mode, by home priority (as the seeded settings order them). */
export function headerProducts(mode: 'cn' | 'en'): { product: CatalogProduct; name: string }[] {
  const at = mode === 'cn' ? 0 : 1;
  return CATALOG.filter((product) => product.top[at] !== null)
    .sort((a, b) => (b.home[at] ?? 0) - (a.home[at] ?? 0))
    .map((product) => ({ product, name: product.top[at]! }));
}
