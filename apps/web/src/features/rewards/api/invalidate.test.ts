import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { invalidateRewards } from './invalidate';

/** A client holding one cached answer under each key; none is refetched (no observers). */
function cached(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, { cached: true });
  const stale = () =>
    keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
  return { client, stale };
}

describe('what a reward changes (issue 35 item 6)', () => {
  it('refreshes the pool of the task, its comments and rewards and the rewarded member, nothing else', async () => {
    const keys = [
      queryKeys.tasks.detail(7),
      queryKeys.comments.topPage(7, '-id', 1, 10),
      queryKeys.comments.thread(7, 3, 10),
      queryKeys.rewards.list(7),
      queryKeys.users.rewards(42, 1),
      queryKeys.users.rewards(42, 2),
      // unchanged: another task, another member, the rewarder's own balance and history
      queryKeys.tasks.detail(8),
      queryKeys.comments.topPage(8, '-id', 1, 10),
      queryKeys.users.rewards(43, 1),
      queryKeys.users.detail(42),
      queryKeys.coin.balance,
      queryKeys.coin.balanceHistory,
      queryKeys.tasks.listPage({}, 1),
    ];
    const { client, stale } = cached(keys);
    await invalidateRewards(client, 7, 42);
    expect(stale()).toEqual(keys.slice(0, 6).map((key) => JSON.stringify(key)));
  });
});
