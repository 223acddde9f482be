import type { ArtSpec } from './art-spec';

/** FNV-1a, 32 bits, base 36: a short stable name for a drawing's spec. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** The drawing file's name for a spec (`keyboard-1x2y3z`): its kind, and a hash of the whole spec. */
export function artName(spec: ArtSpec): string {
  return `${spec.kind}-${hash(JSON.stringify(spec))}`;
}

/** Where the drawing file of a spec is served: written into the client build by scripts/write-art-files.mjs. */
export function artSrc(spec: ArtSpec): string {
  return `/art/${artName(spec)}.svg`;
}
