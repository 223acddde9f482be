// Categories and tags as staff keep them (decision 025): lists, create, edit, delete.
import type { StaffCategory, StaffTag } from '@miao/contracts/staff';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type TaxonomyKind = 'categories' | 'tags';
const PATHS: Record<TaxonomyKind, string> = {
  categories: '/api/staff/task-categories',
  tags: '/api/staff/task-tags',
};

export interface TaxonomyInput {
  name?: string;
  name_en?: string;
  tips?: string;
  is_public?: boolean;
  hidden?: boolean;
  sort?: number;
}

export function useStaffCategories() {
  return useQuery({
    queryKey: queryKeys.staff.categories,
    queryFn: () => api.get<{ results: StaffCategory[] }>(PATHS.categories).then((r) => r.results),
  });
}

export function useStaffTags() {
  return useQuery({
    queryKey: queryKeys.staff.tags,
    queryFn: () => api.get<{ results: StaffTag[] }>(PATHS.tags).then((r) => r.results),
  });
}

/** The console's list, the pickers of the task form and filters, and the audit log change. */
function invalidate(client: QueryClient, kind: TaxonomyKind) {
  void client.invalidateQueries({
    queryKey: kind === 'categories' ? queryKeys.staff.categories : queryKeys.staff.tags,
  });
  void client.invalidateQueries({
    queryKey: kind === 'categories' ? ['task-categories'] : queryKeys.tasks.tags,
  });
  void client.invalidateQueries({ queryKey: queryKeys.staff.audit });
}

export function useSaveTaxonomy(kind: TaxonomyKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TaxonomyInput }) =>
      id === undefined ? api.post(PATHS[kind], input) : api.patch(`${PATHS[kind]}/${id}`, input),
    onSuccess: () => invalidate(client, kind),
  });
}

export function useDeleteTaxonomy(kind: TaxonomyKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`${PATHS[kind]}/${id}`),
    onSuccess: () => invalidate(client, kind),
  });
}
