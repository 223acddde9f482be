// first: before any schema is built (lib/zod-jitless.ts)
import './lib/zod-jitless';
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { AppRoutes, buildRoutes, preparePage } from './app/router';
import { configureApiClient } from './lib/api-client';
import { bootFromDocument } from './lib/boot';
import { i18nInstance } from './lib/i18n-instance';
import { languageFromPath } from './lib/language';
import { loadDeferredStyles } from './lib/deferred-styles';
import { createQueryClient } from './lib/query-client';
import { seedProductSettings, settingsFromDocument } from './lib/seeded-settings';
import { seedSiteLinks, siteLinksFromDocument } from './lib/site-links';
import { seedTask, taskFromDocument } from './lib/seeded-task';
import { seedTaskList, taskListFromDocument } from './lib/seeded-task-list';
import { seedTaxonomy, taxonomyFromDocument } from './lib/seeded-taxonomy';
import { seedViewer, viewerFromDocument } from './lib/viewer-render';
import { drawQueries } from './features/draws/utils/seeded-draw';
import { queueQueries } from './features/numbers/utils/seeded-queue';
import { userQueries } from './features/users/utils/seeded-user';
import { searchQueries } from './features/search/utils/seeded-search';
import { addStringSet } from './locales/string-sets';
import { loadTranslation } from './locales/translation';
import './styles/global.css';

/**
 * Marks when the page has hydrated (effects run after it): bench/pages.mjs counts the JavaScript
 * fetched before this mark. A wrapper around its one child, so the tree keeps the server's shape: a
 * sibling would change every useId below it, and the ids would no longer match the server's HTML.
 */
function HydrationMark({ children }: { children: ReactNode }) {
  // a layout effect: it runs as the hydration commits, before any screen's effects start loading
  // what comes later (toasts, prefetches), which the benchmark must not count as first JS
  useLayoutEffect(() => {
    performance.mark('hydrated');
  }, []);
  return children;
}

/**
 * The page's strings and what its page needs (the page's chunk, the strings only that page uses, a
 * landing page's copy, the whole of the stylesheets the server cut) arrive before the first render,
 * so it equals the server's HTML.
 * A page that fails to load shows its retry once the page runs (lazy-page.tsx). No top-level
 * await: those chunks import from this one, which must finish evaluating before they can.
 */
async function start() {
  const boot = bootFromDocument(document, navigator);
  const language = languageFromPath(window.location.pathname) ?? boot.fallbackLanguage;
  const routes = buildRoutes(boot.fallbackLanguage);
  const [translation] = await Promise.all([
    loadTranslation(language),
    preparePage(window.location.pathname, boot.fallbackLanguage),
    loadDeferredStyles(document),
  ]);
  const i18n = i18nInstance(language, { [language]: { translation } });
  // before the first request: the token cookie's name and the error translations (their strings
  // load after hydration, or with the first refusal if it comes sooner)
  configureApiClient({
    cookiePrefix: boot.cookiePrefix,
    translate: (key) => (i18n.exists(key) ? i18n.t(key) : undefined),
    loadErrorMessages: () => addStringSet(i18n, 'forms'),
  });

  // the settings the server rendered with: the first render matches its HTML, statuses included
  const queryClient = createQueryClient();
  seedProductSettings(queryClient, settingsFromDocument(document));
  seedSiteLinks(queryClient, siteLinksFromDocument(document));
  seedTask(queryClient, taskFromDocument(document));
  seedTaxonomy(queryClient, taxonomyFromDocument(document));
  seedTaskList(queryClient, taskListFromDocument(document), { signedIn: boot.hasRefresh });
  for (const page of [drawQueries, queueQueries, userQueries, searchQueries])
    page.seed(queryClient, page.fromDocument(document));
  // a personal page the server rendered for its member carries the member's answers
  const signedIn = seedViewer(queryClient, viewerFromDocument(document));

  const app = (
    <StrictMode>
      <HydrationMark>
        <App
          boot={boot}
          // other pages render without knowing the user, as the server did; then they ask the API
          signedIn={signedIn}
          i18n={i18n}
          queryClient={queryClient}
        >
          {/* location updates at once, not in a transition: the address bar and React's copy of it
              never disagree, so two quick filter changes cannot undo each other; a page whose
              chunk is still loading shows its own loading state */}
          <BrowserRouter useTransitions={false}>
            <AppRoutes routes={routes} />
          </BrowserRouter>
        </App>
      </HydrationMark>
    </StrictMode>
  );

  const container = document.getElementById('root')!;
  // Server-rendered pages hydrate; the Vite dev server's empty shell renders from scratch. (Not in a
  // transition: sliced hydration halved Lighthouse's blocking time, but a click during the longer
  // hydration failed it in e2e runs and React rendered the page again; decision 008.)
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
