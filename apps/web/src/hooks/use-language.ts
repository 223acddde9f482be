import { useLocation } from 'react-router';
import { useBoot } from '@/lib/boot';
import { splitLanguagePrefix, type Language, type LanguagePrefix } from '@/lib/language';

/** The page language: the path prefix, else the request's fallback (spec 1). */
export function useLanguage(): { language: Language; prefix: LanguagePrefix; china: boolean } {
  const { pathname } = useLocation();
  const boot = useBoot();
  const { prefix, language } = splitLanguagePrefix(pathname);
  const resolved = language ?? boot.fallbackLanguage;
  // China mode decides sign-in by mobile, the store, social links and the filing number.
  return { language: resolved, prefix, china: resolved === 'cn' };
}

/** Builds app paths under the current language prefix. */
export function useLocalPath(): (path: string) => string {
  const { prefix } = useLanguage();
  return (path) => `${prefix}${path}`;
}
