/** A chunk of the client build's Vite manifest (dist/client/.vite/manifest.json), keyed by source module. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name (a chunk group's, for the shared chunks keyed `_<name>-<hash>.js`). */
  name?: string;
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
export function stylesheetLinks(manifest: Manifest, inline?: (file: string) => string | undefined) {
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

  // `group:<name>` names a chunk group (the web's module-hints.ts): its chunk's manifest key
  const groups = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (key.startsWith('_') && chunk.name && !chunk.file.endsWith('.css')) groups.set(chunk.name, key);
  }
  const keyOf = (module: string) =>
    module.startsWith('group:') ? (groups.get(module.slice('group:'.length)) ?? module) : module;

  return (modules: readonly string[]): string => {
    const files = new Set<string>();
    const styles = new Set<string>();
    for (const module of modules) collect(keyOf(module), files, styles);
    return [...styles]
      .filter((file) => !linked.has(file))
      .map((file) => stylesheet(file, inline?.(file)))
      .join('\n    ');
  };
}

/**
 * A stylesheet carried inline, as `stylesheet` writes it: its href, its text and the start of its
 * disabled link (critical-css.ts cuts the text and marks the link). Keep the two in step.
 */
export const CARRIED_STYLESHEET =
  /<style data-href="([^"]+)">([\s\S]*?)<\/style>(<link rel="stylesheet" crossorigin href="\1") disabled>/g;

/**
 * A stylesheet as the page carries it: inline when its text is at hand (no round trip before the
 * first paint: on a slow mobile link each costs more than the bytes), else linked.
 */
function stylesheet(file: string, text: string | undefined): string {
  const link = `<link rel="stylesheet" crossorigin href="/${file}"`;
  if (text === undefined) return `${link}>`;
  // a stylesheet never holds `</style`, but the page must not end its style element early if one did
  const style = `<style data-href="/${file}">${text.replace(/<\/style/gi, '<\\/style')}</style>`;
  // The disabled link is not fetched; it tells Vite's chunk loader the stylesheet is in the page
  // (it looks for link[href][rel=stylesheet]), else loading a chunk would add it again and restyle
  // the whole page for nothing.
  return `${style}${link} disabled>`;
}

/** The template's own stylesheet links, inlined the same way. */
export function inlineTemplateStylesheets(
  template: string,
  inline: (file: string) => string | undefined,
): string {
  return template.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
    (link, file: string) => {
      const text = inline(file);
      return text === undefined ? link : stylesheet(file, text);
    },
  );
}
