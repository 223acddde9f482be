import { shortLinkCreate, type ShortLink, type ShortLinkCreate } from '@miao/contracts/links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const createShortLinkInput = shortLinkCreate;

/** An empty id lets the server make a random one. */
export function createShortLink(input: ShortLinkCreate): Promise<ShortLink> {
  return api.post<ShortLink>('/api/admin/short-links', input);
}

export function useCreateShortLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShortLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staff.shortLinks }),
  });
}
