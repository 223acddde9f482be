import { cookieNames } from '@miao/contracts/auth-rules';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { configureApiClient } from './api-client';
import { deleteCookie, readCookie } from './cookies';
import { refreshHref } from './redirect';

export type SessionStatus = 'signed-in' | 'refreshing' | 'signed-out';

/**
 * Spec 4, the sign-in check: a token means signed in; otherwise a refresh token sends the
 * browser to the refresh address (and the check fails); otherwise signed out.
 */
export function checkSignIn(input: { token: string | undefined; hasRefresh: boolean }): SessionStatus {
  if (input.token) return 'signed-in';
  return input.hasRefresh ? 'refreshing' : 'signed-out';
}

interface SessionValue {
  status: SessionStatus;
  cookiePrefix: string;
  /** Runs the check again, e.g. after a 401 cleared the token. */
  recheck: () => void;
  /** Forgets the token in this browser (the server clears its cookies on sign-out). */
  clearToken: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

// If the refresh address sent us straight back without a token, do not bounce forever.
const REFRESH_GUARD_KEY = 'miao-refresh-at';
const REFRESH_GUARD_MS = 15_000;

function mayLeaveForRefresh(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(REFRESH_GUARD_KEY) ?? 0);
    if (Date.now() - last < REFRESH_GUARD_MS) return false;
    window.sessionStorage.setItem(REFRESH_GUARD_KEY, String(Date.now()));
  } catch {
    // storage unavailable (private mode): leave anyway, the server clears a bad refresh cookie
  }
  return true;
}

export function SessionProvider(props: {
  cookiePrefix: string;
  hasRefresh: boolean;
  /** The token seen by this render: from the Cookie header on the server, document.cookie in the browser. */
  token: string | undefined;
  children: ReactNode;
}) {
  const { cookiePrefix } = props;
  const names = cookieNames(cookiePrefix);
  const tokenName = names.token;
  const hintName = names.refreshHint;
  const hasRefresh = useRef(props.hasRefresh);
  const [status, setStatus] = useState<SessionStatus>(() =>
    checkSignIn({ token: props.token, hasRefresh: props.hasRefresh }),
  );

  // The server's flag is from page load; the readable hint cookie may have appeared since.
  const recheck = useCallback(() => {
    const refresh = hasRefresh.current || readCookie(hintName) !== undefined;
    setStatus(checkSignIn({ token: readCookie(tokenName), hasRefresh: refresh }));
  }, [tokenName, hintName]);

  const clearToken = useCallback(() => deleteCookie(tokenName), [tokenName]);

  // Spec 7: a 401 clears the token (the API client does) and the check runs again.
  useEffect(() => {
    configureApiClient({ onUnauthorized: recheck });
  }, [recheck]);

  // Leaving happens after hydration, so the server-rendered page stays on screen meanwhile.
  useEffect(() => {
    if (status !== 'refreshing') return;
    if (mayLeaveForRefresh()) {
      const { pathname, search, hash } = window.location;
      window.location.replace(refreshHref(`${pathname}${search}${hash}`));
    } else {
      hasRefresh.current = false;
      setStatus('signed-out');
    }
  }, [status]);

  const value = useMemo(
    () => ({ status, cookiePrefix, recheck, clearToken }),
    [status, cookiePrefix, recheck, clearToken],
  );
  return <SessionContext.Provider value={value}>{props.children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
