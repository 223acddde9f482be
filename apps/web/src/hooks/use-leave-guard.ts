import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Issue 35 item 6: a page holding something unsent (a comment, a task form) asks before it is left.
 *
 * React Router's useBlocker works only inside a data router; the app renders its routes with
 * useRoutes in a plain router (app/router.tsx), so the guard is made of the browser's own events:
 * - closing, reloading or typing another address: `beforeunload` (the browser's own question);
 * - a link of the page: a click listener that runs before React Router's (capture, on document);
 * - back and forward: a `popstate` listener that runs before the router's (capture at the target
 *   fires first), which puts the entry back when the member stays.
 * A navigation the page starts itself (after a save, to sign in) is not asked about.
 *
 * Any number of pieces may guard at once; the question is asked once.
 */
const guards = new Map<symbol, string>();
/** Where the guarded page is: the path and query, and React Router's index of its history entry. */
let here = { path: '', idx: undefined as number | undefined };
/** The pop that puts the entry back must reach neither the question nor the router. */
let restoring = false;

const currentPath = () => `${window.location.pathname}${window.location.search}`;
const historyIndex = (): number | undefined => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};
const question = () => [...guards.values()].at(-1) ?? '';

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // older browsers show the question only when returnValue is set
  event.returnValue = '';
}

function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return;
  if (link.target && link.target !== '_self') return;
  if (link.hasAttribute('download')) return;
  const to = new URL(link.href, window.location.href);
  // a hash on the same page (a comment's anchor) leaves nothing
  if (to.origin === window.location.origin && `${to.pathname}${to.search}` === here.path) return;
  if (window.confirm(question())) return;
  event.preventDefault();
  event.stopPropagation();
}

function onPopState(event: PopStateEvent) {
  if (restoring) {
    restoring = false;
    event.stopImmediatePropagation();
    return;
  }
  if (currentPath() === here.path) return;
  if (window.confirm(question())) return;
  // stay: the router never hears of this pop, and the entry left is put back
  event.stopImmediatePropagation();
  const now = historyIndex();
  if (now !== undefined && here.idx !== undefined && now !== here.idx) {
    restoring = true;
    window.history.go(here.idx - now);
  }
}

function install() {
  window.addEventListener('beforeunload', onBeforeUnload);
  document.addEventListener('click', onClick, true);
  window.addEventListener('popstate', onPopState, true);
}

function uninstall() {
  window.removeEventListener('beforeunload', onBeforeUnload);
  document.removeEventListener('click', onClick, true);
  window.removeEventListener('popstate', onPopState, true);
  restoring = false;
}

/** While `active`, leaving the page asks `message` first (the browser's own words on unload). */
export function useLeaveGuard(active: boolean, message: string): void {
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!active) return undefined;
    const id = Symbol('leave-guard');
    guards.set(id, message);
    if (guards.size === 1) install();
    return () => {
      guards.delete(id);
      if (guards.size === 0) uninstall();
    };
  }, [active, message]);

  // the page's own moves (a hash, a filter in the query) change where "here" is
  useEffect(() => {
    if (!active) return;
    here = { path: `${pathname}${search}`, idx: historyIndex() };
  }, [active, pathname, search]);
}
