import { sql } from 'drizzle-orm';
import { CATALOG } from '@miao/contracts/catalog';
import type { ProductSetting } from '@miao/contracts/products';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql';

/**
 * The sitemap (issue 34, decision 049): every page a visitor may see, in both languages, each with
 * its hreflang alternates as the page head writes them (web's app/page-meta.ts): `zh-CN` the `/cn`
 * address, `en` the `/en` address, `x-default` the unprefixed one.
 */

/**
 * The public pages of the route list that are not a product's, a task's or a draw's (apps/web
 * src/app/routes.tsx): the user center, the staff console, sign-in, forms and tools are left out.
 */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/products/',
  '/more/',
  '/compare-keyboards/',
  '/dao/',
  '/about-us/',
  '/privacy-policy/',
  '/after-sales/',
  '/terms-of-service/',
  '/am-hatsu/number/',
];

/** Paths robots.txt keeps crawlers out of: personal, staff, API, sign-in and forms. */
export const PRIVATE_PATHS: readonly string[] = [
  '/api/',
  '/auth/',
  '/user-center/',
  '/user-edit/',
  '/notifications/',
  '/staff/',
  '/task-create/',
  '/task-batch-create/',
  '/ai-login/',
  '/finance-login/',
  '/chat/',
  '/uploads/',
  '/dev/',
];

/** How many tasks the sitemap lists (the newest; one sitemap file holds at most 50,000 addresses). */
export const SITEMAP_TASKS = 10_000;

export interface SitemapEntry {
  /** The page's path without a language prefix, `/dao/12/`. */
  path: string;
  /** When the page's data last changed, ISO-8601; undefined when unknown. */
  lastmod?: string;
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A site path of a settings row (`/cyberboard-r4/`), or undefined for none, home or an outside address. */
function settingPath(path: string): string | undefined {
  if (!/^\/[a-z0-9][a-z0-9_./-]*$/i.test(path) || path.includes('..') || path.startsWith('//'))
    return undefined;
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * The sitemap's pages: the route list's public pages, every product page (the catalogue's landing
 * routes and every settings row's page, so a product staff add appears), the public tasks and the
 * draws, read from the database.
 */
export async function sitemapEntries(db: Db, settings: readonly ProductSetting[]): Promise<SitemapEntry[]> {
  const entries = new Map<string, SitemapEntry>();
  const add = (entry: SitemapEntry) => {
    const held = entries.get(entry.path);
    if (!held || (entry.lastmod && (!held.lastmod || entry.lastmod > held.lastmod)))
      entries.set(entry.path, entry);
  };
  for (const path of PUBLIC_PAGES) add({ path });
  for (const product of CATALOG) if (product.landing) add({ path: `/${product.landing.slug}/` });
  for (const setting of settings) {
    if (setting.kind === 'link') continue;
    const path = settingPath(setting.path);
    if (path && path !== '/' && !PRIVATE_PATHS.some((p) => path.startsWith(p)))
      add({ path, lastmod: new Date(setting.updated_at).toISOString() });
  }
  const [tasks, draws] = await Promise.all([
    db.execute(sql`select id, updated_at from tasks
      where deleted_at is null and published and public_permission = 'public'
      order by id desc limit ${SITEMAP_TASKS}`),
    db.execute(sql`select slug, coalesce(drawn_at, created_at) as changed_at from draws order by id`),
  ]);
  for (const row of rowsOf<{ id: number; updated_at: string | Date }>(tasks))
    add({ path: `/dao/${row.id}/`, lastmod: new Date(row.updated_at).toISOString() });
  for (const row of rowsOf<{ slug: string; changed_at: string | Date }>(draws))
    add({ path: `/draw/${encodeURIComponent(row.slug)}/`, lastmod: new Date(row.changed_at).toISOString() });
  return [...entries.values()];
}

/** The sitemap XML of `entries` on `origin`: each page in cn and in en, with its alternates. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const { path, lastmod } of entries) {
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="zh-CN" href="${escapeXml(`${base}/cn${path}`)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${escapeXml(`${base}/en${path}`)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${base}${path}`)}"/>`,
    ];
    for (const language of ['cn', 'en']) {
      lines.push(
        '  <url>',
        `    <loc>${escapeXml(`${base}/${language}${path}`)}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        ...alternates,
        '  </url>',
      );
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** robots.txt: everything but the private paths, in both language prefixes, and the sitemap. */
export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const disallowed = PRIVATE_PATHS.flatMap((path) =>
    path.startsWith('/api/') || path.startsWith('/uploads/') || path.startsWith('/dev/')
      ? [path]
      : [path, `/cn${path}`, `/en${path}`],
  );
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
