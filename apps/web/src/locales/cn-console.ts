import { translationOf, type Tree } from './translation';

/** The staff console's own sections (string-sets.ts): categories and tags, coin, users, tasks, jobs, audit log. */
export const translation = translationOf(
  import.meta.glob<Tree>('./cn/console.json', { eager: true, import: 'default' }),
);
