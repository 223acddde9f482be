import type { tagTips } from '@miao/contracts/tasks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type TagTips = z.infer<typeof tagTips>;

/** POST /api/task-tags/tips: the guidance text of the chosen tags (e.g. a contest's rules). */
export function getTagTips(tagIds: number[]): Promise<TagTips> {
  return api.post<TagTips>('/api/task-tags/tips', { tag_ids: tagIds }, { toastErrors: false });
}

export function tagTipsQueryOptions(tagIds: number[]) {
  const ids = [...new Set(tagIds)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: queryKeys.tasks.tagTips(ids),
    queryFn: () => getTagTips(ids),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useTagTips(tagIds: number[]) {
  return useQuery({ ...tagTipsQueryOptions(tagIds), enabled: tagIds.length > 0 });
}
