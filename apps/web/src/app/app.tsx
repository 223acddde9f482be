import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BootContext, type Boot } from '../lib/boot';
import { SessionProvider } from '../lib/session';
import { AppRoutes } from './router';

export interface AppProps {
  boot: Boot;
  /** The token cookie seen by this render (Cookie header on the server, document.cookie here). */
  token: string | undefined;
  i18n: i18n;
  queryClient: QueryClient;
}

/** The whole app below the router; the entries wrap it in StaticRouter or BrowserRouter. */
export function App({ boot, token, i18n, queryClient }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BootContext.Provider value={boot}>
          <SessionProvider cookiePrefix={boot.cookiePrefix} hasRefresh={boot.hasRefresh} token={token}>
            <AppRoutes />
          </SessionProvider>
        </BootContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
