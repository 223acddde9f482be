/** Languages of the two modes (spec 1): cn is mainland China mode, en is overseas mode. */
export const LANGUAGES = ['cn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Remembers the visitor's choice for paths without a language prefix. */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const CHINESE_TAGS = new Set(['cn', 'zh-cn', 'zh-tw']);

/** Spec 1: cn, zh-cn and zh-tw become cn; anything else becomes en. */
export function normalizeLanguage(tag: string | null | undefined): Language | undefined {
  const value = tag?.trim().toLowerCase().replace(/_/g, '-');
  if (!value) return undefined;
  return CHINESE_TAGS.has(value) ? 'cn' : 'en';
}

export function isLanguage(value: string | undefined): value is Language {
  return value === 'cn' || value === 'en';
}

/** The visitor's first preference in an Accept-Language header (highest q, then order). */
export function preferredLanguageTag(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((t) => t.tag && t.tag !== '*' && !Number.isNaN(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return tags[0]?.tag;
}

/** Language for a path without prefix: the lang cookie first, then the browser's preference. */
export function fallbackLanguage(
  cookieValue: string | undefined,
  preferredTag: string | undefined,
): Language {
  return normalizeLanguage(cookieValue) ?? normalizeLanguage(preferredTag) ?? 'en';
}

export type LanguagePrefix = '' | '/cn' | '/en';

/** Splits `/cn/user-center/` into the prefix `/cn` and the rest `/user-center/`. */
export function splitLanguagePrefix(pathname: string): {
  prefix: LanguagePrefix;
  language?: Language;
  rest: string;
} {
  const match = /^\/(cn|en)(?=\/|$)/.exec(pathname);
  if (!match) return { prefix: '', rest: pathname || '/' };
  const language = match[1] as Language;
  return { prefix: `/${language}`, language, rest: pathname.slice(match[0].length) || '/' };
}

export function languageFromPath(pathname: string): Language | undefined {
  return splitLanguagePrefix(pathname).language;
}

/** Spec 2: switching replaces the prefix when present, otherwise prepends one; query and hash stay. */
export function switchLanguagePath(
  location: { pathname: string; search?: string; hash?: string },
  language: Language,
): string {
  const { rest } = splitLanguagePrefix(location.pathname);
  return `/${language}${rest}${location.search ?? ''}${location.hash ?? ''}`;
}

/** Joins the current prefix with an app path that starts with `/`. */
export function withPrefix(prefix: LanguagePrefix, path: string): string {
  return `${prefix}${path}`;
}

/** Value of `<html lang>` for a language. */
export function htmlLang(language: Language): 'zh-CN' | 'en' {
  return language === 'cn' ? 'zh-CN' : 'en';
}
