import type { Language } from './language';
import { Translator, type Resources } from './translator';

/**
 * A fresh translator per server request and one per page in the browser, over the languages at
 * hand. It holds its strings from the start, so the first render is already translated.
 */
export function i18nInstance(language: Language, resources: Resources): Translator {
  return new Translator(language, resources);
}
