import { Component, Suspense, use, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadArt } from '../../components/art/product-art';
import { ErrorState } from '../../components/ui/state-panels';
import { useHydrated } from '../../hooks/use-hydrated';
import {
  hasLandingPage,
  landingArt,
  landingPageModule,
  loadLandingPage,
} from '../../content/products/registry';
import { LandingTemplate } from '../../features/products/components/landing-template';
import { useModuleHint } from '../module-hints';
import type { PageHandle } from '../route-table';
import { ComingSoonRoute } from './coming-soon';
import '../../features/products/landing.css';

function LandingContent({ slug }: { slug: string }) {
  // The server has every page loaded, so this reads synchronously and links the page's chunk as a
  // preload; in the browser the server's HTML stays in place until that chunk is here.
  useModuleHint(landingPageModule(slug));
  const page = use(loadLandingPage(slug));
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
export function LandingPageRoute({ handle }: { handle: PageHandle }) {
  const { t } = useTranslation();
  const slug = 'product' in handle.title ? handle.title.product : '';
  if (!hasLandingPage(slug)) return <ComingSoonRoute handle={handle} />;
  return (
    <ChunkBoundary fallback={(retry) => <ErrorState message={t('landing.loadFailed')} onRetry={retry} />}>
      <Suspense fallback={<LandingSkeleton />}>
        <LandingContent slug={slug} />
      </Suspense>
    </ChunkBoundary>
  );
}
