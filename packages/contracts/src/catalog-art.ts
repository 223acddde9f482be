/**
 * What a piece of product art draws (DESIGN.md: product art as SVG from data). The catalogue
 * (catalog.ts) and the web's content files name a product's shape here; the web's
 * components/art/product-art.tsx turns it into a drawing lit with the page's accent.
 */
export type KeyboardLayout = '60' | '65' | '80' | 'split' | 'alice';

/** Case material: graphite metal, bead-blasted silver, frosted translucent, or a painted street-art shell. */
export type KeyboardFinish = 'graphite' | 'silver' | 'frost' | 'graffiti';

/** Silhouette of the case around the keys: a plain slab, or chamfered armour with side vents. */
export type KeyboardShell = 'slab' | 'mech';

export type ArtSpec =
  | {
      kind: 'keyboard';
      layout: KeyboardLayout;
      /** An LED dot-matrix panel above the keys. */
      led?: boolean;
      /** Text the panel shows (A-Z, 0-9, space and . - / !); defaults to the product initials. */
      ledText?: string;
      finish?: KeyboardFinish;
      shell?: KeyboardShell;
      /** A rotary knob in the top-right corner. */
      knob?: boolean;
      /** A capacitive touch strip above the keys (Compact Touch). */
      touchBar?: boolean;
    }
  | { kind: 'charger'; watts: number; ports?: 1 | 2 | 3; cable?: { watts: number; metres: number } }
  | {
      kind: 'mat';
      pattern: 'contour' | 'grid' | 'circuit';
      size?: 'desk' | 'large';
      /** The top-right corner curled up, its underside and serial label showing (where the SN sits). */
      corner?: 'lifted';
    }
  | { kind: 'switch'; housing?: 'silver' | 'clear' | 'smoke' }
  /** The force-travel graph of a switch (spec 9: 37gf actuation, 45gf bottom-out, 3.7mm travel). */
  | { kind: 'force-curve'; actuationGf: number; bottomOutGf: number; travelMm: number }
  | { kind: 'keycap'; scene: 'planet' | 'nebula' | 'comet' | 'eclipse'; hue?: string }
  | { kind: 'mouse' }
  | { kind: 'earbuds' }
  | { kind: 'wrist-rest'; length?: 'full' | 'compact' }
  | { kind: 'phone-case' }
  /** Keyboard accessories laid out together: keycap puller, a switch, a coiled cable and a tweezer. */
  | { kind: 'accessories' }
  /** A desktop window of the device-management app with a keyboard on screen. */
  | { kind: 'app' }
  | { kind: 'coin' }
  | { kind: 'apparel' }
  /** Contest pages: a trophy lit by the dot matrix. */
  | { kind: 'contest' };

export type ArtKind = ArtSpec['kind'];
