import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page opens at its top (issue 18: after publishing a task the detail opened where the form
 * had been scrolled, at the comments). Back and forward keep the browser's own restoration, a link
 * to an anchor (`#comments`) goes to it, and a change of query alone (filters, pages) stays put.
 */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP' || hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // pathname only: the query changing is the same page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
