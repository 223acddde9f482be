import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BootContext, type Boot } from '@/lib/boot';
import { SessionProvider } from '@/lib/session';
import type { Translator } from '@/lib/translator';
import { TranslatorProvider } from '@/lib/use-translation';

export interface AppProps {
  boot: Boot;
  /**
   * Whether the page is rendered for its signed-in member: a personal page the server rendered with
   * the member's data (lib/viewer-render.ts). Other pages start not knowing the user.
   */
  signedIn: boolean;
  i18n: Translator;
  queryClient: QueryClient;
  /** The router: StaticRouter on the server, BrowserRouter in the browser, around router.tsx's AppRoutes. */
  children: ReactNode;
}

/** The providers around the router; the entries pass their router as `children`. */
export function App({ boot, signedIn, i18n, queryClient, children }: AppProps) {
  return (
    <TranslatorProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BootContext.Provider value={boot}>
          <SessionProvider cookiePrefix={boot.cookiePrefix} hasRefresh={boot.hasRefresh} signedIn={signedIn}>
            {children}
          </SessionProvider>
        </BootContext.Provider>
      </QueryClientProvider>
    </TranslatorProvider>
  );
}
