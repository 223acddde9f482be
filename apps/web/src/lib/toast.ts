// Toasts without sonner in the startup bundle (about 10 KB gzipped that no page needs before it is
// interactive). Calls made before the library arrives wait for it; sonner's Toaster shows the toasts
// raised before it mounted. root-layout.tsx mounts the Toaster once the page has hydrated.
import type { ReactNode } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const waiting: ((library: Sonner) => void)[] = [];

/** Fetches sonner once; the calls made meanwhile run in order when it is here. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then((library) => {
    sonner = library;
    for (const run of waiting.splice(0)) run(library);
    return library;
  });
  return loading;
}

function withSonner(run: (library: Sonner) => void): void {
  if (sonner) {
    run(sonner);
    return;
  }
  waiting.push(run);
  void loadToasts();
}

let nextId = 0;

type Kind = 'success' | 'error' | 'info' | 'loading';

/** The id is chosen here, so a caller can dismiss or replace a toast before sonner has arrived. */
function show(kind: Kind, message: ReactNode, options?: ExternalToast): string | number {
  nextId += 1;
  const id = options?.id ?? `toast-${nextId}`;
  withSonner((library) => library.toast[kind](message, { ...options, id }));
  return id;
}

/** The part of sonner's `toast` the site uses. */
export const toast = {
  success: (message: ReactNode, options?: ExternalToast) => show('success', message, options),
  error: (message: ReactNode, options?: ExternalToast) => show('error', message, options),
  info: (message: ReactNode, options?: ExternalToast) => show('info', message, options),
  loading: (message: ReactNode, options?: ExternalToast) => show('loading', message, options),
  dismiss: (id?: string | number) => withSonner((library) => library.toast.dismiss(id)),
};
