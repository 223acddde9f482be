/** A chunk of the client build's Vite manifest (dist/client/.vite/manifest.json), keyed by source module. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * Links for the modules a page needs beyond the startup bundle (the render's `modules`): the
 * stylesheets of each module's chunk and of the chunks it imports, so the page is styled from its
 * first paint (the browser would add them only when the chunk loads). Its scripts are not preloaded:
 * the server-rendered page is readable without them, and on a slow link they would share the
 * bandwidth the stylesheet and first paint need (decision 008); the entry fetches them before it
 * hydrates. Files the template already links (the entry's stylesheet) are left out.
 */
export function stylesheetLinks(manifest: Manifest) {
  const linked = new Set<string>();
  const collect = (key: string, files: Set<string>, styles: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, files, styles);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(key, linked, linked);
  }

  return (modules: readonly string[]): string => {
    const files = new Set<string>();
    const styles = new Set<string>();
    for (const module of modules) collect(module, files, styles);
    return [...styles]
      .filter((file) => !linked.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
      .join('\n    ');
  };
}
