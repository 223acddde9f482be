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
import { api, configureApiClient } from './api-client';

export type SessionStatus = 'signed-in' | 'refreshing' | 'signed-out';

/**
 * Spec 4, the sign-in check: a session known at render means signed in; otherwise a possible session
 * (the refresh cookie or its readable hint) is asked about once the page runs ('refreshing');
 * otherwise signed out.
 */
export function checkSignIn(input: { signedIn: boolean; hasRefresh: boolean }): SessionStatus {
  if (input.signedIn) return 'signed-in';
  return input.hasRefresh ? 'refreshing' : 'signed-out';
}

interface SessionValue {
  status: SessionStatus;
  cookiePrefix: string;
  /** After a 401 the session could not be renewed: signed out. */
  recheck: () => void;
  /** Signed out in this page (the server clears the HttpOnly cookies on sign-out). */
  clearToken: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** How the page reloads after a 401 ended its session (replaced in tests: jsdom cannot navigate). */
export const pageReload = { run: () => window.location.reload() };

let confirming: Promise<boolean> | undefined;

/**
 * Asks the API who is signed in (the token cookie is HttpOnly, decision 017): the profile answers
 * for a standing session; a 401 renews it once (one tab at a time, lib/refresh.ts).
 */
export function confirmSession(): Promise<boolean> {
  confirming ??= api
    .get('/api/users/me', { toastErrors: false })
    .then(
      () => true,
      () => false,
    )
    .finally(() => {
      confirming = undefined;
    });
  return confirming;
}

export function SessionProvider(props: {
  cookiePrefix: string;
  hasRefresh: boolean;
  /**
   * A session known before rendering: a personal page the server rendered for its signed-in member
   * (lib/viewer-render.ts), or a test. Other pages render without knowing the user (they are the
   * same bytes for every visitor), and the browser asks once it runs.
   */
  signedIn: boolean;
  children: ReactNode;
}) {
  const { cookiePrefix } = props;
  const [status, setStatus] = useState<SessionStatus>(() =>
    checkSignIn({ signedIn: props.signedIn, hasRefresh: props.hasRefresh }),
  );

  const statusNow = useRef(status);
  useEffect(() => {
    statusNow.current = status;
  }, [status]);
  // Spec 7, a 401: the API client has tried to renew the session first (lib/refresh.ts); it is
  // over. A page that was signed in reloads, so nothing of the member stays on it; a visitor's 401
  // (a signed-in-only call) changes nothing and reloads nothing, so it cannot loop.
  const recheck = useCallback(() => {
    const endedSession = statusNow.current === 'signed-in';
    statusNow.current = 'signed-out';
    setStatus('signed-out');
    if (endedSession) pageReload.run();
  }, []);
  const clearToken = useCallback(() => setStatus('signed-out'), []);

  useEffect(() => {
    configureApiClient({ onUnauthorized: recheck });
  }, [recheck]);

  // Once hydrated, the browser asks the API whether the session stands ('refreshing' until it knows).
  useEffect(() => {
    if (status !== 'refreshing') return;
    let cancelled = false;
    void confirmSession().then((standing) => {
      if (!cancelled) setStatus(standing ? 'signed-in' : 'signed-out');
    });
    return () => {
      cancelled = true;
    };
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
