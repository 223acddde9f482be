import { translation as cn } from './cn';
import { translation as en } from './en';

/**
 * Both languages, for the server (it renders either) and the locale tests. The browser never
 * imports this: it loads the page's language alone (translation.ts, entry-client.tsx).
 */
export const resources = { cn: { translation: cn }, en: { translation: en } };
