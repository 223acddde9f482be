import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '../locales/resources';
import type { Language } from './language';

/**
 * A fresh instance per server request and one per page in the browser. Both languages are
 * bundled, so initialisation is synchronous and the first render is already translated.
 */
export function createI18n(language: Language): i18n {
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
