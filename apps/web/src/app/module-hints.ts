import { createContext, useContext } from 'react';

/**
 * The source modules a server render used beyond the startup bundle, named as the Vite manifest
 * names them (`src/app/routes/task-list.tsx`). The server turns them into preload links, so the
 * browser fetches a page's chunks together with the startup bundle instead of after it. A hint
 * that names no chunk is left to the renderer (a landing page's copy, landing-store.ts).
 */
export const ModuleHints = createContext<Set<string> | null>(null);

/**
 * The hint for a chunk group (vite.config.ts `manualChunks`): pages of a group are merged into the
 * group's chunk and have no manifest entry of their own; the server looks the chunk up by name.
 */
export function groupHint(group: string): string {
  return `group:${group}`;
}

/** Notes a module this render needs (a no-op in the browser, where no set is provided). */
export function useModuleHint(id: string): void {
  useContext(ModuleHints)?.add(id);
}
