import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/app';
import { render } from '../../entry-server';
import { createI18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/**
 * The server renders the user center and the staff order screens without data (a skeleton); the browser's first render must
 * match it exactly before its own requests start.
 */
async function hydrate(url: string, token?: string) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  window.history.replaceState(null, '', url);
  const page = render({
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
  await act(async () => {
    hydrateRoot(
      document.getElementById('root')!,
      <BrowserRouter>
        <App
          boot={{ fallbackLanguage: language, cookiePrefix: 'test_', hasRefresh: false, mobileAgent: false }}
          token={token}
          i18n={createI18n(language)}
          queryClient={createQueryClient()}
        />
      </BrowserRouter>,
      { onRecoverableError: (error) => problems.push(`recoverable: ${String(error)}`) },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return { page, problems };
}

describe('order screens render on the server and hydrate', () => {
  it.each([
    '/en/user-center/',
    '/cn/user-center/',
    '/en/staff/orders/',
    '/en/staff/rewards/',
    '/en/?invite=ABCDEF1234',
  ])('%s (signed in)', async (url) => {
    const { page, problems } = await hydrate(url, 'token');
    expect(page.status).toBe(200);
    expect(problems).toEqual([]);
  });
});
