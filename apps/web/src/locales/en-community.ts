import { translationOf, type Tree } from './translation';

/** The community screens' groups of en/ (string-sets.ts): a chunk of their own, not in the startup strings. */
export const translation = translationOf(
  import.meta.glob<Tree>('./en/{tasks,comments,coin,notifications,user}.json', {
    eager: true,
    import: 'default',
  }),
);
