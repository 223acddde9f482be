import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

// The API server the dev server forwards to (npm run dev in apps/server listens on 3000).
const apiTarget = 'http://localhost:3000';

/** The comment editor (TipTap, ProseMirror) loads lazily: it stays out of the first JS of every page. */
const EDITOR_MODULES =
  /\/node_modules\/(@tiptap|prosemirror-|@floating-ui|orderedmap|rope-sequence|w3c-keyname|linkifyjs|fast-equals)/;

/**
 * Screens of app/router.tsx that share most of their code: a group's screens and what only they
 * use make one chunk, so a landing page costs one request for its code rather than one for each
 * module it shares with a neighbour. The data files of content/ count as their group's but stay
 * chunks of their own, so a page loads only its own copy.
 */
const ROUTE_GROUPS: Record<string, RegExp> = {
  brand:
    /\/src\/(app\/routes\/(landing-page|products-list)\.tsx|features\/products\/components\/product-lists\.tsx|content\/products\/)/,
  info: /\/src\/(app\/routes\/(info-page|manual-page|video-page|app-download|competition-page|qr-page)\.tsx|features\/info\/views\.tsx|content\/info\/)/,
  // the /chat/ page and the chat box of every other page share the conversation's code
  chat: /\/src\/(app\/routes\/chat-page\.tsx|features\/chat\/components\/chat-box\.tsx)/,
};
const CONTENT_DATA = /\/src\/content\/(products|info)\/.*(?<!registry|preload)\.ts$/;

/** Used by most areas (dates on landing pages, tasks, users; SVG ids in drawings and icons): startup code, not a chunk of their own. */
const SHARED = /\/src\/(lib\/dates|components\/art\/svg-id)\.ts$/;

/** The drawing modules product-art.tsx loads by kind: what several kinds share goes with the keyboards' (the most shown kind). */
const ART_KIND = /\/src\/components\/art\/[\w-]+\.tsx$/;
const ART_SHARED_HOME = 'keyboard-from-layout';

const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;

type ModuleGraph = { ids: string[]; info: (id: string) => Rollup.ModuleInfo | null };

