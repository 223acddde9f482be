import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './language';

/**
 * A fresh instance per server request and one per page in the browser, over the languages at
 * hand. Initialisation is synchronous, so the first render is already translated.
 */
export function i18nInstance(language: Language, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    supportedLngs: ['cn', 'en'],
    initAsync: false,
    // server messages may contain colons; keys use `.` only between groups
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  return instance;
}
