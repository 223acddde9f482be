import { translationOf, type Tree } from './translation';

/** The info screens' group of cn/ (string-sets.ts): a chunk of its own, not in the startup strings. */
export const translation = translationOf(
  import.meta.glob<Tree>('./cn/info.json', { eager: true, import: 'default' }),
);
