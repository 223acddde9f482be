import { resources } from '@/locales/resources';
import { i18nInstance } from './i18n-instance';
import type { Language } from './language';
import type { Translator } from './translator';

/**
 * An instance with both languages, for the server (it renders either) and tests. The browser
 * loads only the page's language (entry-client.tsx).
 */
export function createI18n(language: Language): Translator {
  return i18nInstance(language, resources);
}
