import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true from the render after it. Submit buttons of
 * server-rendered forms stay disabled until then: pressed earlier, the browser would submit the form
 * itself, a GET carrying the fields (an e-mail, a sign-in code) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
