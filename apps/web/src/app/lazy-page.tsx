import { Component, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ui/state-panels';
import { deferredModule } from '../lib/deferred';
import type { Language } from '../lib/language';
import { loadStringSet, StringSetLoadError, useStringSet, type StringSet } from '../locales/string-sets';
import { useModuleHint } from './module-hints';

/** The page's chunk could not be fetched (spec 7: reported as a chunk load error). */
class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('chunk load error', { cause });
  }
}

/** Shows a retry for a failed chunk; any other error goes on to the boundaries above, as before. */
class ChunkBoundary extends Component<{ children: ReactNode; fallback: (retry: () => void) => ReactNode }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ChunkLoadError || error instanceof StringSetLoadError)) throw error;
    return this.props.fallback(() => this.setState({ error: null }));
  }
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

export interface LazyPage<P> {
  (props: P): ReactNode;
  /** Fetches the page's chunk (and its strings in `language`); the same promise on every call until it fails. */
  preload: (language?: Language) => Promise<unknown>;
  /** The route module as the Vite manifest names it. */
  module: string;
}

const everyPage: (() => Promise<unknown>)[] = [];

/** Every page's chunk: the server loads them all before its first render, so it renders synchronously. */
export function preloadAllPages(): Promise<unknown> {
  return Promise.all(everyPage.map((load) => load()));
}

/**
 * A route screen in its own chunk: `file` is its module under app/routes/ (the name the server's
 * preload links use), `name` the component it exports. The server loads every page before its
 * first render, the browser loads the current one before hydrating (entry-client.tsx), so neither
 * first render suspends and the browser's matches the server's HTML. Later navigations are
 * transitions: the previous page stays until the next one's chunk is here.
 */
export function lazyPage<K extends string, P extends object>(
  file: string,
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  /** Strings only this kind of screen uses, loaded with its chunk (locales/string-sets.ts). */
  strings?: StringSet,
): LazyPage<P> {
  const module = deferredModule(() =>
    load().catch((error: unknown) => {
      throw new ChunkLoadError(error);
    }),
  );
  const id = `src/app/routes/${file}.tsx`;
  everyPage.push(module.load);

  function Loaded(props: P) {
    const { i18n } = useTranslation();
    useStringSet(i18n, strings);
    const Page: ComponentType<P> = use(module.load())[name];
    return <Page {...props} />;
  }

  function Page(props: P) {
    const { t } = useTranslation();
    useModuleHint(id);
    return (
      <ChunkBoundary fallback={(retry) => <ErrorState message={t('common.loadFailed')} onRetry={retry} />}>
        <Suspense fallback={<PageLoading />}>
          <Loaded {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  const preload = (language?: Language) =>
    strings && language ? Promise.all([module.load(), loadStringSet(strings, language)]) : module.load();
  return Object.assign(Page, { preload, module: id });
}
