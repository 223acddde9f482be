import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BootContext, type Boot } from '@/lib/boot';
import { SessionProvider } from '@/lib/session';

export interface AppProps {
  boot: Boot;
  /** The token cookie seen by this render (Cookie header on the server, document.cookie here). */
  token: string | undefined;
  i18n: i18n;
  queryClient: QueryClient;
  /** The router: StaticRouter on the server, BrowserRouter in the browser, around router.tsx's AppRoutes. */
  children: ReactNode;
}

/** The providers around the router; the entries pass their router as `children`. */
export function App({ boot, token, i18n, queryClient, children }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BootContext.Provider value={boot}>
          <SessionProvider cookiePrefix={boot.cookiePrefix} hasRefresh={boot.hasRefresh} token={token}>
            {children}
          </SessionProvider>
        </BootContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
