import { Component, Suspense, use, useState, type ReactNode } from 'react';
import { preloadArt } from '@/components/art/product-art';
import { ErrorState } from '@/components/ui/state-panels';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLanguage } from '@/hooks/use-language';
import {
  carriesLanguage,
  landingArt,
  landingDataHint,
  loadedLandingPage,
} from '@/content/products/landing-store';
import { landingPage } from '@/content/products/preload';
import type { LandingPage } from '@/content/types';
import { LandingTemplate } from '@/features/products/components/landing-template';
import { appDownloadsModule, appDownloadsNeeded } from '@/features/products/components/landing-slides';
import { useModuleHint } from '@/app/module-hints';
import type { RouteMetaContext } from '@/app/lazy-page';
import type { PageHandle } from '@/app/routes';
import { usePageHandle } from '@/app/use-page-info';
import { ComingSoonRoute } from './coming-soon';
import '@/features/products/landing.css';
import { useTranslation } from '@/lib/use-translation';

function LandingContent({ slug }: { slug: string }) {
  // The server has every page loaded, so this reads synchronously; in the browser the server's
  // HTML stays in place until the page's copy is here.
  const { language } = useLanguage();
  const page = use(landingPage(slug, language));
  return page ? <LandingView page={page} /> : <ComingSoonRoute />;
}

function LandingView({ page }: { page: LandingPage }) {
  // the server sends the page's copy with the HTML (entry-server.tsx)
  useModuleHint(landingDataHint(page.slug));
  // after a navigation, the page's drawing kinds all at once (a page the browser hydrated keeps the
  // server's drawings and needs none; the server has every kind)
  const [browserRendered] = useState(useHydrated());
  if (browserRendered) void preloadArt(landingArt(page));
  return <LandingTemplate page={page} />;
}

/** A failed chunk load (spec 7: reported as a chunk load error) with a retry. */
class ChunkBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}

function LandingSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="landing landing--loading" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** A product landing page from content/products/, or "coming soon" for products without one yet. */
export function LandingPageRoute() {
  const { t } = useTranslation();
  const slug = usePageHandle().slug ?? '';
  return (
    <ChunkBoundary fallback={(retry) => <ErrorState message={t('landing.loadFailed')} onRetry={retry} />}>
      <Suspense fallback={<LandingSkeleton />}>
        <LandingContent slug={slug} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** The page's copy arrives with its chunk: the first render then has it (no skeleton, no shift). */
export function preload(handle: PageHandle): Promise<unknown> {
  return landingPage(handle.slug ?? '').then((page) =>
    page && appDownloadsNeeded(page) ? appDownloadsModule.load() : undefined,
  );
}

/** The landing page's own description and fuller title, from its copy. */
export function meta({ handle, language }: RouteMetaContext) {
  const page = loadedLandingPage(handle.slug ?? '');
  return page && carriesLanguage(page, language)
    ? { description: page.description[language], ogTitle: page.title[language] }
    : undefined;
}

export { LandingPageRoute as Component };
