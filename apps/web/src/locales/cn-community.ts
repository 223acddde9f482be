import { translationOf, type Tree } from './translation';

/** The community screens' groups of cn/ (string-sets.ts): a chunk of their own, not in the startup strings. */
export const translation = translationOf(
  import.meta.glob<Tree>('./cn/{tasks,comments,coin,notifications,user}.json', {
    eager: true,
    import: 'default',
  }),
);
