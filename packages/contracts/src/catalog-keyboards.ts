import { catalogProduct } from './catalog';

// The keyboards' comparable facts (issue 18), beside the catalogue: only the comparison page and
// the landing pages' "compare" link read them, so they stay out of the startup bundle that
// catalog.ts is in. Facts come from spec 9 and the landing pages' own specification slides; a fact
// neither states is null and shows as "—".

export const KEYBOARD_LAYOUTS = ['60', '65', '80', 'alice', 'split'] as const;
export type KeyboardLayoutName = (typeof KEYBOARD_LAYOUTS)[number];
export const KEYBOARD_CONNECTIONS = ['wired', '2.4ghz', 'bluetooth'] as const;
export type KeyboardConnection = (typeof KEYBOARD_CONNECTIONS)[number];
export const KEYBOARD_SCREENS = ['led_matrix', 'colour_led_matrix'] as const;
export type KeyboardScreen = (typeof KEYBOARD_SCREENS)[number];

export interface KeyboardFacts {
  /** A catalogue code with a landing page. */
  code: string;
  layout: KeyboardLayoutName;
  /** Key count; null where the pages do not say. */
  keys: number | null;
  connections: readonly KeyboardConnection[] | null;
  /** Battery capacity in mAh. */
  batteryMah: number | null;
  screen: KeyboardScreen | null;
}

const ALL: readonly KeyboardConnection[] = ['wired', '2.4ghz', 'bluetooth'];
const WIRED: readonly KeyboardConnection[] = ['wired'];

type Row = [
  code: string,
  layout: KeyboardLayoutName,
  keys: number | null,
  connections: readonly KeyboardConnection[] | null,
  batteryMah: number | null,
  screen: KeyboardScreen | null,
];

const ROWS: Row[] = [
  ['cyberboard-r4', '65', 68, ALL, 10000, 'led_matrix'],
  ['am-relic-80', '80', 87, ALL, 5000, null],
  ['am-compact-touch', '60', 61, null, null, null],
  ['am-afa-r2', 'split', 62, ALL, 5000, null],
  ['am-65-less', 'alice', null, WIRED, null, null],
  ['am-rgb-65-r1_5', '65', 68, null, 10000, 'colour_led_matrix'],
  ['am-hatsu', '60', 61, ALL, 5000, null],
  ['time-machine', '80', 87, ALL, 5000, 'led_matrix'],
  ['cyberboard', '65', 68, WIRED, null, 'led_matrix'],
  ['cyberboard-r2', '65', 68, ALL, 5000, 'led_matrix'],
  ['cyberboard-r3', '65', 68, ALL, 5000, null],
  ['cyberboard-novel-2', '65', 68, ALL, 5000, 'led_matrix'],
  ['cyberboard-novel-3', '65', 68, ALL, 5000, 'led_matrix'],
  ['cyberboard-novel-4', '65', 68, ALL, 10000, 'led_matrix'],
  ['cyberboard-gold-paisley', '65', 68, ALL, 5000, 'led_matrix'],
  ['cyberboard-glacier-r2', '65', 68, ALL, 5000, 'led_matrix'],
  ['cyberboard-terminal', '65', 68, ALL, 5000, 'led_matrix'],
  ['cyberboard-xmas', '65', 68, ALL, 5000, 'led_matrix'],
  ['glacier', '65', 68, WIRED, null, null],
  ['am-rgb-65', '65', 68, ALL, 10000, 'colour_led_matrix'],
  ['back-to-the-future-r2', '65', 68, ALL, 10000, 'led_matrix'],
  ['am-afa', 'split', 62, WIRED, null, null],
  ['am-afa-blade', 'split', 62, ALL, 5000, null],
  ['am-65-less-r2', 'alice', null, ALL, 5000, null],
  ['am-65-less-fading', 'alice', null, WIRED, null, null],
  ['am-relic-80-og', '80', 87, ALL, 5000, null],
  ['am-neon-80', '80', 87, ALL, 5000, null],
  ['am-hatsu-battleship', '60', 61, ALL, 5000, null],
  ['ext', '60', 61, null, null, 'led_matrix'],
];

/** Every keyboard with a landing page, the current line-up first (catalogue `listing.era`), then earlier ones. */
export const KEYBOARD_FACTS: readonly KeyboardFacts[] = ROWS.map(
  ([code, layout, keys, connections, batteryMah, screen]) => ({
    code,
    layout,
    keys,
    connections,
    batteryMah,
    screen,
  }),
).sort((a, b) => eraRank(a.code) - eraRank(b.code));

function eraRank(code: string): number {
  return catalogProduct(code)?.listing?.era === 'current' ? 0 : 1;
}

const CODES = new Set(KEYBOARD_FACTS.map((facts) => facts.code));

/** Whether a product is one of the compared keyboards (its landing page links the comparison). */
export function isComparedKeyboard(code: string): boolean {
  return CODES.has(code);
}
