import { Suspense, use } from 'react';
import { deferredModule } from '@/lib/deferred';
import { KeptMarkup } from '@/components/ui/kept-markup';
import { ArtBox } from './art-box';
import type { ArtSpec } from './art-spec';

/**
 * The drawing code (live-art.tsx: which module draws which kind, and the loaders of those modules),
 * a chunk of its own: a page the browser hydrates keeps the server's drawings (KeptMarkup) and
 * needs none of it before it is interactive; a page it renders itself loads it with the kinds shown.
 * The server loads it, and every kind, before its first render (`preloadAllArt`).
 */
const live = deferredModule(() => import('./live-art'));

/** Loads the drawing code of these specs (after a navigation, a page's kinds all at once). */
export function preloadArt(specs: Iterable<ArtSpec>): Promise<unknown> {
  return live.load().then((module) => module.preloadArt(specs));
}

/** Every kind's code (the server before rendering, the drawing files' script). */
export function preloadAllArt(): Promise<unknown> {
  return live.load().then((module) => module.preloadAllArt());
}

type ArtProps = { spec: ArtSpec; label: string; className?: string };

function LoadedArt(props: ArtProps) {
  const { LiveProductArt } = use(live.load());
  return <LiveProductArt {...props} />;
}

/**
 * Draws any product art spec; `label` is the accessible description of the drawing. The browser
 * keeps the server's drawing while hydrating (KeptMarkup): no drawing code, no walk over its
 * elements before the page is interactive. Drawn anew when spec, label or class change, or on pages
 * the browser renders itself, an empty box of the drawing's class holding its place meanwhile.
 */
export function ProductArt(props: ArtProps) {
  return (
    <KeptMarkup version={JSON.stringify([props.spec, props.label, props.className ?? ''])}>
      <Suspense fallback={<ArtBox className={props.className} />}>
        <LoadedArt {...props} />
      </Suspense>
    </KeptMarkup>
  );
}
