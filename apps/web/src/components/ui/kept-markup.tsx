import { useId, useState, type ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * The server's markup inside the frame with this id, if any. Only while hydrating: then useId
 * answers the server's id, which a component rendered in the browser never has. Read when React
 * asks for its text, as it does for a Trusted Types value: hydrating adopts the frame's nodes
 * without reading it (and the text never changes after), so the drawing's hundreds of elements are
 * not serialised on the main thread before the page is interactive; were the frame rendered anew
 * (a boundary that could not hydrate), its markup is read then, from the server's frame.
 */
function serverMarkup(id: string): { toString: () => string } | undefined {
  if (typeof document === 'undefined') return undefined;
  const quoted = id.replace(/["\\]/g, '\\$&');
  const frame = document.querySelector(`[data-kept="${quoted}"]`);
  return frame ? { toString: () => frame.innerHTML } : undefined;
}

/**
 * Static markup (a drawing of hundreds of elements) that the browser keeps from the server instead
 * of hydrating it: while hydrating, the frame reads the server's markup inside it and renders it
 * back as `dangerouslySetInnerHTML`, which React adopts without walking it, so the page needs
 * neither the children's code nor their hydration before it is interactive. `version` names what the
 * markup shows; when it changes, or where the browser renders the page itself (after a navigation),
 * the children are rendered. The frame lays out as if it were not there (`display: contents`).
 * The browser's tree must have the server's shape, or useId differs and nothing is kept.
 */
export function KeptMarkup({ version, children }: { version: string; children: ReactNode }) {
  const id = useId();
  // false while hydrating, also in a boundary that hydrates after the page's first commit
  const hydrated = useHydrated();
  const [kept] = useState(() => {
    const html = hydrated ? undefined : serverMarkup(id);
    return html === undefined ? undefined : { html, version };
  });
  const frame = { className: 'kept-markup', 'data-kept': id };
  // React takes an object for `__html` (a Trusted Types value) and sets it as its text
  if (kept?.version === version)
    return <span {...frame} dangerouslySetInnerHTML={{ __html: kept.html as unknown as string }} />;
  return <span {...frame}>{children}</span>;
}
