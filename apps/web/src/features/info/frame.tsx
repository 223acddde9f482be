import { Component, Suspense, type ReactNode } from 'react';
import { ErrorState } from '@/components/ui/state-panels';
import { loadAllInfoContent } from '@/content/info/registry';
import { deferredModule } from '@/lib/deferred';
import { useTranslation } from '@/lib/use-translation';
import './info.css';

/**
 * The info pages' screens are one chunk of their own, so the home page, landing pages and the
 * community never load them; each page's copy is a further small chunk (content/info/registry).
 */
export const infoViewsModule = deferredModule(() => import('./views'));

/** The server loads the screens and every page's copy before its first render, so it renders synchronously. */
export function preloadInfoPages(): Promise<unknown> {
  return Promise.all([infoViewsModule.load(), loadAllInfoContent()]);
}

/** A failed chunk load (spec 7: a chunk load error) with a retry. */
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

function InfoSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="info-page info-page--loading" role="status">
      <span className="visually-hidden">{t('info.loading')}</span>
    </div>
  );
}

/**
 * Wraps an info screen: in the browser the server's HTML stays in place while the chunks arrive
 * (hydration waits at this boundary); after client navigation a quiet skeleton shows meanwhile.
 */
export function InfoFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ChunkBoundary fallback={(retry) => <ErrorState message={t('info.loadFailed')} onRetry={retry} />}>
      <Suspense fallback={<InfoSkeleton />}>{children}</Suspense>
    </ChunkBoundary>
  );
}
