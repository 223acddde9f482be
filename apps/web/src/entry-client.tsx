import { cookieNames } from '@miao/contracts/auth';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { configureApiClient } from './lib/api-client';
import { bootFromDocument } from './lib/boot';
import { readCookie } from './lib/cookies';
import { setDayjsLocale } from './lib/dates';
import { createI18n } from './lib/i18n';
import { languageFromPath } from './lib/language';
import { createQueryClient } from './lib/query-client';
import './styles/global.css';

const boot = bootFromDocument(document, navigator);
const language = languageFromPath(window.location.pathname) ?? boot.fallbackLanguage;
const i18n = createI18n(language);
setDayjsLocale(language);
// before the first request: the token cookie's name and the error translations
configureApiClient({
  cookiePrefix: boot.cookiePrefix,
  translate: (key) => (i18n.exists(key) ? i18n.t(key) : undefined),
});

const app = (
  <StrictMode>
    <BrowserRouter>
      <App
        boot={boot}
        token={readCookie(cookieNames(boot.cookiePrefix).token)}
        i18n={i18n}
        queryClient={createQueryClient()}
      />
    </BrowserRouter>
  </StrictMode>
);

const container = document.getElementById('root')!;
// Server-rendered pages hydrate; the Vite dev server's empty shell renders from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
