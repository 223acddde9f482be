import { translationOf, type Tree } from './translation';

/** Every file of en/: adding a group is adding its JSON file in both folders. */
export const translation = translationOf(
  import.meta.glob<Tree>('./en/*.json', { eager: true, import: 'default' }),
);
