import type { Language } from './language';

/** One language's strings: groups nested in groups, read with `.` between names (`route.userCenter`). */
export type Strings = { [key: string]: string | Strings };

/** The strings of the languages at hand, in the shape the locale modules export (resources.ts). */
export type Resources = Partial<Record<Language, { translation: Strings }>>;

export interface TranslateOptions {
  /** Picks `<key>_one` or `<key>_other` (else `<key>`) by the count, and fills `{{count}}`. */
  count?: number;
  /** The text when the key is missing (filled like a string), instead of the key. */
  defaultValue?: string;
  /** A language other than the translator's current one. */
  lng?: Language;
  /** The values of `{{name}}`, inserted as they are: React escapes what it renders. */
  [name: string]: unknown;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

/**
 * The plural form of a count, without Intl: the first `Intl.PluralRules` of a locale costs some
 * 50 ms on a slowed phone while hydrating. English has `one` for 1 (and -1), `other` for the rest.
 * cn uses the same rule. i18next asked `Intl.PluralRules('cn')`, which is no locale, so the
 * runtime's own locale answered: `one` for 1 on the server and in an en-US Chromium, always `other`
 * in a zh-CN one, `one` for 0 and 1 in a fr-FR one. The cn strings therefore have the same text in
 * every form (locales.test.ts checks it), and this rule renders what the server rendered.
 */
const pluralSuffix = (count: number) => (Math.abs(count) === 1 ? '_one' : '_other');

/**
 * The string or group at a key. A name may itself contain dots (the staff console's audit actions,
 * `task_categories.create`), so where a name is missing the walk tries it joined to the next ones,
 * as i18next did.
 */
function lookUp(strings: Strings | undefined, key: string): string | Strings | undefined {
  const names = key.split('.');
  let found: string | Strings | undefined = strings;
  for (let start = 0; start < names.length;) {
    if (found === undefined || typeof found === 'string') return undefined;
    const group: Strings = found;
    found = undefined;
    // the name grows by one part a step: `a`, then `a.b` (no array copy per step on this hot path)
    let name = '';
    for (let end = start + 1; end <= names.length; end++) {
      name = end === start + 1 ? names[start]! : `${name}.${names[end - 1]}`;
      // a string ends the walk only at the last name
      if (Object.hasOwn(group, name) && (typeof group[name] !== 'string' || end === names.length)) {
        found = group[name];
        start = end;
        break;
      }
    }
    if (found === undefined) return undefined;
  }
  return found;
}

const VARIABLE = /{{(.+?)}}/g;

/** Fills `{{name}}` from the values; a name the values lack stays as it is, one they hold as undefined or null becomes empty. */
function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(VARIABLE, (variable, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return variable;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** Adds what `from` has and `into` lacks, group by group, into copies: the locale modules' objects are shared. */
function merged(into: Strings, from: Strings): Strings {
  const result = { ...into };
  for (const [name, value] of Object.entries(from)) {
    const held = result[name];
    if (held === undefined) result[name] = value;
    else if (typeof held !== 'string' && typeof value !== 'string') result[name] = merged(held, value);
  }
  return result;
}

/**
 * The strings of the languages at hand and the current language: a fresh one per server request and
 * one per page in the browser. Only a change of language is announced (the binding re-renders the
 * screens then); strings added later are read by the screen that waited for them.
 */
export class Translator {
  private current: Language;
  private readonly held = new Map<Language, Strings>();
  private readonly listeners = new Set<() => void>();

  /**
   * Translates in the current language. A new function for each language, as react-i18next's `t`
   * was, so that values memoised on it are worked out again after a change.
   */
  t: Translate;

  constructor(language: Language, resources: Resources) {
    this.current = language;
    for (const [name, resource] of Object.entries(resources))
      if (resource) this.held.set(name as Language, resource.translation);
    this.t = this.translateIn(language);
  }

  get language(): Language {
    return this.current;
  }

  /** Whether the current language has a string (or group) at the key. */
  readonly exists = (key: string): boolean => lookUp(this.held.get(this.current), key) !== undefined;

  /** The strings held in a language, if any. */
  getStrings(language: Language): Strings | undefined {
    return this.held.get(language);
  }

  /** Adds the strings to a language's, keeping any the language already has. */
  addStrings(language: Language, strings: Strings): void {
    const held = this.held.get(language);
    this.held.set(language, held ? merged(held, strings) : strings);
  }

  changeLanguage(language: Language): void {
    if (language === this.current) return;
    this.current = language;
    this.t = this.translateIn(language);
    for (const listener of this.listeners) listener();
  }

  /** Calls the listener after each change of language; returns the call that stops it. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private translateIn(language: Language): Translate {
    return (key, options = {}) => {
      const strings = this.held.get(options.lng ?? language);
      const { count } = options;
      const found =
        (typeof count === 'number' ? lookUp(strings, key + pluralSuffix(count)) : undefined) ??
        lookUp(strings, key);
      // i18next's answer for a group, which is no string to show
      if (typeof found === 'object')
        return `key '${key} (${this.current})' returned an object instead of string.`;
      return interpolate(found ?? options.defaultValue ?? key, options);
    };
  }
}
