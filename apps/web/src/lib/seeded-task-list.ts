import {
  hydrate,
  type DehydratedState,
  type InfiniteData,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { jsonElement, jsonFromDocument } from './json-element';
import { queryKeys } from './query-keys';

/**
 * The task board rendered with its list (issue 13): the server reads the page of tasks the board asks
 * for as a visitor (renderWithReads), renders the cards, and carries the answer in the page. The
 * cards are then in the HTML, and the first card's cover is fetched with the document rather than
 * after the scripts, hydration and a request for the list (2.3 s of a phone's Largest Contentful
 * Paint). The server keeps the page until a task card, a name or the taxonomy changes.
 */

/** The `<script type="application/json">` that carries the board's list into its page. */
export const TASK_LIST_ELEMENT_ID = 'miao-task-list';

/** A query of the board's list (a numbered page or the pages a phone appends). */
export function isTaskListQuery(query: Query): boolean {
  const [scope, kind] = queryKeys.tasks.list;
  return query.queryKey[0] === scope && query.queryKey[1] === kind;
}

/** Server side: the data element for `<head>`. */
export function taskListElement(state: DehydratedState | undefined): string {
  return state && state.queries.length > 0 ? jsonElement(TASK_LIST_ELEMENT_ID, state) : '';
}

/** Browser side: the list the server rendered the board with, if it sent one. */
export function taskListFromDocument(doc: Document): DehydratedState | undefined {
  const value = jsonFromDocument(doc, TASK_LIST_ELEMENT_ID) as Partial<DehydratedState> | undefined;
  const queries = value?.queries;
  return Array.isArray(queries) &&
    queries.every((query: unknown) => {
      const key = (query as { queryKey?: unknown } | null)?.queryKey;
      return Array.isArray(key) && key[0] === queryKeys.tasks.list[0] && key[1] === queryKeys.tasks.list[1];
    })
    ? (value as DehydratedState)
    : undefined;
}

/**
 * Puts the board's list into the query client before the first render, so hydration matches the
 * server's cards. It is a visitor's list: a member (`signedIn`, the page's session hint) asks for
 * their own once the page runs, as they may see more.
 */
export function seedTaskList(
  client: QueryClient,
  state: DehydratedState | undefined,
  { signedIn }: { signedIn: boolean },
): void {
  if (!state) return;
  hydrate(client, state);
  // the first page as the other reading holds it: a window narrower or wider than the server guessed
  // from the device switches reading once hydrated, and shows the same cards without asking
  for (const { queryKey, state: answer } of state.queries) {
    const [, , reading, filters, page] = queryKey as [string, string, string, object, number?];
    const updatedAt = answer.dataUpdatedAt;
    if (reading === 'page' && page === 1 && answer.data)
      client.setQueryData<InfiniteData<unknown, number>>(
        queryKeys.tasks.listInfinite(filters),
        (held) => held ?? { pages: [answer.data], pageParams: [1] },
        { updatedAt },
      );
    if (reading === 'infinite') {
      const first = (answer.data as InfiniteData<unknown, number> | undefined)?.pages[0];
      if (first)
        client.setQueryData(queryKeys.tasks.listPage(filters, 1), (held: unknown) => held ?? first, {
          updatedAt,
        });
    }
  }
  if (signedIn) void client.invalidateQueries({ queryKey: queryKeys.tasks.list, refetchType: 'none' });
}
