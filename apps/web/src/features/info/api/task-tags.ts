import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

interface TagList {
  results: Array<{ id: number; name: string; name_en: string | null }>;
}

const normalise = (name: string) => name.trim().replace(/^#/, '').toLowerCase();

/** The task-board tag id of a contest's tag (for /dao/?tag_ids=…), or undefined until known or when missing. */
export function useTagId(name: string | undefined): number | undefined {
  const tags = useQuery({
    queryKey: queryKeys.info.taskTags,
    queryFn: () => api.get<TagList>('/api/task-tags', { auth: false, toastErrors: false }),
    enabled: !!name,
    retry: false,
    staleTime: 10 * 60_000,
  });
  if (!name) return undefined;
  const wanted = normalise(name);
  return tags.data?.results.find(
    (tag) => normalise(tag.name) === wanted || (tag.name_en && normalise(tag.name_en) === wanted),
  )?.id;
}
