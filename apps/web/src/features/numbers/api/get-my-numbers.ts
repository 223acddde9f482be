import { NUMBER_STATUS_POLL_MS } from '@miao/contracts/limits';
import type { MyNumbers } from '@miao/contracts/numbers';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec 7 nft-number info: the member's places in line, turns and numbers. */
export function getMyNumbers(): Promise<MyNumbers> {
  return api.get<MyNumbers>('/api/nft-number');
}

/** Polled while `live` (the number page: "still in line" moves up by itself). */
export function useMyNumbers({ enabled, live = false }: { enabled: boolean; live?: boolean }) {
  return useQuery({
    queryKey: queryKeys.numbers.mine,
    queryFn: getMyNumbers,
    enabled,
    refetchInterval: live ? NUMBER_STATUS_POLL_MS : false,
  });
}
