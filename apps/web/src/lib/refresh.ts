// One refresh at a time across every tab of this site (docs/decisions/017). The token cookie is
// HttpOnly, so a tab learns its session ended from a 401 and asks POST /api/auth/refresh, which
// rotates the refresh cookie. Tabs that ask at once would present the same refresh token: the server
// tolerates that for a few seconds, but the tabs also agree among themselves: the Web Locks API
// (`navigator.locks`) lets one tab refresh while the others wait, and a tab that waited uses the
// refresh another tab just made instead of rotating again. Without Web Locks a tab still refreshes
// once however many of its calls failed, and the server's grace window covers the other tabs.

const LOCK = 'miao-session-refresh';
const DONE_KEY = 'miao-session-refreshed-at';
/** A refresh another tab finished this recently is used as is. */
const FRESH_MS = 5_000;

let inFlight: Promise<boolean> | undefined;

function refreshedRecently(): boolean {
  try {
    return Date.now() - Number(window.localStorage.getItem(DONE_KEY) ?? 0) < FRESH_MS;
  } catch {
    return false;
  }
}

function markRefreshed(): void {
  try {
    window.localStorage.setItem(DONE_KEY, String(Date.now()));
  } catch {
    // storage unavailable (private mode): other tabs refresh for themselves
  }
}

async function postRefresh(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (response.ok) markRefreshed();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Renews the session's cookies; answers whether the session stands. Calls made while one is under
 * way share it; across tabs, one at a time.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= (async () => {
    try {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      if (!locks?.request) return await postRefresh();
      const startedAt = Date.now();
      return await locks.request(LOCK, async () => {
        // another tab refreshed while this one waited: the shared cookies are new already
        if (Date.now() - startedAt > 50 && refreshedRecently()) return true;
        return postRefresh();
      });
    } finally {
      inFlight = undefined;
    }
  })();
  return inFlight;
}
