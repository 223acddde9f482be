import { translationOf, type Tree } from './translation';

/** The draws screens' group of cn/ (string-sets.ts): the prize draw page and its staff screen, loaded with them. */
export const translation = translationOf(
  import.meta.glob<Tree>('./cn/draws.json', { eager: true, import: 'default' }),
);
