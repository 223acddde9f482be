import { translationOf, type Tree } from './translation';

/** The info screens' group of en/ (string-sets.ts): a chunk of its own, not in the startup strings. */
export const translation = translationOf(
  import.meta.glob<Tree>('./en/info.json', { eager: true, import: 'default' }),
);
