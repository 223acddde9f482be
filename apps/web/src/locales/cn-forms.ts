import { translationOf, type Tree } from './translation';

/**
 * The error messages and the sign-in strings of cn/ (string-sets.ts, `forms`): a chunk of their own,
 * not in the startup strings. They load before the first render of the screens that show them (the
 * route list's `strings`), before the API client translates a refused call, and after any page has
 * hydrated.
 */
export const translation = translationOf(
  import.meta.glob<Tree>('./cn/{error,auth}.json', { eager: true, import: 'default' }),
);
