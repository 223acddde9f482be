import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { inlineTemplateStylesheets, stylesheetLinks, type Manifest } from './web-preload';
import { serverRoot } from '../server-root';

/** The contract of apps/web/src/entry-server.tsx (kept here so the server does not compile the web). */
export interface RenderRequest {
  url: string;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
  userAgent?: string | null;
  cookiePrefix?: string;
  origin?: string;
  /** The product settings as the API answers them: the page renders with them, not a fallback. */
  productSettings?: unknown[];
  /** The store and social links as GET /api/site-links answers them. */
  siteLinks?: unknown[];
  /** On a task's page, the task as its visitors see it (GET /api/tasks/{id} without a session). */
  task?: unknown;
  /** On the task board, what it filters by (categories, tags and tag groups as visitors see them). */
  taxonomy?: unknown;
  /** On a personal page, its signed-in member: their profile and the API answering GETs as them. */
  viewer?: Viewer;
  /** On the task board: the API answering GETs as a visitor (the board renders with its list). */
  visitorRead?: Viewer['read'];
}

/** The member a personal page is rendered for (entry-server.tsx's `viewer`). */
export interface Viewer {
  profile: unknown;
  read: (path: string) => Promise<{ status: number; body: string }>;
}
export interface RenderResult {
  html: string;
  status: number;
  redirect?: string;
  lang: string;
  title: string;
  head: string;
  /** Source modules the page needs beyond the startup bundle, by their Vite manifest keys. */
  modules?: string[];
  /** A read the page renders with failed: the page is sent, not kept. */
  incomplete?: boolean;
}
export interface WebBuild {
  template: string;
  render: (request: RenderRequest) => RenderResult | Promise<RenderResult>;
  /**
   * What of the request besides its address a page depends on (language fallback, signed-in hint,
   * device class): pages of one address and variant are the same bytes. Builds without it are not cached.
   */
  variant?: (request: RenderRequest) => string;
  /** Whether an address is a personal page, rendered for its signed-in member and never kept. */
  personalPage?: (pathname: string) => boolean;
  /** Preload links for a page's modules, from the client build's manifest (none without one). */
  links: (modules: readonly string[]) => string;
  /** Files of dist/client by path relative to it (index.html excluded: pages are rendered). */
  files: Set<string>;
}

const distDir = path.join(serverRoot(), '..', 'web', 'dist');
export const clientDir = path.join(distDir, 'client');
const serverEntry = path.join(distDir, 'server', 'entry-server.js');
const templateFile = path.join(clientDir, 'index.html');
const manifestFile = path.join(clientDir, '.vite', 'manifest.json');

function listFiles(dir: string, base = dir, out = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, base, out);
    else if (entry.isFile()) out.add(path.relative(base, full).split(path.sep).join('/'));
  }
  // pages are rendered; the manifest is for this server only
  out.delete('index.html');
  out.delete('.vite/manifest.json');
  return out;
}

/**
 * The build's stylesheets' text, read once: pages carry their stylesheets inline (web-preload.ts),
 * so the first paint waits for no other request. All of them together are some 20 KB compressed.
 */
function stylesheetReader(root: string): (file: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (file) => {
    if (!texts.has(file)) {
      const full = path.join(root, file);
      texts.set(
        file,
        full.startsWith(root + path.sep) && existsSync(full) ? readFileSync(full, 'utf8') : undefined,
      );
    }
    return texts.get(file);
  };
}

/**
 * The web build (apps/web/dist), loaded on first use and kept; a missing build is looked for again
 * on the next request.
 */
export function webBuildLoader(log: FastifyBaseLogger): () => Promise<WebBuild | undefined> {
  let build: WebBuild | undefined;
  let loading: Promise<WebBuild | undefined> | undefined;

  return async function loadBuild(): Promise<WebBuild | undefined> {
    if (build) return build;
    if (!existsSync(templateFile) || !existsSync(serverEntry)) return undefined;
    loading ??= (async () => {
      try {
        const module = (await import(pathToFileURL(serverEntry).href)) as Partial<WebBuild>;
        if (typeof module.render !== 'function') throw new Error('entry-server.js exports no render()');
        const inline = stylesheetReader(clientDir);
        build = {
          template: inlineTemplateStylesheets(readFileSync(templateFile, 'utf8'), inline),
          render: module.render,
          variant: typeof module.variant === 'function' ? module.variant : undefined,
          personalPage: typeof module.personalPage === 'function' ? module.personalPage : undefined,
          links: existsSync(manifestFile)
            ? stylesheetLinks(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest, inline)
            : () => '',
          files: listFiles(clientDir),
        };
        return build;
      } catch (error) {
        log.error({ err: error }, 'web build could not be loaded');
        return undefined;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  };
}
