// Server-render a page, then hydrate it as entry-client.tsx does, collecting every console error and
// recoverable error: a page's first client render must match the server's HTML exactly.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { App } from '@/app/app';
import { AppRoutes, buildRoutes, preparePage } from '@/app/router';
import { render } from '@/entry-server';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Roots hydrated by this file's tests: unmounted after each, so no late render (a chunk loaded after hydration) outlives the test environment. */
const roots: Root[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/**
 * The server renders the task pages without data (a skeleton); the browser's first render must
 * match it exactly before its own requests start.
 */
export async function hydrate(url: string, token?: string) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  window.history.replaceState(null, '', url);
  const page = await render({
    url,
    cookiePrefix: 'test_',
    cookieHeader: token ? `test_token=${token}` : undefined,
  });
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  const problems: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args) =>
    problems.push(args.map(String).join(' ').slice(0, 400)),
  );
  // requests stay pending: only the first render is compared
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  const language = url.startsWith('/cn') ? 'cn' : 'en';
  // as entry-client.tsx: the page's module and data are here before hydrating
  const routes = buildRoutes(language);
  await preparePage(window.location.pathname, language);
  await act(async () => {
    const root = hydrateRoot(
      document.getElementById('root')!,
      <App
        boot={{ fallbackLanguage: language, cookiePrefix: 'test_', hasRefresh: false, mobileAgent: false }}
        // as entry-client.tsx for a page kept for every visitor: it starts not knowing the user either
        signedIn={false}
        i18n={createI18n(language)}
        queryClient={createQueryClient()}
      >
        <BrowserRouter useTransitions={false}>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </App>,
      { onRecoverableError: (error) => problems.push(`recoverable: ${String(error)}`) },
    );
    roots.push(root);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return { page, problems };
}
