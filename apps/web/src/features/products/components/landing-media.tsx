import type { MediaFormat, ProductMedia } from '@miao/contracts/product-media';
import type { ProductSetting } from '@miao/contracts/products';
import { useEffect, useState, type CSSProperties } from 'react';
import type { ImageSwiperSlide } from '@/components/ui/image-swiper';
import type { Language } from '@/lib/language';

/**
 * Staff-managed photos and videos (docs/decisions/050). They come with the product's setting, so
 * the server renders them and nothing moves when the page hydrates; without any, the drawings stay.
 */
export function mediaFor(setting: ProductSetting | undefined, slot: string, kind?: ProductMedia['kind']) {
  return (setting?.media ?? []).filter((m) => m.slot === slot && (kind === undefined || m.kind === kind));
}

/** The first photo of the landing slide `index` (0-based): `hero` for the first, else `slide-<n>`. */
export function slidePhoto(setting: ProductSetting | undefined, index: number): ProductMedia | undefined {
  const named = mediaFor(setting, `slide-${index + 1}`, 'photo')[0];
  return named ?? (index === 0 ? mediaFor(setting, 'hero', 'photo')[0] : undefined);
}

export function slideVideo(setting: ProductSetting | undefined, index: number): ProductMedia | undefined {
  return mediaFor(setting, `slide-${index + 1}`, 'video')[0];
}

/** How wide each slot shows, for `sizes` (landing-slides.css: two columns from 64rem). */
export const MEDIA_SIZES = {
  hero: '(min-width: 64rem) 55vw, 100vw',
  feature: '(min-width: 64rem) 50vw, 100vw',
  gallery: '(min-width: 64rem) 30vw, 80vw',
  /** Several gallery photos, one at a time in the image swiper (decision 065). */
  swiper: '(min-width: 64rem) 56rem, 100vw',
  video: '(min-width: 64rem) 64rem, 100vw',
} as const;

export function srcSetOf(media: ProductMedia, format: MediaFormat): string {
  return media.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/** The `<img>` fallback: the WebP nearest 960 px, else the upload itself. */
function fallbackOf(media: ProductMedia): string {
  const webp = media.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  return (webp.find((v) => v.width >= 960) ?? webp.at(-1))?.url ?? media.poster_url ?? media.url;
}

export function altOf(media: ProductMedia, language: Language): string {
  return language === 'cn' ? media.alt_cn : media.alt_en;
}

/**
 * A photo as `<picture>`: AVIF, then WebP, at every width the server made, sized for its slot;
 * width and height reserve its box. `priority` (the hero, the first screen) loads at once and high;
 * every other photo waits until it is near.
 */
export function LandingPicture({
  media,
  sizes,
  language,
  priority = false,
  className,
}: {
  media: ProductMedia;
  sizes: string;
  language: Language;
  priority?: boolean;
  className?: string;
}) {
  const style = { aspectRatio: `${media.width} / ${media.height}` } as CSSProperties;
  return (
    <picture className={`landing-media${className ? ` ${className}` : ''}`} data-media-id={media.id}>
      <source type="image/avif" srcSet={srcSetOf(media, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(media, 'webp')} sizes={sizes} />
      <img
        className="landing-media__img"
        src={fallbackOf(media)}
        alt={altOf(media, language)}
        width={media.width}
        height={media.height}
        style={style}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}

/** A photo as a slide of the image swiper: the same formats and widths as LandingPicture. */
export function swiperSlideOf(media: ProductMedia, sizes: string, language: Language): ImageSwiperSlide {
  const alt = altOf(media, language);
  return {
    key: media.id,
    src: fallbackOf(media),
    alt,
    caption: alt,
    sizes,
    sources: (['avif', 'webp'] as const)
      .map((format) => ({ type: `image/${format}`, srcSet: srcSetOf(media, format) }))
      .filter((source) => source.srcSet),
  };
}

export interface VideoChapterCue {
  at: number;
  title: string;
}

function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hh = String(Math.floor(s / 3600)).padStart(2, '0');
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.000`;
}

/** A WebVTT chapters track of the chapter list, each chapter until the next (the last: an hour on). */
export function chaptersVtt(chapters: VideoChapterCue[]): string {
  const cues = chapters.map((chapter, i) => {
    const end = chapters[i + 1]?.at ?? chapter.at + 3600;
    return `${i + 1}\n${clock(chapter.at)} --> ${clock(end)}\n${chapter.title.replace(/-->/g, '→').replace(/\s*\n\s*/g, ' ')}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * A staff video: its poster (the AVIF/WebP-less `poster` attribute takes one address: the WebP
 * nearest 960 px), metadata only until played, never autoplay, captions when staff gave them and
 * the chapters as a track. Its box is reserved from the poster's size.
 */
export function LandingVideo({
  media,
  language,
  chapters,
  className,
  id,
}: {
  media: ProductMedia;
  language: Language;
  chapters?: VideoChapterCue[];
  className?: string;
  id?: string;
}) {
  const style = { aspectRatio: `${media.width} / ${media.height}` } as CSSProperties;
  // The chapters track: a blob: address made in the browser (the page's CSP allows blob: media and
  // no data:). It has no box, so adding it after hydration moves nothing.
  const vtt = chapters?.length ? chaptersVtt(chapters) : '';
  const [chaptersSrc, setChaptersSrc] = useState<string>();
  useEffect(() => {
    if (!vtt || typeof URL.createObjectURL !== 'function') return;
    const address = URL.createObjectURL(new Blob([vtt], { type: 'text/vtt' }));
    setChaptersSrc(address);
    return () => {
      URL.revokeObjectURL(address);
      setChaptersSrc(undefined);
    };
  }, [vtt]);
  return (
    <video
      id={id}
      className={`landing-video${className ? ` ${className}` : ''}`}
      data-media-id={media.id}
      src={media.url}
      poster={fallbackOf(media)}
      width={media.width}
      height={media.height}
      style={style}
      controls
      playsInline
      preload="metadata"
      aria-label={altOf(media, language)}
    >
      {media.captions_url ? (
        <track
          kind="captions"
          src={media.captions_url}
          srcLang={language === 'cn' ? 'zh' : 'en'}
          label={language === 'cn' ? '字幕' : 'Captions'}
          default
        />
      ) : null}
      {chaptersSrc ? (
        <track
          kind="chapters"
          src={chaptersSrc}
          srcLang={language === 'cn' ? 'zh' : 'en'}
          label={language === 'cn' ? '章节' : 'Chapters'}
        />
      ) : null}
    </video>
  );
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The hero photo's preload for the page's `<head>` (entry-server): the LCP image is asked for with
 * the HTML, in AVIF at the width the screen needs.
 */
export function heroPreload(setting: ProductSetting | undefined): string {
  const hero = slidePhoto(setting, 0);
  if (!hero) return '';
  const srcset = srcSetOf(hero, 'avif');
  if (!srcset) return '';
  return `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${attr(srcset)}" imagesizes="${attr(MEDIA_SIZES.hero)}">`;
}
