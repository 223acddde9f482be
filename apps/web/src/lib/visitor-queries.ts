import { hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { jsonElement, jsonFromDocument } from './json-element';

/**
 * A page rendered with what a visitor is shown (decision 049): while rendering, the server reads the
 * page's public API answers as a visitor (as the task board reads its list), so they are in the HTML
 * it sends (for a visitor without JavaScript too), and carries them into the page as JSON, so the
 * browser hydrates from the same answers without a loading state or a layout shift. The draw page
 * (CLS 0.54 when it showed "Loading the draw") and the number page (its queue) render this way.
 */
export interface VisitorQueries {
  /** The page's queries the server reads and sends: their key is `prefix` and `parts` more (one). */
  matches(query: Query): boolean;
  /** Server side: the data element for `<head>` ('' when nothing was read). */
  element(state: DehydratedState | undefined): string;
  /** Browser side: what the server rendered the page with, if it sent it. */
  fromDocument(doc: Document): DehydratedState | undefined;
  /** Browser side: into the query client before the first render, so hydration matches. */
  seed(client: QueryClient, state: DehydratedState | undefined): void;
}

export function visitorQueries(elementId: string, prefix: readonly string[], parts = 1): VisitorQueries {
  const keyMatches = (key: unknown) =>
    Array.isArray(key) && key.length === prefix.length + parts && prefix.every((part, i) => key[i] === part);
  return {
    matches: (query) => keyMatches(query.queryKey),
    element: (state) => (state && state.queries.length > 0 ? jsonElement(elementId, state) : ''),
    fromDocument(doc) {
      const value = jsonFromDocument(doc, elementId) as Partial<DehydratedState> | undefined;
      const queries = value?.queries;
      return Array.isArray(queries) &&
        queries.every((query: unknown) => keyMatches((query as { queryKey?: unknown } | null)?.queryKey))
        ? (value as DehydratedState)
        : undefined;
    },
    seed(client, state) {
      if (state) hydrate(client, state);
    },
  };
}
