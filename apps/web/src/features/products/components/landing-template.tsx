import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { PageSwiper, slideFromQuery } from '@/components/ui/page-swiper';
import type { LandingPage } from '@/content/types';
import { useLanguage } from '@/hooks/use-language';
import { useProductSetting } from '@/lib/product-settings';
import { useTranslation } from '@/lib/use-translation';
import { LandingSlide, type SlideContext } from './landing-slides';
import { SubHeader } from './sub-header';

const ShareDialog = lazy(() =>
  import('@/components/ui/share-dialog').then((m) => ({ default: m.ShareDialog })),
);

/**
 * The one template every product landing page renders through (content/products/<slug>.ts):
 * the sub-header, the page swiper with one slide per content slide and the footer last, in the
 * page's own accent (DESIGN.md: one signal accent per product page).
 */
export function LandingTemplate({ page }: { page: LandingPage }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const { setting, status, loaded } = useProductSetting(page.productCode);
  const [sharing, setSharing] = useState<string | null>(null);
  // the sub-header collapses past the first slide; derived from `p`, so the server agrees
  const collapsed = slideFromQuery(params.get('p'), page.slides.length + 1) > 0;
  const name = page.name[language];

  const openShare = () => setSharing(`${window.location.origin}${window.location.pathname}`);
  // one Share on the page, the sub-header's (issue 35 item 11)
  const ctx: SlideContext = { page, setting, status, loaded };
  const style = { '--accent': page.accent, '--accent-text': page.accent } as CSSProperties;
  // the whole document takes the page's accent, so the header and dialogs (portalled to <body>) match
  const rootAccent = `:root{--accent:${page.accent};--accent-text:${page.accent};--accent-glow:color-mix(in srgb,${page.accent} 35%,transparent)}`;

  return (
    <div className="landing" style={style}>
      <style>{rootAccent}</style>
      <SubHeader
        name={name}
        setting={setting}
        status={status}
        loaded={loaded}
        collapsed={collapsed}
        onShare={openShare}
      />
      <PageSwiper
        slides={page.slides.map((slide, i) => (
          <LandingSlide key={i} slide={slide} ctx={{ ...ctx, index: i }} />
        ))}
        labels={page.slides.map((slide) => slide.headline[language])}
        footer={
          <>
            {/* the footer slide fills the screen (issue 18 item 9): the product's name closes the page */}
            <p className="landing-end" aria-hidden="true">
              {name}
            </p>
            <Footer />
          </>
        }
        footerLabel={t('landing.swiper.footer')}
      />
      {sharing ? (
        <Suspense fallback={null}>
          <ShareDialog
            itemTitle={(page.slides[0]?.headline[language] ?? name).replace(/\u200b/g, '')}
            productName={name}
            url={sharing}
            language={language}
            onClose={() => setSharing(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
