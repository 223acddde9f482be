import type { QueryClient } from '@tanstack/react-query';
import { tasksQueryKey } from './get-tasks';

/**
 * Keys owned by other features that task changes alter. Written out here rather than imported, so
 * features stay independent; they must match features/coin/api/get-balance.ts,
 * get-balance-history.ts and features/users/api/get-user.ts.
 */
const BALANCE_KEY = ['coin', 'balance'] as const;
const BALANCE_HISTORY_KEY = ['coin', 'balance-history'] as const;
const userKey = (id: number) => ['users', id] as const;

/** A task appeared, vanished or changed on its cards: the lists and the sponsor's public page. */
export function invalidateTaskLists(queryClient: QueryClient, sponsorIds: number[] = []) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
    ...sponsorIds.map((id) => queryClient.invalidateQueries({ queryKey: userKey(id) })),
  ]);
}

/** Coin moved into or out of a reward pool (escrow, refund). */
export function invalidateBalance(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
    queryClient.invalidateQueries({ queryKey: BALANCE_HISTORY_KEY }),
  ]);
}
