import type { SiteLink, SiteLinkKey, SiteLinkUpdate } from '@miao/contracts/links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function updateSiteLink(key: SiteLinkKey, input: SiteLinkUpdate): Promise<SiteLink> {
  return api.patch<SiteLink>(`/api/site-links/${key}`, input);
}

/** The saved row goes into the console's list and the site's own links, so this tab shows it at once. */
export function useUpdateSiteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, input }: { key: SiteLinkKey; input: SiteLinkUpdate }) => updateSiteLink(key, input),
    onSuccess: (saved) => {
      const merge = (list: SiteLink[] | undefined) =>
        list?.map((link) => (link.key === saved.key ? saved : link));
      queryClient.setQueryData<SiteLink[]>(queryKeys.staff.siteLinks, merge);
      queryClient.setQueryData<SiteLink[]>(queryKeys.siteLinks, merge);
    },
  });
}
