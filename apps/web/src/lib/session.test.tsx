// Spec 7, answer handling: a 401 that ends a signed-in page's session reloads the page, after the
// client tried to renew it first; a visitor's 401 reloads nothing.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./toast', () => ({ toast: { error: vi.fn(), dismiss: vi.fn() } }));
const refreshSession = vi.fn(async () => false);
vi.mock('./refresh', () => ({ refreshSession }));

const { api } = await import('./api-client');
const { pageReload, SessionProvider, useSession } = await import('./session');

let seen = '';
function Probe() {
  seen = useSession().status;
  return null;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 'sign_in_required', message: 'Please sign in' }), {
          status: 401,
        }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'test_has_refresh=; Max-Age=0; path=/';
});

describe('session after a 401 (spec 7)', () => {
  it('renews first, then reloads a page that was signed in', async () => {
    const reload = vi.spyOn(pageReload, 'run').mockImplementation(() => {});
    document.cookie = 'test_has_refresh=1; path=/';
    render(
      <SessionProvider cookiePrefix="test_" hasRefresh={false} signedIn>
        <Probe />
      </SessionProvider>,
    );
    expect(seen).toBe('signed-in');
    await act(async () => {
      await api.get('/api/balance', { toastErrors: false }).catch(() => undefined);
    });
    expect(refreshSession).toHaveBeenCalled();
    expect(seen).toBe('signed-out');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads nothing for a visitor', async () => {
    const reload = vi.spyOn(pageReload, 'run').mockImplementation(() => {});
    render(
      <SessionProvider cookiePrefix="test_" hasRefresh={false} signedIn={false}>
        <Probe />
      </SessionProvider>,
    );
    await act(async () => {
      await api.get('/api/balance', { toastErrors: false }).catch(() => undefined);
    });
    expect(seen).toBe('signed-out');
    expect(reload).not.toHaveBeenCalled();
  });
});
