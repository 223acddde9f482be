import type { i18n } from 'i18next';
import type { Language } from '@/lib/language';
import type { Translation } from './translation-files';

/**
 * One language's strings, its own chunk in the browser: a page loads only its language before
 * hydrating, and the other one only if the visitor moves to it.
 */
export function loadTranslation(language: Language): Promise<Translation> {
  return (language === 'cn' ? import('./cn') : import('./en')).then((module) => module.translation);
}

/** Adds a language the page has not loaded yet (a client navigation into the other language). */
export async function addTranslation(instance: i18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'translation')) return;
  instance.addResourceBundle(language, 'translation', await loadTranslation(language));
}
