import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin, type Rollup, type UserConfig } from 'vite';
import type { chunkGroups } from './src/app/routes';
import { fileURLToPath } from 'node:url';

// The API server the dev server forwards to (npm run dev in apps/server listens on 3000).
const apiTarget = 'http://localhost:3000';

/** The comment editor (TipTap, ProseMirror) loads lazily: it stays out of the first JS of every page. */
const EDITOR_MODULES =
  /\/node_modules\/(@tiptap|prosemirror-|@floating-ui|orderedmap|rope-sequence|w3c-keyname|linkifyjs|fast-equals)/;

/**
 * The chunk group of each route module (`src/app/routes/<page>.tsx`) and of the modules a group's
 * pages load while rendering, from the route list (src/app/routes.tsx): a group's pages make one chunk, so a
 * landing page costs one request for its code rather than one for each module it shares with a
 * neighbour. Read through Vite's module runner, since the list takes its product pages from the
 * contracts package (TypeScript sources), and only for the client build.
 */
async function routeGroups(): Promise<Map<string, string | undefined>> {
  const { module } = await runnerImport<{ chunkGroups: typeof chunkGroups }>('/src/app/routes.tsx', {
    root: import.meta.dirname,
    logLevel: 'warn',
    environments: { inline: { resolve: { noExternal: ['@miao/contracts'] } } },
  });
  return new Map([...module.chunkGroups()].map(([path, group]) => [`/${path}`, group]));
}

/**
 * Modules of plain data derived from the product catalogue (`@miao/contracts/catalog`) for the
 * startup code and the landing pages: the route list's landing slugs, the header's first-paint
 * entries, the keyboards a landing page links to the comparison. In the client
 * build each is replaced by its values, computed here from the catalogue, so the startup file does
 * not carry the whole catalogue (names, statuses, links, drawing specs: about 3 KB compressed); the
 * product pages' chunks load it. Their exports must be JSON data. The server build and the tests run
 * the modules themselves.
 */
const CATALOG_DATA = [
  '/src/config/landing-routes.ts',
  '/src/config/top-products.ts',
  '/src/config/compared-keyboards.ts',
];

