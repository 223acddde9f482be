/**
 * Zod compiles object parsers with `new Function` when the page may evaluate strings, and finds out
 * by trying once as each object schema is built; under the site's `script-src 'self'` that probe is
 * refused and reported as a CSP violation on every page that parses (issue 33). In the browser the
 * parsers run without compiling: no probe, a clean page. Zod keeps its settings in this global
 * (zod/v4/core `globalConfig`, kept if it exists when zod loads), so it is set here without loading
 * zod, which stays out of the pages that need no schema (the user center's first scripts). Imported
 * first by the client entry, before the route modules that build schemas.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
