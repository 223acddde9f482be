import { translationOf, type Tree } from './translation';

/**
 * The groups of cn/ for the staff console, the user center's orders and the AI and finance
 * workspaces (string-sets.ts, `office`): a chunk of their own, not loaded by the task board.
 */
export const translation = translationOf(
  import.meta.glob<Tree>('./cn/{staff,orders,ai,finance}.json', { eager: true, import: 'default' }),
);
