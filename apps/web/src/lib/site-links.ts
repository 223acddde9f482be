import type { SiteLink } from '@miao/contracts/links';
import { SITE_LINK_DEFAULTS, siteLinkFor, type SiteLinkKey } from '@miao/contracts/site-link-defaults';
import { PRODUCT_SETTINGS_MAX_AGE_SECONDS } from '@miao/contracts/limits';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLanguage } from '@/hooks/use-language';
import { api } from './api-client';
import { jsonElement, jsonFromDocument } from './json-element';
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

/** The `<script type="application/json">` that carries the links a page was rendered with. */
export const SITE_LINKS_ELEMENT_ID = 'miao-site-links';

// The clients whose links came with the page: both renders start from them.
const seeded = new WeakSet<QueryClient>();

/**
 * Puts the links the page was rendered with into the query client before the first render: the
 * server's HTML and the hydration then show the links staff set (not the defaults, replaced a moment
 * later), and the browser does not ask for them again. The server keeps a page only until a link
 * changes (the change feed's `site_links`), so they are current.
 */
export function seedSiteLinks(client: QueryClient, links: SiteLink[] | undefined): void {
  if (!links) return;
  client.setQueryData(queryKeys.siteLinks, links);
  seeded.add(client);
}

/** Server side: the data element for `<head>`. */
export function siteLinksElement(links: SiteLink[] | undefined): string {
  return links ? jsonElement(SITE_LINKS_ELEMENT_ID, links) : '';
}

const isLink = (value: unknown): value is SiteLink => {
  const link = value as Partial<SiteLink> | null;
  return (
    typeof link?.key === 'string' &&
    typeof link.url === 'string' &&
    typeof link.cn_url === 'string' &&
    typeof link.overseas_url === 'string'
  );
};

/** Browser side: the links the server rendered the page with, if it sent them. */
export function siteLinksFromDocument(doc: Document): SiteLink[] | undefined {
  const value = jsonFromDocument(doc, SITE_LINKS_ELEMENT_ID);
  return Array.isArray(value) && value.every(isLink) ? value : undefined;
}

/**
 * The link of a key in the page's mode. A page rendered with the links (every page the server
 * renders) shows them from its first render; otherwise the server and the hydration show the
 * defaults (the values the server seeds on a new database), and the server's values replace them
 * once loaded.
 */
export function useSiteLinks(): (key: SiteLinkKey) => string | undefined {
  const { language } = useLanguage();
  const query = useQuery(siteLinksQueryOptions());
  const client = useQueryClient();
  const hydrated = useHydrated();
  const loaded = hydrated || seeded.has(client) ? query.data : undefined;
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