function catalogAtBuildTime(): Plugin {
  return {
    name: 'miao-catalog-at-build-time',
    async load(id) {
      const file = CATALOG_DATA.find((suffix) => id.replace(/[?#].*$/, '').endsWith(suffix));
      if (!file) return null;
      const { module } = await runnerImport<Record<string, unknown>>(file, {
        root: import.meta.dirname,
        logLevel: 'warn',
        environments: { inline: { resolve: { noExternal: ['@miao/contracts'] } } },
      });
      return Object.entries(module)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  };
}

/**
 * Used by most areas (dates on landing pages, tasks, users; SVG ids in drawings and icons; `same`,
 * which the copy of landing and info pages calls): startup code, not a chunk of their own (in a
 * shared chunk, the copy would import that chunk and, with it, the community's stylesheets).
 */
const SHARED = /\/src\/(lib\/dates|components\/art\/svg-id|content\/types)\.ts$/;

/** The drawing modules product-art.tsx loads by kind: what several kinds share goes with the keyboards' (the most shown kind). */
const ART_KIND = /\/src\/components\/art\/[\w-]+\.tsx$/;
const ART_SHARED_HOME = 'keyboard-from-layout';

/**
 * Home (its route module and its products, `home-products`) and the product lists (the `lists`
 * group) apart from the landing pages (`brand`): what home and the lists share (cards, the
 * catalogue) is the `cards` chunk, what they share with the landing pages (price, status, link
 * pair, the landing stylesheet) the `brand-shared` chunk, so home loads neither the landing pages'
 * slides and swiper nor the lists' filters, and a landing page not the catalogue.
 */
const HOME = new Set(['home', 'home-products']);
const LISTS = 'lists';

/** The chunk of a module home, the lists or the landing pages share, if it is one of those. */
function brandSideChunk(owner: Set<string>): string | undefined {
  const home = [...owner].some((name) => HOME.has(name));
  const lists = owner.has(LISTS);
  const brand = owner.has('brand');
  if ((home || lists) && brand) return 'brand-shared';
  if (home) return 'cards';
  if (lists) return LISTS;
  return brand ? 'brand' : undefined;
}

/**
 * The community's first page (the task board at /dao/, /tasks/): of the modules the community and
 * user screens share, those it uses are the `shared` chunk, the others (dialogs, the image crop,
 * the comment icons, the pickers of other screens) `shared-screens`, so the board does not load
 * what only the task pages, the user center and the console show.
 */
const BOARD = 'task-list';

/**
 * The info pages (about us, manuals, app downloads): what they share with the community screens (a
 * copy button) is the `info-shared` chunk, so an info page does not import `shared-screens`, whose
 * stylesheets (dialogs, customisation, the board's) the server would inline into it.
 */
const INFO = 'info';

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
 * A route group's pages make its chunk and a lone page its own; a module loaded lazily from a
 * group's pages joins that group, except per-page data (one of many files a registry loads by
 * name: content/products/<slug>.ts, the info copy), which stays a chunk of its own. What several of them share
 * goes to the brand site's chunk when that is one of them (the product drawings, also on info
 * pages: a landing page then needs one chunk for its code), else to one chunk for all the
 * community and user screens share, so a page needs two or three chunks rather than one per
 * shared module. (Rollup would place the shared modules itself, one chunk per set of sharers, but
 * once some modules are assigned it pulls the unassigned ones they import into those chunks.)
 */
function assignChunks(graph: ModuleGraph, groups: Map<string, string | undefined>): Map<string, string> {
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
  // the route list's modules by group, and what each group's pages import statically
  const routeGroup = (id: string) => {
    for (const [suffix, group] of groups) if (id.endsWith(suffix)) return { group };
    return undefined;
  };
  const groupCode = new Map<string, Set<string>>();
  // what each group's route modules import directly (the registries of their pages' copy)
  const groupImports = new Map<string, Set<string>>();
  for (const id of graph.ids) {
    const group = routeGroup(id)?.group;
    if (!group) continue;
    const reached = staticClosure(graph, [id], (other) => startup.has(other));
    groupCode.set(group, new Set([...(groupCode.get(group) ?? []), ...reached]));
    groupImports.set(
      group,
      new Set([...(groupImports.get(group) ?? []), ...(graph.info(id)?.importedIds ?? [])]),
    );
  }
  // the group whose pages load a module: one whose route module imports its importer, else one
  // whose code does
  const groupLoading = (id: string) => {
    const importers = graph.info(id)!.dynamicImporters;
    const loads = ([, code]: [string, Set<string>]) => importers.some((importer) => code.has(importer));
    return [...groupImports].find(loads)?.[0] ?? [...groupCode].find(loads)?.[0];
  };
  // per-page data (a landing page's or an info page's copy: one of many modules a group's registry
  // loads by name, not a component) is left to Rollup, a chunk per page; its imports go with the
  // group of the pages that load it
  const isData = (id: string) =>
    /\.ts$/.test(id.replace(/[?#].*$/, '')) &&
    graph
      .info(id)!
      .dynamicImporters.some((importer) => (graph.info(importer)?.dynamicallyImportedIds.length ?? 0) > 2) &&
    groupLoading(id) !== undefined;
  const dataFiles = new Set<string>();
  // who loads each lazily loaded module: a route group, or a lone page (or other dynamic import)
  const owners = new Map<string, Set<string>>();
  for (const lazy of graph.ids.filter((id) => !startup.has(id) && graph.info(id)?.dynamicImporters.length)) {
    let owner = routeGroup(lazy)?.group;
    if (!routeGroup(lazy) && isData(lazy)) {
      dataFiles.add(lazy);
      owner = groupLoading(lazy);
    }
    owner ??= fileName(lazy);
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
    if (dataFiles.has(id)) continue;
    const [only] = owner;
    const drawingsOnly = [...owner].every((name) =>
      graph.ids.some((lazy) => ART_KIND.test(lazy) && fileName(lazy) === name),
    );
    chunks.set(
      id,
      owner.size === 1
        ? only === 'home-products'
          ? 'cards'
          : only!
        : (brandSideChunk(owner) ??
            (drawingsOnly && owner.has(ART_SHARED_HOME)
              ? ART_SHARED_HOME
              : needsZod(id)
                ? 'shared-schemas'
                : owner.has(INFO)
                  ? 'info-shared'
                  : owner.has(BOARD)
                    ? 'shared'
                    : 'shared-screens')),
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
function chunkOf(groups: Map<string, string | undefined>): Rollup.GetManualChunk {
  let chunks: Map<string, string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    // all of React in its startup file, also react-dom's portal part that only dialogs import (else
    // it would follow the editor, which imports it too, and every dialog would wait for the editor)
    if (REACT.test(id)) return 'react';
    if (id.includes('/node_modules/zod/')) return 'zod';
    // toasts load after hydration (lib/toast.ts); named here, not after its file (index.mjs)
    if (id.includes('/node_modules/sonner/')) return 'sonner';
    chunks ??= assignChunks({ ids: [...getModuleIds()], info: getModuleInfo }, groups);
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

export default defineConfig(async ({ command, isSsrBuild }): Promise<UserConfig> => ({
  plugins: [react(), artFilesInDev(), ...(command === 'build' && !isSsrBuild ? [catalogAtBuildTime()] : [])],
  // `@/…` is apps/web/src (tsconfig.json paths, vitest.config.ts)
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
    rollupOptions:
      command === 'build' && !isSsrBuild ? { output: { manualChunks: chunkOf(await routeGroups()) } } : {},
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
