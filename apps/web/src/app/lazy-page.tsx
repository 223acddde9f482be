import { Component, Suspense, use, type ComponentType, type ReactNode } from 'react';
import type { Params } from 'react-router';
import { CHUNK_TIMEOUT_MS } from '@miao/contracts/limits';
import { ErrorState } from '@/components/ui/state-panels';
import { deferredModule, retryFailedLoads } from '@/lib/deferred';
import type { Language } from '@/lib/language';
import type { Translator } from '@/lib/translator';
import { useTranslation } from '@/lib/use-translation';
import {
  loadStringSet,
  setList,
  StringSetLoadError,
  useStringSets,
  type StringSets,
} from '@/locales/string-sets';
import { groupHint, useModuleHint } from './module-hints';
import type { PageHandle } from './routes';

/** What a page's meta may take from its own content (page-meta.ts fills in the rest). */
export interface RouteMetaContext {
  handle: PageHandle;
  params: Params;
  pathname: string;
  language: Language;
  i18n: Pick<Translator, 't' | 'exists'>;
}

/** A route module, `app/routes/<page>.tsx`: the page and, when it has its own, its description. */
export interface RouteModule {
  Component: ComponentType;
  meta?: (context: RouteMetaContext) => { description?: string; ogTitle?: string } | undefined;
  /** Data the page needs before its first render (a landing page's copy), fetched with its chunk. */
  preload?: (handle: PageHandle) => Promise<unknown>;
}

/** The page's chunk could not be fetched (spec 7: reported as a chunk load error). */
class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('chunk load error', { cause });
  }
}

/**
 * Spec 7 / 9: a chunk that has not come within CHUNK_TIMEOUT_MS counts as failed (a chunk load
 * error, with its retry), instead of a loading state that never ends on a stalled connection.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk not loaded within ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
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
    return this.props.fallback(() => {
      retryFailedLoads();
      this.setState({ error: null });
    });
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

export interface LazyPage {
  /** The route's element: the page, which fetches its chunk, strings and data when it first renders. */
  element: (handle: PageHandle, language: Language | undefined) => ReactNode;
  /**
   * Fetches the chunk, the route's strings in `language` and the data the page needs, and never
   * fails (a failed chunk shows the page's retry when it renders).
   */
  prepare: (handle: PageHandle, language: Language | undefined) => Promise<void>;
  /** Fetches the chunk (the server loads every page before its first request). */
  load: () => Promise<RouteModule>;
  /** The module once loaded (the server's meta reads it after resolving the route). */
  loaded: () => RouteModule | undefined;
  /** The route module as the Vite manifest names it. */
  module: string;
}

/**
 * A page in its own chunk (or its group's, vite.config.ts). The server prepares the matched page
 * before rendering and the browser before hydrating (entry-client.tsx, `preparePage`), so
 * neither first render suspends and the browser's matches the server's HTML. After a navigation
 * the page shows its loading state until its chunk is here, while its data is fetched alongside.
 */
export function lazyPage(
  name: string,
  load: () => Promise<RouteModule>,
  strings?: StringSets,
  group?: string,
): LazyPage {
  const sets = setList(strings);
  const module = deferredModule(() =>
    withChunkTimeout(load).catch((error: unknown) => {
      throw new ChunkLoadError(error);
    }),
  );
  const id = `src/app/routes/${name}.tsx`;
  let current: RouteModule | undefined;

  const loadModule = () =>
    module.load().then((loaded) => {
      current = loaded;
      return loaded;
    });
  const prepare = async (handle: PageHandle, language: Language | undefined) => {
    await Promise.all([
      loadModule().then((loaded) => loaded.preload?.(handle)),
      ...(language ? sets.map((set) => loadStringSet(set, language)) : []),
    ]).catch(() => undefined);
  };
  function Loaded({ handle, language }: { handle: PageHandle; language: Language | undefined }) {
    const { i18n } = useTranslation();
    // after a navigation: the page's data (a landing page's copy) is fetched with its chunk
    if (!current) void prepare(handle, language);
    useStringSets(i18n, sets);
    const Page = use(module.load()).Component;
    return <Page />;
  }

  function Page({ handle, language }: { handle: PageHandle; language: Language | undefined }) {
    const { t } = useTranslation();
    useModuleHint(id);
    // a page grouped into a shared chunk has no manifest entry of its own: its stylesheet is the
    // group's, so the server links it from the first paint (issue 18: the product lists and info
    // pages shifted when their group's CSS arrived with the script)
    useModuleHint(group ? groupHint(group) : id);
    return (
      <ChunkBoundary fallback={(retry) => <ErrorState message={t('common.loadFailed')} onRetry={retry} />}>
        <Suspense fallback={<PageLoading />}>
          <Loaded handle={handle} language={language} />
        </Suspense>
      </ChunkBoundary>
    );
  }

  return {
    element: (handle, language) => <Page handle={handle} language={language} />,
    prepare,
    load: loadModule,
    loaded: () => current,
    module: id,
  };
}
