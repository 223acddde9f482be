import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, so a vote opens or closes on screen at start_at / end_at. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
