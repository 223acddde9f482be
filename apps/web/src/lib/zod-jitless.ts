import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when the page may evaluate strings, and finds out
 * by trying once; under the site's `script-src 'self'` that probe is refused and reported as a CSP
 * violation on every page that parses (issue 33). In the browser the parsers run without compiling:
 * no probe, a clean page. Imported first by the client entry, before any schema is built (each
 * object schema reads the setting when it is made).
 */
z.config({ jitless: true });
