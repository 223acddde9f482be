// The cache key of GET /api/tasks (decisions 010, 027, 028). Everything an answer depends on is in
// it: the change-feed stamp of what the cards show, the reader, the parsed query, and for the two
// cases where a change the feed cannot hear moves the answer, one more part:
// - `filter=subscribed` reads task_subscriptions and members' e-mails ('subscriptions' scope);
// - `ordering=ending_soon` moves when the clock passes a task's end_at: the next such end is in the key.
import { taskDetail, type TaskListQuery } from '@miao/contracts/tasks';
import type { DbOrTx } from '../../db/client';
import {
  type ChangeFeed,
  PERMISSIONS_SCOPE,
  SUBSCRIPTIONS_SCOPE,
  TASKS_SCOPE,
  TAXONOMY_SCOPE,
  taskScope,
  USERS_SCOPE,
} from '../../platform/change-feed';
import type { Viewer } from '../../platform/identity';
import { cachedBody, type ReadCache } from '../../platform/read-cache';
import { getTaskDetail, nextEndAfter } from './reads';

/** Whose answer it is: visitors share one; a member's holds their own tasks, mentions and votes. */
export function readerKey(viewer: Viewer): string {
  return viewer.userId === undefined ? 'anon' : `${viewer.isStaff ? 's' : 'm'}${viewer.userId}`;
}

/** Keys for the task list; one per process, holding the next end_at as long as no task changes. */
export class TaskListKeys {
  /** The next end_at after the last look, as of a tasks stamp; undefined when none lies ahead. */
  private horizon: { stamp: string; next: Date | undefined } | undefined;

  constructor(
    private readonly db: DbOrTx,
    private readonly changes: ChangeFeed,
  ) {}

  /** The key, or undefined while the feed is not listening (then nothing is cached). */
  async keyOf(viewer: Viewer, query: TaskListQuery, now: Date): Promise<string | undefined> {
    const scopes = [TASKS_SCOPE, USERS_SCOPE, TAXONOMY_SCOPE];
    if (query.filter === 'subscribed') scopes.push(SUBSCRIPTIONS_SCOPE);
    const stamp = this.changes.stamp(scopes);
    if (stamp === undefined) return undefined;
    let key = `tasks|${stamp}|${readerKey(viewer)}|${JSON.stringify(query)}`;
    if (query.ordering === 'ending_soon') key += `|until:${(await this.nextEnd(now)) ?? 'none'}`;
    return key;
  }

  /**
   * Until the next end_at the set of open tasks (and so the order) is the same, unless a task
   * changes, which moves the tasks stamp: asked again only then or once that time has come.
   */
  private async nextEnd(now: Date): Promise<number | undefined> {
    const stamp = this.changes.stamp([TASKS_SCOPE]);
    const known = this.horizon;
    if (
      stamp === undefined ||
      !known ||
      known.stamp !== stamp ||
      (known.next !== undefined && now >= known.next)
    ) {
      // the stamp is taken before reading, so a stored horizon is never older than its stamp
      this.horizon = { stamp: stamp ?? '', next: await nextEndAfter(this.db, now) };
    }
    return this.horizon!.next?.getTime();
  }
}

/**
 * GET /api/tasks/{id}'s answer for `viewer` through the read cache: its key (none while the feed is
 * not listening, then nothing is cached) and its JSON. A task's detail changes with its own scope
 * (row, votes, rewards, medias, tags, mentions), its people's names and the taxonomy. The task's
 * page renders with the visitors' answer (platform/web.ts), which is why it is shared.
 */
export async function taskDetailAnswer(
  deps: { db: DbOrTx; changes: ChangeFeed; readCache: ReadCache },
  viewer: Viewer,
  id: number,
): Promise<{ key: string | undefined; body: string }> {
  // permissions too: user.retrieve decides whether the mentions are detailed (decision 061)
  const stamp = deps.changes.stamp([taskScope(id), USERS_SCOPE, TAXONOMY_SCOPE, PERMISSIONS_SCOPE]);
  const key = stamp === undefined ? undefined : `task|${stamp}|${readerKey(viewer)}|${id}`;
  const body = await cachedBody(deps.readCache, key, async () =>
    JSON.stringify(taskDetail.parse(await getTaskDetail(deps.db, viewer, id))),
  );
  return { key, body };
}
