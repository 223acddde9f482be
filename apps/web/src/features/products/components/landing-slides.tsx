import type { ProductSetting, ProductStatus } from '@miao/contracts/products';
import { use, type ComponentProps } from 'react';
import type { ArtSpec } from '@/components/art/art-spec';
import { ProductArt } from '@/components/art/product-art';
import { ArrowRightIcon } from '@/components/icons/ui-icons';
import { ImageSwiper } from '@/components/ui/image-swiper';
import { LocalLink } from '@/components/ui/local-link';
import { usePageSwiper } from '@/components/ui/page-swiper';
import { Video } from '@/components/ui/video';
import { COMPARED_KEYBOARDS } from '@/config/compared-keyboards';
import { mediaUrl } from '@/content/media';
import type { LandingPage, Localized, Slide, Stat } from '@/content/types';
import { useLanguage } from '@/hooks/use-language';
import { deferredModule } from '@/lib/deferred';
import { useTranslation } from '@/lib/use-translation';
import type { AppDownloads as AppDownloadsComponent } from './app-downloads';
import { ProductLinkPair } from './product-link-pair';
import { PurchaseFacts } from './purchase-facts';
import {
  LandingPicture,
  LandingVideo,
  MEDIA_SIZES,
  mediaFor,
  slidePhoto,
  slideVideo,
  swiperSlideOf,
} from './landing-media';

export interface SlideContext {
  page: LandingPage;
  setting?: ProductSetting;
  status?: ProductStatus;
  loaded: boolean;
  /** The slide's place on the page (0: the hero), for the media staff put on `slide-<n>`. */
  index?: number;
}

function useText() {
  const { language } = useLanguage();
  return (text: Localized | undefined) => (text ? text[language] : '');
}

