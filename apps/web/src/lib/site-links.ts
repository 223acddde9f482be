import type { SiteLink } from '@miao/contracts/links';
import { SITE_LINK_DEFAULTS, siteLinkFor, type SiteLinkKey } from '@miao/contracts/site-link-defaults';
import { PRODUCT_SETTINGS_MAX_AGE_SECONDS } from '@miao/contracts/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** Issue 17: the store and social links staff edit, per mode. */
export function getSiteLinks(): Promise<SiteLink[]> {
  // Public and in every page's chrome: a failure keeps the defaults quietly, no toast.
  return api.get<SiteLink[]>('/api/site-links', { auth: false, toastErrors: false });
}

/** Cached like the product settings (the server answers visitors with the same max-age). */
export function siteLinksQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.siteLinks,
    queryFn: getSiteLinks,
    staleTime: PRODUCT_SETTINGS_MAX_AGE_SECONDS * 1000,
  });
}

const noSubscription = () => () => {};

/**
 * The link of a key in the page's mode. The server renders the defaults (the values the server seeds
 * on a new database) and so does hydration; the server's values replace them once loaded.
 */
export function useSiteLinks(): (key: SiteLinkKey) => string | undefined {
  const { language } = useLanguage();
  const query = useQuery(siteLinksQueryOptions());
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const loaded = hydrated ? query.data : undefined;
  return useCallback(
    (key: SiteLinkKey) => {
      const row = loaded?.find((link) => link.key === key) ?? SITE_LINK_DEFAULTS[key];
      return siteLinkFor(row, language);
    },
    [loaded, language],
  );
}

/** The link of a key in a mode from the defaults (for places outside React). */
export function defaultSiteLink(key: SiteLinkKey, mode: 'cn' | 'en'): string | undefined {
  return siteLinkFor(SITE_LINK_DEFAULTS[key], mode);
}
