import type { ArtSpec } from '@/components/art/art-spec';
import type { Localized } from './types';

export type ProductCategory =
  | 'keyboards'
  | 'keycaps'
  | 'switches'
  | 'desk'
  | 'power'
  | 'audio'
  | 'mice'
  | 'cases'
  | 'software'
  | 'collectibles'
  | 'events';

export const CATEGORY_ORDER: readonly ProductCategory[] = [
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
];

export interface CatalogEntry {
  code: string;
  category: ProductCategory;
  /** The current line-up is listed on /products/; earlier generations, editions and events on /more/. */
  era: 'current' | 'archive';
  art: ArtSpec;
  /** Names for header keys without a landing page (product names otherwise come from `product.<code>`). */
  name?: Localized;
  /**
   * Home priority [China mode, overseas] while the product settings load or when they cannot be
   * loaded; the settings decide once they arrive (spec 9: 100 and above is the top group). Mirrors
   * the server's seed so the first paint rarely changes.
   */
  home?: [number | null, number | null];
}

const kb = (
  layout: Extract<ArtSpec, { kind: 'keyboard' }>['layout'],
  extra: Omit<Extract<ArtSpec, { kind: 'keyboard' }>, 'kind' | 'layout'> = {},
): ArtSpec => ({ kind: 'keyboard', layout, ...extra });

/**
 * Every product key of spec 2 with its category and drawing. Landing-page copy lives in
 * content/products/<slug>.ts; this list is what cards, lists and the header need.
 */
