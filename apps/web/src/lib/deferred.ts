/** A promise React's `use()` reads synchronously once settled (it checks `status` and `value`). */
export type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

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
    () => {
      tracked.status = 'rejected';
    },
  );
  return tracked;
}

/**
 * A module loaded on demand in the browser (its own chunk) and read with `use()`: the server
 * loads it before rendering, so its first render is synchronous; the browser keeps the server's
 * HTML until the chunk arrives, then hydrates. A failed load is forgotten, so a retry loads again.
 */
export function deferredModule<T>(importer: () => Promise<T>) {
  let promise: TrackedPromise<T> | undefined;
  return {
    load(): Promise<T> {
      if (promise) return promise;
      const loading: TrackedPromise<T> = importer().then(
        (value) => {
          loading.status = 'fulfilled';
          loading.value = value;
          return value;
        },
        (error: unknown) => {
          promise = undefined;
          throw error;
        },
      );
      loading.status = 'pending';
      promise = loading;
      return loading;
    },
  };
}
