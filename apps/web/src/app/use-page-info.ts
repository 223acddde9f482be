import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { describeLocation, type LocationInfo } from './route-table';

/** The route-table entry of the current address (title, tone, redirect). */
export function usePageInfo(): LocationInfo {
  const { pathname } = useLocation();
  return useMemo(() => describeLocation(pathname), [pathname]);
}
