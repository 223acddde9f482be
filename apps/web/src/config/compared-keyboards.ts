import { KEYBOARD_FACTS } from '@miao/contracts/catalog-keyboards';

/**
 * The codes of the keyboards the comparison table lists (issue 18): a landing page of one of them
 * links the table. The client build replaces this module by its values (vite.config.ts,
 * `catalogAtBuildTime`), so a landing page does not load the catalogue for this check.
 */
export const COMPARED_KEYBOARDS: readonly string[] = KEYBOARD_FACTS.map((facts) => facts.code);
