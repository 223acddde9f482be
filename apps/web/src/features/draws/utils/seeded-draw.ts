import { hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { jsonElement, jsonFromDocument } from '@/lib/json-element';
import { queryKeys } from '@/lib/query-keys';

/**
 * The draw page rendered with its draw (issue 34, decision 049): the server reads GET
 * /api/draws/{slug} as a visitor while rendering (as the task board reads its list), so the
 * commitment, the entry count and the winners are in the HTML it sends, for a visitor without
 * JavaScript too, and the browser hydrates from the same answer without a layout shift (it showed
 * "Loading the draw" until then: CLS 0.54, LCP 3.2 s on a phone).
 */

/** The `<script type="application/json">` that carries the draw into its page. */
export const DRAW_ELEMENT_ID = 'miao-draw';

/** The draw page's query (GET /api/draws/{slug}). */
export function isDrawQuery(query: Query): boolean {
  return query.queryKey.length === 2 && query.queryKey[0] === queryKeys.draws.detail('')[0];
}

/** Server side: the data element for `<head>`. */
export function drawElement(state: DehydratedState | undefined): string {
  return state && state.queries.length > 0 ? jsonElement(DRAW_ELEMENT_ID, state) : '';
}

/** Browser side: the draw the server rendered the page with, if it sent one. */
export function drawFromDocument(doc: Document): DehydratedState | undefined {
  const value = jsonFromDocument(doc, DRAW_ELEMENT_ID) as Partial<DehydratedState> | undefined;
  const queries = value?.queries;
  return Array.isArray(queries) &&
    queries.every((query: unknown) => {
      const key = (query as { queryKey?: unknown } | null)?.queryKey;
      return Array.isArray(key) && key.length === 2 && key[0] === queryKeys.draws.detail('')[0];
    })
    ? (value as DehydratedState)
    : undefined;
}

/** Browser side: the draw into the query client before the first render, so hydration matches. */
export function seedDraw(client: QueryClient, state: DehydratedState | undefined): void {
  if (state) hydrate(client, state);
}
