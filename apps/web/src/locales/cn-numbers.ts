import { translationOf, type Tree } from './translation';

/** The number queue's group of cn/ (string-sets.ts): the number page, its user-center card and staff screen. */
export const translation = translationOf(
  import.meta.glob<Tree>('./cn/numbers.json', { eager: true, import: 'default' }),
);
