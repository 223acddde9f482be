/*
 * The shape of the language files, apart from translation.ts: the language modules (cn.ts, en.ts,
 * …) use it, and translation.ts imports them lazily, so sharing one module would be a cycle.
 */

export type Tree = { [key: string]: string | Tree };

/** One language's strings: one group per file, so a key reads `<file>.<key>` (`route.userCenter`). */
export type Translation = Record<string, Tree>;

/** Groups the JSON files of one language folder by file name (`./en/route.json` → `route`). */
export function translationOf(files: Record<string, Tree>): Translation {
  return Object.fromEntries(
    Object.entries(files).map(([path, strings]) => [
      path.replace(/^.*\//, '').replace(/\.json$/, ''),
      strings,
    ]),
  );
}
