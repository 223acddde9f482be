import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { BootContext, type Boot } from '@/lib/boot';
import { createI18n } from '@/lib/i18n';
import { languageFromPath } from '@/lib/language';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { TranslatorProvider } from '@/lib/use-translation';

/** Renders a component inside the app's providers at `path`. */
export function renderInApp(
  ui: ReactNode,
  options: { path?: string; boot?: Partial<Boot>; signedIn?: boolean } = {},
) {
  const path = options.path ?? '/';
  const boot: Boot = {
    fallbackLanguage: 'en',
    cookiePrefix: 'test_',
    hasRefresh: false,
    mobileAgent: false,
    ...options.boot,
  };
  const i18n = createI18n(languageFromPath(path.split(/[?#]/)[0] ?? '/') ?? boot.fallbackLanguage);
  return render(
    <TranslatorProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <BootContext.Provider value={boot}>
          <SessionProvider
            cookiePrefix={boot.cookiePrefix}
            hasRefresh={boot.hasRefresh}
            signedIn={options.signedIn ?? false}
          >
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </SessionProvider>
        </BootContext.Provider>
      </QueryClientProvider>
    </TranslatorProvider>,
  );
}
