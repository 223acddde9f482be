import { translationOf, type Tree } from './translation';

/**
 * The groups of en/ every page may need: adding a group is adding its JSON file in both folders.
 * The groups of the community and info screens load with those screens (string-sets.ts).
 */
export const translation = translationOf(
  import.meta.glob<Tree>(
    [
      './en/*.json',
      '!./en/{tasks,comments,coin,notifications,staff,user,orders,info,devices,ai,finance,customisation,draws,numbers,console,error,auth,stores}.json',
    ],
    { eager: true, import: 'default' },
  ),
);
