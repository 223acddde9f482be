/** The attribute the server puts on a stylesheet link whose rules the page carries only in part (critical-css.ts). */
const DEFERRED = 'data-deferred';

/**
 * The whole of each stylesheet the server cut to the page's own rules, loaded beside the page's
 * chunks and before hydration: what the browser renders later (menus, dialogs, the task cards)
 * needs rules the server's HTML did not. Each link goes in right after its cut copy, so the cascade
 * is the page's. Resolves once every one has loaded or failed: a failure leaves the page as the
 * server styled it, which is still readable.
 */
export function loadDeferredStyles(doc: Document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][${DEFERRED}]`)];
  return Promise.all(
    links.map(
      (cut) =>
        new Promise<void>((resolve) => {
          const whole = doc.createElement('link');
          whole.rel = 'stylesheet';
          whole.crossOrigin = '';
          whole.href = cut.getAttribute('href')!;
          whole.addEventListener('load', () => resolve());
          whole.addEventListener('error', () => resolve());
          cut.after(whole);
          cut.removeAttribute(DEFERRED);
        }),
    ),
  ).then(() => undefined);
}
