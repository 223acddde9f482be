import type { ArtSpec } from '@/components/art/art-spec';
import type { Language } from '@/lib/language';

/** Copy in both languages: cn for China mode, en for overseas (spec 1). */
export type Localized = Record<Language, string>;

/** The same text in both languages (model numbers, units). */
export const same = (text: string): Localized => ({ cn: text, en: text });

/**
 * A photo or video: an absolute address, a site path, or a path under the media CDN base
 * (content/media.ts). Until the CDN is configured, relative paths fall back to the drawn art.
 */
export type MediaPath = string;

export interface Stat {
  /** The figure itself, identical in both languages ("37gf", "20%"). */
  value: string;
  label: Localized;
}

export interface SpecRow {
  label: Localized;
  value: Localized;
}

export interface GalleryItem {
  /** A real photo when the media base is configured; the drawing stands in until then. */
  image?: MediaPath;
  art: ArtSpec;
  caption: Localized;
}

/** The video component inputs of spec 3. */
export interface VideoSpec {
  src: MediaPath;
  poster?: MediaPath;
  /** Seconds into the video for the poster frame, when no poster image is given. */
  snapshotTime?: number;
  autoplay?: boolean;
  muted?: boolean;
  loop?: boolean;
  controls?: boolean;
}

export interface Edition {
  name: Localized;
  body: Localized;
  /** Pieces made (spec 9: 20-piece editions, 10 Fading units, 7 of each Argentina edition). */
  limited?: number;
  price?: Localized;
  art?: ArtSpec;
}

interface SlideCopy {
  eyebrow?: Localized;
  headline: Localized;
  body?: Localized;
}

/** One full-screen slide of the page swiper (DESIGN.md: one idea per slide). */
export type Slide =
  | (SlideCopy & { kind: 'hero'; art?: ArtSpec; stats?: Stat[] })
  | (SlideCopy & {
      kind: 'feature';
      bullets?: Localized[];
      stats?: Stat[];
      art?: ArtSpec;
      image?: MediaPath;
      /** A same-site follow-up (customisation, number selection, a community task). */
      link?: { to: string; label: Localized };
      /** Which side the art stands on (desktop). */
      side?: 'left' | 'right';
    })
  | (SlideCopy & { kind: 'specs'; rows: SpecRow[]; note?: Localized; art?: ArtSpec })
  | (SlideCopy & { kind: 'gallery'; items: GalleryItem[] })
  | (SlideCopy & { kind: 'video'; video: VideoSpec; art?: ArtSpec })
  | (SlideCopy & { kind: 'editions'; editions: Edition[]; note?: Localized })
  /** The product link pair, share and request buttons of the product (its settings decide which). */
  | (SlideCopy & { kind: 'cta'; note?: Localized })
  /** App downloads (GET /api/app-versions/newest per platform) and the web version. */
  | (SlideCopy & {
      kind: 'downloads';
      appCode: string;
      platforms: Array<'windows' | 'mac'>;
      webUrl: string;
      /** Shown when the version service does not answer (spec 2: desktop installers 0.8.6). */
      fallbackVersion: string;
    });

export type SlideKind = Slide['kind'];

/** A product landing page: rendered by the one landing template (features/products). */
export interface LandingPage {
  /** The route path segment: /{slug}/ */
  slug: string;
  /** The product setting's code (spec 3): status, store links and requests. */
  productCode: string;
  /** The page's one signal accent (DESIGN.md), a hex colour. */
  accent: string;
  name: Localized;
  /** Open Graph title and the meta description. */
  title: Localized;
  description: Localized;
  art: ArtSpec;
  /** What the drawing shows, for screen readers. */
  artLabel: Localized;
  slides: Slide[];
}
