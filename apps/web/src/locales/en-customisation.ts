import { translationOf, type Tree } from './translation';

/** The customisation screens' group of en/ (string-sets.ts): the two /custom/ pages and their staff section. */
export const translation = translationOf(
  import.meta.glob<Tree>('./en/customisation.json', { eager: true, import: 'default' }),
);
