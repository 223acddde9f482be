import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** Spec 7 country check: `{ iso_code }`, '' when the server cannot tell. No authorization. */
export function getCountry(): Promise<{ iso_code: string }> {
  return api.get<{ iso_code: string }>('/api/country-check', { auth: false, toastErrors: false });
}

export function useCountry(options: { enabled: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.country,
      queryFn: getCountry,
      staleTime: Infinity,
      retry: false,
      enabled: options.enabled,
    }),
  );
}

/**
 * Which mode's store to offer a visitor, if any (issue 17): a visitor in mainland China on the
 * overseas site is offered the China store, one elsewhere on the China site the overseas store. An
 * unknown country ('') offers nothing: the page's language stands.
 */
export function storeToOffer(isoCode: string | undefined, language: 'cn' | 'en'): 'cn' | 'en' | undefined {
  if (!isoCode) return undefined;
  const inChina = isoCode.toUpperCase() === 'CN';
  if (inChina && language === 'en') return 'cn';
  if (!inChina && language === 'cn') return 'en';
  return undefined;
}