export const CATALOG: readonly CatalogEntry[] = [
  {
    code: 'cyberboard-r4',
    category: 'keyboards',
    era: 'current',
    art: kb('65', { led: true, ledText: 'R4 STREET', finish: 'graffiti' }),
    home: [280, 260],
  },
  {
    code: 'am-relic-80',
    category: 'keyboards',
    era: 'current',
    art: kb('80', { finish: 'silver' }),
    home: [300, 300],
  },
  { code: 'am-afa-r2', category: 'keyboards', era: 'current', art: kb('split'), home: [120, 130] },
  {
    code: 'am-hatsu',
    category: 'keyboards',
    era: 'current',
    art: kb('60', { shell: 'mech', led: true, ledText: 'UNIT 01' }),
    home: [250, 240],
  },
  { code: 'am-65-less', category: 'keyboards', era: 'current', art: kb('alice', { finish: 'frost' }) },
  {
    code: 'am-compact-touch',
    category: 'keyboards',
    era: 'current',
    art: kb('60', { touchBar: true, knob: true }),
    home: [220, 230],
  },
  {
    code: 'COMPACT TOUCH SPLIT',
    category: 'keyboards',
    era: 'current',
    art: kb('split', { finish: 'silver' }),
    name: { cn: 'COMPACT TOUCH 分体版', en: 'COMPACT TOUCH SPLIT' },
  },
  {
    code: 'am-rgb-65-r1_5',
    category: 'keyboards',
    era: 'current',
    art: kb('65', { led: true, ledText: 'RETRO', finish: 'silver' }),
  },
  {
    code: 'time-machine',
    category: 'keyboards',
    era: 'current',
    art: kb('80', { led: true, ledText: 'TIME', knob: true }),
  },
  { code: 'cyberblade', category: 'audio', era: 'current', art: { kind: 'earbuds' } },
  {
    code: 'icy-silver-switch-pro-v2',
    category: 'switches',
    era: 'current',
    art: { kind: 'switch', housing: 'silver' },
    home: [100, 110],
  },
  { code: 'cosmo-killer-r2', category: 'keycaps', era: 'current', art: { kind: 'keycap', scene: 'nebula' } },
  {
    code: 'cybercharge',
    category: 'power',
    era: 'current',
    art: { kind: 'charger', watts: 40 },
    home: [200, 180],
  },
  {
    code: 'cybercharge-35',
    category: 'power',
    era: 'current',
    art: { kind: 'charger', watts: 35, ports: 1, cable: { watts: 60, metres: 1.2 } },
    home: [150, 150],
  },
  { code: 'cybermat-r3', category: 'desk', era: 'current', art: { kind: 'mat', pattern: 'contour' } },
  { code: 'am-carpio-g2', category: 'desk', era: 'current', art: { kind: 'wrist-rest' }, home: [60, 70] },
  { code: 'am-infinity-mouse', category: 'mice', era: 'current', art: { kind: 'mouse' }, home: [null, 95] },
  { code: 'am-emptiness-phone-case', category: 'cases', era: 'current', art: { kind: 'phone-case' } },
  {
    code: 'am-emptiness-phone-case-16',
    category: 'cases',
    era: 'current',
    art: { kind: 'phone-case' },
    home: [20, null],
  },
  {
    code: 'am-emptiness-charger',
    category: 'power',
    era: 'current',
    art: { kind: 'charger', watts: 40, ports: 3 },
  },
  { code: 'am-silk-glass', category: 'desk', era: 'current', art: { kind: 'mat', pattern: 'grid' } },
  {
    code: 'hover',
    category: 'desk',
    era: 'current',
    art: { kind: 'wrist-rest', length: 'compact' },
    home: [40, 50],
  },
  {
    code: 'am-keyboard-assessories',
    category: 'keycaps',
    era: 'current',
    art: { kind: 'keycap', scene: 'comet' },
  },
  { code: 'am-master', category: 'software', era: 'current', art: { kind: 'app' } },
  {
    code: 'AMTOYS',
    category: 'collectibles',
    era: 'current',
    art: { kind: 'coin' },
    name: { cn: 'AMTOYS 潮玩', en: 'AMTOYS' },
  },
  {
    code: 'DANCING CAT',
    category: 'collectibles',
    era: 'current',
    art: { kind: 'coin' },
    name: { cn: '跳舞猫', en: 'DANCING CAT' },
  },
  { code: 'led-competition-2025', category: 'events', era: 'current', art: { kind: 'contest' } },
  {
    code: 'the-novel-project',
    category: 'events',
    era: 'current',
    art: kb('65', { led: true, ledText: 'NOVEL' }),
  },

  {
    code: 'cyberboard',
    category: 'keyboards',
    era: 'archive',
    art: kb('65', { led: true, ledText: 'CYBER' }),
  },
  {
    code: 'cyberboard-r2',
    category: 'keyboards',
    era: 'archive',
    art: kb('65', { led: true, ledText: 'R2', finish: 'silver' }),
  },
  {
    code: 'cyberboard-r3',
    category: 'keyboards',
    era: 'archive',
    art: kb('65', { led: true, ledText: 'R3', finish: 'frost' }),
  },
  {
    code: 'cyberboard-novel-2',
    category: 'keyboards',
    era: 'archive',
    art: kb('65', { led: true, ledText: 'NOVEL 2' }),
  },
  {
    code: 'cyberboard-novel-3',
    category: 'keyboards',
    era: 'archive',
    art: kb('65', { led: true, ledText: 'NOVEL 3' }),
  },
  {
    code: 'cyberboard-novel-4',
    category: 'keyboards',
    era: 'archive',
    art: kb('65', { led: true, ledText: 'NOVEL 4' }),
  },
  {
    code: 'cyberboard-gold-paisley',
    category: 'keyboards',
    era: 'archive',
    art: kb('65', { led: true, ledText: 'GOLD', finish: 'silver' }),
  },
  {
    code: 'cyberboard-glacier-r2',
    category: 'keyboards',
    era: 'archive',
    art: kb('65', { led: true, ledText: 'GLACIER', finish: 'frost' }),
  },
  {
    code: 'cyberboard-terminal',
    category: 'keyboards',
    era: 'archive',
    art: kb('65', { led: true, ledText: '> RUN' }),
  },
  {
    code: 'cyberboard-xmas',
    category: 'keyboards',
    era: 'archive',
    art: kb('65', { led: true, ledText: 'XMAS' }),
  },
  {
    code: 'cyberboard-typing-kit',
    category: 'keycaps',
    era: 'archive',
    art: { kind: 'keycap', scene: 'comet' },
  },
  { code: 'glacier', category: 'keyboards', era: 'archive', art: kb('65', { finish: 'frost' }) },
  {
    code: 'back-to-the-future-r2',
    category: 'keyboards',
    era: 'archive',
    art: kb('65', { led: true, ledText: '88 MPH' }),
  },
  { code: 'ext', category: 'keyboards', era: 'archive', art: kb('60', { led: true, ledText: 'EXT.' }) },
  { code: 'am-afa', category: 'keyboards', era: 'archive', art: kb('split', { finish: 'silver' }) },
  { code: 'am-afa-blade', category: 'keyboards', era: 'archive', art: kb('split', { finish: 'frost' }) },
  { code: 'am-65-less-r2', category: 'keyboards', era: 'archive', art: kb('alice', { finish: 'silver' }) },
  { code: 'am-65-less-fading', category: 'keyboards', era: 'archive', art: kb('alice') },
  { code: 'am-relic-80-og', category: 'keyboards', era: 'archive', art: kb('80') },
  { code: 'am-neon-80', category: 'keyboards', era: 'archive', art: kb('80', { finish: 'frost' }) },
  { code: 'am-rgb-65', category: 'keyboards', era: 'archive', art: kb('65', { led: true, ledText: 'RGB' }) },
  {
    code: 'am-hatsu-battleship',
    category: 'keyboards',
    era: 'archive',
    art: kb('60', { shell: 'mech', finish: 'silver', led: true, ledText: 'BB' }),
  },
  { code: 'cosmo-killer', category: 'keycaps', era: 'archive', art: { kind: 'keycap', scene: 'planet' } },
  {
    code: 'cosmo-killer-dune',
    category: 'keycaps',
    era: 'archive',
    art: { kind: 'keycap', scene: 'eclipse', hue: '#E3A86B' },
    home: [80, 90],
  },
  {
    code: 'glacier-keycap-set',
    category: 'keycaps',
    era: 'archive',
    art: { kind: 'keycap', scene: 'comet', hue: '#BFE9FF' },
  },
  {
    code: 'emergence-keycaps',
    category: 'keycaps',
    era: 'archive',
    art: { kind: 'keycap', scene: 'planet', hue: '#9CFF3C' },
  },
  {
    code: 'icy-silver-switch',
    category: 'switches',
    era: 'archive',
    art: { kind: 'switch', housing: 'clear' },
  },
  {
    code: 'icy-silver-switch-pro',
    category: 'switches',
    era: 'archive',
    art: { kind: 'switch', housing: 'silver' },
  },
  { code: 'cyberswitch', category: 'switches', era: 'archive', art: { kind: 'switch', housing: 'smoke' } },
  { code: 'cybermat', category: 'desk', era: 'archive', art: { kind: 'mat', pattern: 'grid' } },
  { code: 'cybermat-r2', category: 'desk', era: 'archive', art: { kind: 'mat', pattern: 'circuit' } },
  {
    code: 'carpio-am-editon',
    category: 'desk',
    era: 'archive',
    art: { kind: 'wrist-rest', length: 'compact' },
  },
  { code: 'cybercoin', category: 'collectibles', era: 'archive', art: { kind: 'coin' } },
  { code: 'the-chimney-cat', category: 'collectibles', era: 'archive', art: { kind: 'apparel' } },
  { code: 'afa-graffiti', category: 'events', era: 'archive', art: { kind: 'contest' } },
  { code: 'led-competition', category: 'events', era: 'archive', art: { kind: 'contest' } },
  {
    code: 'the-novel-join',
    category: 'events',
    era: 'archive',
    art: kb('65', { led: true, ledText: 'JOIN' }),
  },
];

const BY_CODE = new Map(CATALOG.map((entry) => [entry.code, entry]));

export function catalogEntry(code: string): CatalogEntry | undefined {
  return BY_CODE.get(code);
}

/** A product the catalog does not know yet still gets a card: a 65% board until it is added. */
export const FALLBACK_ART: ArtSpec = { kind: 'keyboard', layout: '65', led: true, ledText: 'MIAO' };
