import { useId, useState, type ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * The server's markup inside the frame with this id, if any. Only while hydrating: then useId
 * answers the server's id, which a component rendered in the browser never has.
 */
function serverMarkup(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const frame of document.querySelectorAll<HTMLElement>('[data-kept]')) {
    if (frame.dataset.kept === id) return frame.innerHTML;
  }
  return undefined;
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
  if (kept?.version === version) return <span {...frame} dangerouslySetInnerHTML={{ __html: kept.html }} />;
  return <span {...frame}>{children}</span>;
}
