/**
 * A promise React's `use()` reads synchronously once settled: it checks `status`, then returns
 * `value` or throws `reason`. A promise marked 'pending' must be marked again as it settles, or
 * `use()` suspends on it for ever.
 */
export type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export function fulfilled<T>(value: T): TrackedPromise<T> {
  const promise: TrackedPromise<T> = Promise.resolve(value);
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}

/** `promise` with its state written on it as it settles, for `use()`. */
export function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked: TrackedPromise<T> = promise;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/** How to forget each load that failed, until a retry asks for them again. */
const failedLoads = new Set<() => void>();

/**
 * `track`, for a promise its caller keeps to answer again (a chunk, a page's data). A failure
 * stays: `use()` throws it to the boundary that offers the retry, and every render until then
 * reads the same failure instead of loading again in a loop. `retryFailedLoads` then runs
 * `forget`, and the caller's next call loads anew.
 */
export function trackForgetting<T>(promise: Promise<T>, forget: () => void): TrackedPromise<T> {
  return track(
    promise.catch((error: unknown) => {
      failedLoads.add(forget);
      throw error;
    }),
  );
}

/** Forgets every load that failed, so the next render loads it anew: a boundary's retry. */
export function retryFailedLoads(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

/**
 * A module loaded on demand in the browser (its own chunk) and read with `use()`: the server
 * loads it before rendering, so its first render is synchronous; the browser keeps the server's
 * HTML until the chunk arrives, then hydrates. A failed load is forgotten on `retryFailedLoads`.
 */
export function deferredModule<T>(importer: () => Promise<T>) {
  let promise: TrackedPromise<T> | undefined;
  return {
    load(): Promise<T> {
      if (promise) return promise;
      const loading = trackForgetting(importer(), () => {
        if (promise === loading) promise = undefined;
      });
      promise = loading;
      return loading;
    },
  };
}
