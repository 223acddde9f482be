import { translationOf, type Tree } from './translation';

/** The draws screens' group of en/ (string-sets.ts): the prize draw page and its staff screen, loaded with them. */
export const translation = translationOf(
  import.meta.glob<Tree>('./en/draws.json', { eager: true, import: 'default' }),
);
