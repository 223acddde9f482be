import { useRef } from 'react';
import { ProductArt } from '@/components/art/product-art';
import { Video } from '@/components/ui/video';
import type { VideoGuidePage } from '@/content/info/types';
import { mediaUrl } from '@/content/media';
import { formatClock } from '@/features/info/lib/dates';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/hooks/use-language';
import { useProductSetting } from '@/lib/product-settings';
import { LandingVideo, mediaFor } from '@/features/products/components/landing-media';
import { HelpCard, LinkList, useCopy } from './parts';

/**
 * A video guide: the film (spec 3 video component; its poster is the frame at `snapshotTime`,
 * asked of the media CDN with its snapshot parameter), what you need, then each chapter as a
 * numbered step that also seeks the film when it is there.
 */
export function VideoPage({ page }: { page: VideoGuidePage }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const frame = useRef<HTMLDivElement>(null);
  const { language } = useLanguage();
  // the film staff gave the product's guide (decision 050) comes with the page's settings
  const film = mediaFor(useProductSetting(page.product).setting, 'guide', 'video')[0];
  const src = mediaUrl(page.video.src);
  const poster = mediaUrl(page.video.poster);
  const title = copy(page.title);

  const playFrom = (seconds: number) => {
    const video = frame.current?.querySelector('video');
    if (!video) return;
    video.currentTime = seconds;
    void video.play().catch(() => undefined);
    video.focus();
  };

  return (
    <article className="info-page info-page--video">
      <header className="info-hero info-hero--video">
        <div className="info-hero__copy">
          <p className="eyebrow">{copy(page.eyebrow)}</p>
          <h1 className="info-hero__title">{title}</h1>
          <p className="info-hero__lead">{copy(page.description)}</p>
          <p className="info-hero__meta mono">
            {t('info.video.length', { minutes: Math.round(page.duration / 60) })}
          </p>
        </div>
      </header>

      <div className="video-guide__frame" ref={frame}>
        {film ? (
          <LandingVideo
            media={film}
            language={language}
            className="video video-guide__video"
            chapters={page.chapters.map((chapter) => ({ at: chapter.at, title: copy(chapter.title) }))}
          />
        ) : src ? (
          <Video
            src={src}
            label={t('info.video.label', { title })}
            poster={poster}
            snapshotTime={page.video.snapshotTime}
            autoplay={page.video.autoplay}
            muted={page.video.muted}
            loop={page.video.loop}
            controls={page.video.controls ?? true}
          />
        ) : (
          // no media CDN configured: the product drawing stands in the film's frame
          <div className="video-guide__stand-in">
            <ProductArt spec={page.art} label={title} className="video-guide__art" />
            <p className="video-guide__note">{t('info.video.stepsBelow')}</p>
          </div>
        )}
      </div>

      <div className="video-guide">
        <aside className="video-guide__side">
          <section className="info-panel" aria-labelledby="video-tools">
            <h2 id="video-tools" className="info-panel__title">
              {t('info.video.tools')}
            </h2>
            <ul className="info-list">
              {page.tools.map((tool) => (
                <li key={tool.en}>{copy(tool)}</li>
              ))}
            </ul>
          </section>
          <section className="info-panel info-panel--caution" aria-labelledby="video-cautions">
            <h2 id="video-cautions" className="info-panel__title">
              {t('info.video.cautions')}
            </h2>
            <ul className="info-list">
              {page.cautions.map((caution) => (
                <li key={caution.en}>{copy(caution)}</li>
              ))}
            </ul>
          </section>
        </aside>

        <section className="video-guide__chapters" aria-labelledby="video-chapters">
          <h2 id="video-chapters" className="info-section__title">
            {t('info.video.chapters')}
          </h2>
          <ol className="chapter-list">
            {page.chapters.map((chapter, index) => (
              <li key={chapter.at} className="chapter">
                <span className="chapter__index mono" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <div className="chapter__copy">
                  <h3 className="chapter__title">{copy(chapter.title)}</h3>
                  <p className="chapter__body">{copy(chapter.body)}</p>
                </div>
                {film || src ? (
                  <button
                    type="button"
                    className="chapter__time mono"
                    onClick={() => playFrom(chapter.at)}
                    aria-label={t('info.video.playFrom', { time: formatClock(chapter.at) })}
                  >
                    {formatClock(chapter.at)}
                  </button>
                ) : (
                  <span className="chapter__time mono">{formatClock(chapter.at)}</span>
                )}
              </li>
            ))}
          </ol>
          <LinkList
            title={t('info.related')}
            links={page.links.map((link) => ({ to: link.to, label: copy(link.label) }))}
          />
          <HelpCard />
        </section>
      </div>
    </article>
  );
}
