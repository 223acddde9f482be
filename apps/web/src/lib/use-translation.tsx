import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { Translate, Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

/** Gives the screens below the page's translator (entry-client.tsx, entry-server.tsx, tests). */
export function TranslatorProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext value={i18n}>{children}</TranslatorContext>;
}

/**
 * The translator and its `t` for the current language. A change of language re-renders the caller
 * with the new language's `t`; the translator itself stays the same object.
 */
export function useTranslation(): { t: Translate; i18n: Translator } {
  const i18n = use(TranslatorContext);
  if (!i18n) throw new Error('useTranslation outside TranslatorProvider');
  const t = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.t,
    () => i18n.t,
  );
  return { t, i18n };
}