function Stats({ stats }: { stats: Stat[] }) {
  const text = useText();
  return (
    <dl className="slide__stats">
      {stats.map((stat) => (
        <div key={`${stat.value}-${stat.label.en}`} className="slide__stat">
          <dt className="slide__stat-value">{stat.value}</dt>
          <dd className="slide__stat-label">{text(stat.label)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Copy({ slide, level = 2 }: { slide: Slide; level?: 1 | 2 }) {
  const text = useText();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <>
      {slide.eyebrow ? <p className="eyebrow slide__eyebrow">{text(slide.eyebrow)}</p> : null}
      <Heading className={level === 1 ? 'slide__headline slide__headline--hero' : 'slide__headline'}>
        {text(slide.headline)}
      </Heading>
      {slide.body ? <p className="slide__body">{text(slide.body)}</p> : null}
    </>
  );
}

/** A photo when the media CDN is configured, the drawing otherwise. */
function Visual({
  art,
  image,
  label,
  className,
}: {
  art: ArtSpec;
  image?: string;
  label: string;
  className?: string;
}) {
  const src = mediaUrl(image);
  if (src)
    return (
      <img
        className={`slide__photo ${className ?? ''}`}
        src={src}
        alt={label}
        loading="lazy"
        decoding="async"
      />
    );
  return <ProductArt spec={art} label={label} className={className} />;
}

function NextHint() {
  const { t } = useTranslation();
  const swiper = usePageSwiper();
  if (!swiper) return null;
  return (
    <button type="button" className="slide__next" onClick={() => swiper.go(swiper.index + 1)}>
      <span>{t('landing.swiper.next')}</span>
      <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
        <path
          d="M6 9l6 6 6-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/** Issue 18: every keyboard's landing page links the comparison table. */
function CompareLink({ code, product }: { code: string; product: string }) {
  const { t } = useTranslation();
  if (!COMPARED_KEYBOARDS.includes(code)) return null;
  return (
    <LocalLink to="/compare-keyboards/" className="slide__link" data-testid="compare-link">
      {t('products.compare.link')}
      {/* the name says where it leads (issue 34): the visible words first, then the product */}
      <span className="visually-hidden">{t('media.link.compare', { product })}</span>
      <ArrowRightIcon />
    </LocalLink>
  );
}

function HeroSlide({ slide, ctx }: { slide: Extract<Slide, { kind: 'hero' }>; ctx: SlideContext }) {
  const text = useText();
  const { language } = useLanguage();
  const photo = slidePhoto(ctx.setting, ctx.index ?? 0);
  return (
    <div className="slide slide--hero">
      <div className="slide__copy">
        <Copy slide={slide} level={1} />
        {slide.stats ? <Stats stats={slide.stats} /> : null}
        <div className="slide__actions">
          {ctx.setting ? (
            <ProductLinkPair
              setting={ctx.setting}
              productName={text(ctx.page.name)}
              loaded={ctx.loaded}
              learnMore={false}
            />
          ) : null}
        </div>
        <PurchaseFacts setting={ctx.setting} loaded={ctx.loaded} compact />
        <CompareLink code={ctx.page.productCode} product={text(ctx.page.name)} />
      </div>
      <div className="slide__art slide__art--hero">
        {photo ? (
          <LandingPicture media={photo} sizes={MEDIA_SIZES.hero} language={language} priority />
        ) : (
          <ProductArt spec={slide.art ?? ctx.page.art} label={text(ctx.page.artLabel)} />
        )}
      </div>
      <NextHint />
    </div>
  );
}

function FeatureSlide({ slide, ctx }: { slide: Extract<Slide, { kind: 'feature' }>; ctx: SlideContext }) {
  const text = useText();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const index = ctx.index ?? -1;
  const photo = index > 0 ? slidePhoto(ctx.setting, index) : undefined;
  const film = index > 0 ? slideVideo(ctx.setting, index) : undefined;
  const hasVisual = !!(slide.art || slide.image || photo || film);
  // Issue 18 item 9: a flat product (mat, charger) drawn faint behind the copy read as a black,
  // half-empty screen; only a keyboard's drawing stays a ghost, the others stand beside the copy
  const ghost = !hasVisual && ctx.page.art.kind === 'keyboard';
  return (
    <div
      className={`slide slide--feature${
        hasVisual ? ` slide--art-${slide.side ?? 'right'}` : ghost ? ' slide--text' : ' slide--art-right'
      }`}
    >
      <div className="slide__copy">
        <Copy slide={slide} />
        {slide.bullets ? (
          <ul className="slide__bullets">
            {slide.bullets.map((bullet) => (
              <li key={bullet.en}>{text(bullet)}</li>
            ))}
          </ul>
        ) : null}
        {slide.stats ? <Stats stats={slide.stats} /> : null}
        {slide.link ? (
          <LocalLink to={slide.link.to} className="slide__link">
            {text(slide.link.label)}
            <span className="visually-hidden">
              {t('media.link.of', { product: text(ctx.page.name) })}
            </span>{' '}
            <ArrowRightIcon />
          </LocalLink>
        ) : null}
      </div>
      {hasVisual ? (
        <div className="slide__art">
          {film ? (
            <LandingVideo media={film} language={language} />
          ) : photo ? (
            <LandingPicture media={photo} sizes={MEDIA_SIZES.feature} language={language} />
          ) : (
            <Visual
              art={slide.art ?? ctx.page.art}
              image={slide.image}
              label={`${text(ctx.page.name)} · ${text(slide.headline)}`}
            />
          )}
        </div>
      ) : ghost ? (
        // a keyboard's text slide keeps the product in view: its drawing, faint, behind the copy
        <div className="slide__ghost" aria-hidden="true">
          <ProductArt spec={ctx.page.art} label="" />
        </div>
      ) : (
        <div className="slide__art slide__art--echo" aria-hidden="true">
          <ProductArt spec={ctx.page.art} label="" />
        </div>
      )}
    </div>
  );
}

function SpecsSlide({ slide }: { slide: Extract<Slide, { kind: 'specs' }> }) {
  const text = useText();
  return (
    <div className="slide slide--specs">
      <div className="slide__copy">
        <Copy slide={slide} />
      </div>
      <dl className="specs">
        {slide.rows.map((row) => (
          <div key={row.label.en} className="specs__row">
            <dt>{text(row.label)}</dt>
            <dd>{text(row.value)}</dd>
          </div>
        ))}
      </dl>
      {slide.note ? <p className="slide__note">{text(slide.note)}</p> : null}
    </div>
  );
}

function GallerySlide({ slide, ctx }: { slide: Extract<Slide, { kind: 'gallery' }>; ctx: SlideContext }) {
  const text = useText();
  const { language } = useLanguage();
  const photos = mediaFor(ctx.setting, 'gallery', 'photo');
  return (
    <div className="slide slide--gallery">
      <div className="slide__copy slide__copy--center">
        <Copy slide={slide} />
      </div>
      {photos.length > 1 ? (
        // several staff photos turn one at a time in the image swiper (decision 065), in the first one's box
        <ImageSwiper
          className="gallery-swiper"
          label={text(slide.headline)}
          ratio={photos[0]!}
          fit="contain"
          slides={photos.map((photo) => swiperSlideOf(photo, MEDIA_SIZES.swiper, language))}
        />
      ) : (
        // on a phone the gallery scrolls sideways: focusable, so a keyboard can scroll it too
        <ul
          className="gallery"
          data-count={photos.length || slide.items.length}
          tabIndex={0}
          aria-label={text(slide.headline)}
        >
          {/* one staff photo takes the drawings' place; the drawings stay when there is none */}
          {photos.map((photo) => (
            <li key={`media-${photo.id}`} className="gallery__item">
              <figure>
                <div className="gallery__visual">
                  <LandingPicture media={photo} sizes={MEDIA_SIZES.gallery} language={language} />
                </div>
                <figcaption>{language === 'cn' ? photo.alt_cn : photo.alt_en}</figcaption>
              </figure>
            </li>
          ))}
          {(photos.length ? [] : slide.items).map((item) => (
            <li key={item.caption.en} className="gallery__item">
              <figure>
                <div className="gallery__visual">
                  <Visual art={item.art} image={item.image} label={text(item.caption)} />
                </div>
                <figcaption>{text(item.caption)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function VideoSlide({ slide, ctx }: { slide: Extract<Slide, { kind: 'video' }>; ctx: SlideContext }) {
  const text = useText();
  const { language } = useLanguage();
  const film = slideVideo(ctx.setting, ctx.index ?? -1);
  const src = mediaUrl(slide.video.src);
  const poster = mediaUrl(slide.video.poster);
  return (
    <div className="slide slide--video">
      <div className="slide__copy slide__copy--center">
        <Copy slide={slide} />
      </div>
      <div className="video-frame">
        {film ? (
          <LandingVideo media={film} language={language} />
        ) : src ? (
          <Video
            src={src}
            poster={poster}
            snapshotTime={slide.video.snapshotTime}
            autoplay={slide.video.autoplay}
            muted={slide.video.muted}
            loop={slide.video.loop}
            controls={slide.video.controls}
            label={text(slide.headline)}
          />
        ) : (
          // no media CDN configured: the drawing, lit, in the video's frame (no note about the
          // missing film: that is the operator's business, not the visitor's)
          <div className="video-frame__stand-in">
            <ProductArt spec={slide.art ?? ctx.page.art} label={text(ctx.page.artLabel)} />
          </div>
        )}
      </div>
    </div>
  );
}

function EditionsSlide({ slide }: { slide: Extract<Slide, { kind: 'editions' }> }) {
  const text = useText();
  const { t } = useTranslation();
  return (
    <div className="slide slide--editions">
      <div className="slide__copy slide__copy--center">
        <Copy slide={slide} />
      </div>
      <ul className="editions" data-count={slide.editions.length}>
        {slide.editions.map((edition) => (
          <li key={edition.name.en} className="edition">
            {edition.art ? (
              <div className="edition__art">
                <ProductArt spec={edition.art} label={text(edition.name)} />
              </div>
            ) : null}
            <div className="edition__head">
              <h3 className="edition__name">{text(edition.name)}</h3>
              {edition.limited ? (
                <span className="tag tag--accent">
                  {t('landing.editions.limited', { n: edition.limited })}
                </span>
              ) : null}
            </div>
            <p className="edition__body">{text(edition.body)}</p>
            {edition.price ? <p className="edition__price mono">{text(edition.price)}</p> : null}
          </li>
        ))}
      </ul>
      {slide.note ? <p className="slide__note slide__note--center">{text(slide.note)}</p> : null}
    </div>
  );
}

function CtaSlide({ slide, ctx }: { slide: Extract<Slide, { kind: 'cta' }>; ctx: SlideContext }) {
  const text = useText();
  const { t } = useTranslation();
  // a group buy (GB) states the deposit rule with its timeline (PurchaseFacts); a restock pre-order here
  const restock = ctx.status === 'restock';
  return (
    <div className="slide slide--cta">
      <div className="slide__art slide__art--cta" aria-hidden="true">
        <ProductArt spec={ctx.page.art} label="" />
      </div>
      <div className="slide__copy slide__copy--center">
        <p className="eyebrow slide__eyebrow">{text(ctx.page.name)}</p>
        <h2 className="slide__headline slide__headline--cta">{text(slide.headline)}</h2>
        {slide.body ? <p className="slide__body">{text(slide.body)}</p> : null}
        <div className="slide__actions slide__actions--center">
          {ctx.setting ? (
            <ProductLinkPair
              setting={ctx.setting}
              productName={text(ctx.page.name)}
              loaded={ctx.loaded}
              learnMore={false}
            />
          ) : null}
        </div>
        <PurchaseFacts setting={ctx.setting} loaded={ctx.loaded} />
        {restock ? <p className="slide__note slide__note--center">{t('products.deposit')}</p> : null}
        <CompareLink code={ctx.page.productCode} product={text(ctx.page.name)} />
        {slide.note ? <p className="slide__note slide__note--center">{text(slide.note)}</p> : null}
      </div>
    </div>
  );
}

/**
 * The app downloads of the two app pages: a chunk of their own, not code of every landing page. The
 * landing route's `preload` loads it for a page with a downloads slide (appDownloadsNeeded), on the
 * server and before hydrating, so this reads synchronously there.
 */
export const appDownloadsModule = deferredModule(() => import('./app-downloads'));

export function appDownloadsNeeded(page: LandingPage): boolean {
  return page.slides.some((slide) => slide.kind === 'downloads');
}

function LazyAppDownloads(props: ComponentProps<typeof AppDownloadsComponent>) {
  const { AppDownloads } = use(appDownloadsModule.load());
  return <AppDownloads {...props} />;
}

function DownloadsSlide({ slide }: { slide: Extract<Slide, { kind: 'downloads' }> }) {
  return (
    <div className="slide slide--downloads">
      <div className="slide__copy slide__copy--center">
        <Copy slide={slide} />
      </div>
      <LazyAppDownloads
        appCode={slide.appCode}
        platforms={slide.platforms}
        webUrl={slide.webUrl}
        fallbackVersion={slide.fallbackVersion}
      />
    </div>
  );
}

/** One slide of the landing template, by kind. */
export function LandingSlide({ slide, ctx }: { slide: Slide; ctx: SlideContext }) {
  switch (slide.kind) {
    case 'hero':
      return <HeroSlide slide={slide} ctx={ctx} />;
    case 'feature':
      return <FeatureSlide slide={slide} ctx={ctx} />;
    case 'specs':
      return <SpecsSlide slide={slide} />;
    case 'gallery':
      return <GallerySlide slide={slide} ctx={ctx} />;
    case 'video':
      return <VideoSlide slide={slide} ctx={ctx} />;
    case 'editions':
      return <EditionsSlide slide={slide} />;
    case 'cta':
      return <CtaSlide slide={slide} ctx={ctx} />;
    case 'downloads':
      return <DownloadsSlide slide={slide} />;
  }
}
