import { useSyncExternalStore } from 'react';

const STEP_MS = 15_000;
const listeners = new Set<() => void>();
let timer: number | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= window.setInterval(() => listeners.forEach((l) => l()), STEP_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => Math.floor(Date.now() / STEP_MS) * STEP_MS;

/**
 * The time, in 15-second steps, once the page runs in the browser; null while rendering on the
 * server and hydrating, whose clocks are not the visitor's — time-dependent states (a contest's
 * phase) then render neutral and settle right after.
 */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