/** `from` and what it imports statically, transitively, short of `stop`. */
function staticClosure({ info }: ModuleGraph, from: string[], stop: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  for (let queue = [...from], id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || stop(id)) continue;
    seen.add(id);
    queue.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

const fileName = (id: string) =>
  id
    .replace(/[?#].*$/, '')
    .replace(/^.*\//, '')
    .replace(/\.[^.]*$/, '');

/**
 * The chunk of every module: the startup files; then each lazily loaded module by who loads it.
 * A route group's modules make its chunk and a lone screen's its own. What several of them share
 * goes to the brand site's chunk when that is one of them (the product drawings, also on info
 * pages: a landing page then needs one chunk for its code), else to one chunk for all the
 * community and user screens share, so a page needs two or three chunks rather than one per
 * shared module. (Rollup would place the shared modules itself, one chunk per set of sharers, but
 * once some modules are assigned it pulls the unassigned ones they import into those chunks.)
 */
function assignChunks(graph: ModuleGraph): Map<string, string> {
  const chunks = new Map<string, string>();
  const entries = graph.ids.filter((id) => graph.info(id)?.isEntry || SHARED.test(id));
  const startup = staticClosure(graph, entries, () => false);
  for (const id of startup) {
    // Rollup's and Vite's helper modules (`\0…`) go where they are imported first, as they would unasked
    if (id.startsWith('\0')) continue;
    if (!id.includes('/node_modules/')) chunks.set(id, 'index');
    else chunks.set(id, REACT.test(id) ? 'react' : 'vendor');
  }
  // the editor's libraries with what they import, so the editor chunk imports no screen's chunk
  const editor = staticClosure(
    graph,
    graph.ids.filter((id) => EDITOR_MODULES.test(id)),
    (id) => startup.has(id),
  );
  for (const id of editor) if (id.includes('/node_modules/')) chunks.set(id, 'editor');
  // who loads each lazily loaded module: a route group, or a lone screen (or other dynamic import)
  const owners = new Map<string, Set<string>>();
  for (const lazy of graph.ids.filter((id) => !startup.has(id) && graph.info(id)?.dynamicImporters.length)) {
    const owner =
      Object.keys(ROUTE_GROUPS).find((group) => ROUTE_GROUPS[group]!.test(lazy)) ?? fileName(lazy);
    for (const id of staticClosure(graph, [lazy], (id) => startup.has(id))) {
      owners.set(id, (owners.get(id) ?? new Set()).add(owner));
    }
  }
  // shared modules that need zod (form and response schemas) apart from those that do not, so a
  // screen without forms (the task list) does not load zod through the shared chunk
  const zod = (id: string) => id.includes('/node_modules/zod/');
  const needsZod = (id: string) => [...staticClosure(graph, [id], (other) => startup.has(other))].some(zod);
  for (const [id, owner] of owners) {
    if (chunks.has(id) || id.startsWith('\0')) continue;
    if (CONTENT_DATA.test(id) && graph.info(id)?.dynamicImporters.length) continue;
    const [only] = owner;
    const drawingsOnly = [...owner].every((name) => graph.ids.some((lazy) => ART_KIND.test(lazy) && fileName(lazy) === name));
    chunks.set(
      id,
      owner.size === 1
        ? only!
        : owner.has('brand')
          ? 'brand'
          : drawingsOnly && owner.has(ART_SHARED_HOME)
            ? ART_SHARED_HOME
            : needsZod(id)
              ? 'shared-schemas'
              : 'shared',
    );
  }
  return chunks;
}

/**
 * The startup code in three files: the app's, React's and the other libraries' (libraries change
 * less often than the app, so they stay cached across deploys). Left to itself, Rollup cuts every
 * startup module that a page's chunk also imports into a file of its own: some thirty requests
 * before any page could start. Then the route groups; the comment editor and zod, which several
 * screens share, and sonner, loaded after hydration, are chunks of their own.
 */
function chunkOf(): Rollup.GetManualChunk {
  let chunks: Map<string, string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    // all of React in its startup file, also react-dom's portal part that only dialogs import (else
    // it would follow the editor, which imports it too, and every dialog would wait for the editor)
    if (REACT.test(id)) return 'react';
    if (id.includes('/node_modules/zod/')) return 'zod';
    // toasts load after hydration (lib/toast.ts); named here, not after its file (index.mjs)
    if (id.includes('/node_modules/sonner/')) return 'sonner';
    chunks ??= assignChunks({ ids: [...getModuleIds()], info: getModuleInfo });
    return chunks.get(id);
  };
}

/**
 * The product cards' drawing files (/art/<name>.svg) in the dev server, rendered on request; the
 * build writes them into dist/client (scripts/write-art-files.mjs).
 */
function artFilesInDev(): Plugin {
  return {
    name: 'miao-art-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = /^\/art\/([\w-]+)\.svg$/.exec(request.url ?? '')?.[1];
        if (!name) return next();
        server
          .ssrLoadModule('/src/components/art/art-files.tsx')
          .then((module) => (module as { artFiles: () => Promise<Map<string, string>> }).artFiles())
          .then((files) => {
            const svg = files.get(name);
            if (!svg) return next();
            response.setHeader('content-type', 'image/svg+xml');
            response.end(svg);
          })
          .catch(next);
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), artFilesInDev()],
  build: {
    // The server serves dist/client as static files and renders pages through dist/server.
    outDir: 'dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    // .vite/manifest.json: the server links each page's chunks as preloads (RenderResult.modules)
    manifest: !isSsrBuild,
    // No script preloads in the page's HTML: the server-rendered page reads without them and they
    // would share a slow link with the stylesheet (decision 008). Chunks imported on the way to a
    // later screen are still fetched together with it.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunkOf() } },
  },
  ssr: {
    // The contracts package ships TypeScript sources, so it is bundled into the server entry.
    noExternal: ['@miao/contracts'],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/auth/refresh': apiTarget,
      '/uploads': apiTarget,
      '/dev': apiTarget,
    },
  },
}));
