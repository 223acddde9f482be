import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/** A task appeared, vanished or changed on its cards: the lists and the sponsor's public page. */
export function invalidateTaskLists(queryClient: QueryClient, sponsorIds: number[] = []) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.tasks.list }),
    ...sponsorIds.map((id) => queryClient.invalidateQueries({ queryKey: queryKeys.users.detail(id) })),
  ]);
}

/** Coin moved into or out of a reward pool (escrow, refund). */
export function invalidateBalance(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.coin.balance }),
    queryClient.invalidateQueries({ queryKey: queryKeys.coin.balanceHistory }),
  ]);
}
