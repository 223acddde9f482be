import type { Language } from '@/lib/language';
import type { Translator } from '@/lib/translator';

export type Tree = { [key: string]: string | Tree };

/** One language's strings: one group per file, so a key reads `<file>.<key>` (`route.userCenter`). */
export type Translation = Record<string, Tree>;

/** Groups the JSON files of one language folder by file name (`./en/route.json` → `route`). */
export function translationOf(files: Record<string, Tree>): Translation {
  return Object.fromEntries(
    Object.entries(files).map(([path, strings]) => [
      path.replace(/^.*\//, '').replace(/\.json$/, ''),
      strings,
    ]),
  );
}

/**
 * One language's strings, its own chunk in the browser: a page loads only its language before
 * hydrating, and the other one only if the visitor moves to it.
 */
export function loadTranslation(language: Language): Promise<Translation> {
  return (language === 'cn' ? import('./cn') : import('./en')).then((module) => module.translation);
}

/** Adds a language the page has not loaded yet (a client navigation into the other language). */
export async function addTranslation(instance: Translator, language: Language): Promise<void> {
  if (instance.getStrings(language)) return;
  instance.addStrings(language, await loadTranslation(language));
}
