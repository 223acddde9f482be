import type { Profile } from '@miao/contracts/users';
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { jsonElement, jsonFromDocument } from './json-element';
import { queryKeys } from './query-keys';

/**
 * A personal page (the user center, the profile editor) rendered on the server for its signed-in
 * member, with the member's data, as the browser would show it once everything had loaded (issue 13:
 * rendered in the browser after hydration and a dozen API calls, the user center painted its
 * largest text at 4.4 s and blocked the main thread for 1.1-1.3 s as each answer re-rendered it).
 *
 * The server renders the page, reads every query the render asked for through the API as the
 * member, and renders again with the answers, until nothing new is asked (MAX_PASSES). The answers
 * travel in the page (`miao-viewer`), so the browser hydrates from them without asking again. Such a
 * page is the member's own: never kept, never shared (platform/web.ts sends it `private, no-store`).
 */

/** The `<script type="application/json">` that carries the member's answers into the page. */
export const VIEWER_ELEMENT_ID = 'miao-viewer';

/** Renders (each a full render of the page) before the page is sent with what it has. */
const MAX_PASSES = 3;

/** A query the render asked for that no answer fills yet and that would fetch in the browser. */
function waiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (typeof query.options.queryFn !== 'function') return false;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/**
 * Renders the page with answers read through the API: `render` is called once, then again after each
 * round of reads its last call asked for (the queries `readable` accepts), until nothing new is asked.
 * A read that fails is left to the browser: its query is dropped, so both renders show its loading
 * state, the browser asks, and `complete` is false. Each query is read once; `read` holds the
 * hashes of the queries asked (answersOf carries those answered).
 */
export async function renderWithReads(
  client: QueryClient,
  render: () => string,
  readable: (query: Query) => boolean = () => true,
): Promise<{ html: string; read: Set<string>; complete: boolean }> {
  const read = new Set<string>();
  let complete = true;
  let html = render();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const asked = client
      .getQueryCache()
      .getAll()
      .filter((query) => !read.has(query.queryHash) && waiting(query) && readable(query));
    if (asked.length === 0) break;
    for (const query of asked) read.add(query.queryHash);
    await Promise.all(
      asked.map((query) =>
        // once: a failure is the browser's to retry
        query.fetch({ ...query.options, retry: false }).catch(() => {
          complete = false;
          client.removeQueries({ queryKey: query.queryKey, exact: true });
        }),
      ),
    );
    html = render();
  }
  return { html, read, complete };
}

/** The answers `read` as the page carries them. */
export function answersOf(client: QueryClient, read: ReadonlySet<string>): DehydratedState {
  return dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && read.has(query.queryHash),
  });
}

/** Renders the page with the member's answers (renderWithReads), their profile among them. */
export async function renderWithAnswers(
  client: QueryClient,
  profile: Profile,
  render: () => string,
): Promise<{ html: string; state: DehydratedState }> {
  client.setQueryData(queryKeys.users.me, profile);
  const { html, read } = await renderWithReads(client, render);
  read.add(JSON.stringify(queryKeys.users.me));
  return { html, state: answersOf(client, read) };
}

/** Server side: the data element for `<head>`. */
export function viewerElement(state: DehydratedState | undefined): string {
  return state ? jsonElement(VIEWER_ELEMENT_ID, state) : '';
}

/** Browser side: the answers a personal page was rendered with, if the server rendered it so. */
export function viewerFromDocument(doc: Document): DehydratedState | undefined {
  const value = jsonFromDocument(doc, VIEWER_ELEMENT_ID);
  return value && typeof value === 'object' && Array.isArray((value as DehydratedState).queries)
    ? (value as DehydratedState)
    : undefined;
}

/** Browser side: the answers into the query client before the first render (hydration matches). */
export function seedViewer(client: QueryClient, state: DehydratedState | undefined): boolean {
  if (!state) return false;
  hydrate(client, state);
  return true;
}
