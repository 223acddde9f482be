import { useEffect, useState } from 'react';
import type { Language } from '@/lib/language';
import { readerTimeZone, SERVER_TIME_ZONE } from '@/lib/time';
import { useHydrated } from './use-hydrated';

/**
 * The zone to show times in (decision 057): the server's zone for the page's language in the
 * server's HTML and during hydration (so both renders print the same text), the browser's own from
 * the render after it.
 */
export function useReaderTimeZone(language: Language): string {
  return useHydrated() ? readerTimeZone(language) : SERVER_TIME_ZONE[language];
}

/**
 * The clock for relative times: undefined in the server's HTML and during hydration (the server's
 * clock is not the browser's), then now, moved on every `intervalMs`.
 */
export function useNow(intervalMs = 60_000): number | undefined {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!hydrated) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [hydrated, intervalMs]);
  return hydrated ? now : undefined;
}
