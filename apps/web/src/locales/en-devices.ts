import { translationOf, type Tree } from './translation';

/** The devices screens' group of en/ (string-sets.ts): verification and its staff screen, loaded with them. */
export const translation = translationOf(
  import.meta.glob<Tree>('./en/devices.json', { eager: true, import: 'default' }),
);
