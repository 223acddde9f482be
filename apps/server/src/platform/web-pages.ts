// What a page address is to the web routes (platform/web.ts): the paths the web never renders, the
// pages rendered at start, and the pages whose render follows data that changes more often than
// their address (a task, the board, the visitor-data pages), with how long each is kept.
import { CATALOG } from '@miao/contracts/catalog';
import {
  PRODUCT_SETTINGS_SCOPE,
  SITE_LINKS_SCOPE,
  TASKS_SCOPE,
  TAXONOMY_SCOPE,
  USERS_SCOPE,
} from './change-feed';

/** Paths the web never renders: the API, the refresh address, stored files and dev tools. */
export function isServerPath(pathname: string): boolean {
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname === '/auth/refresh' ||
    pathname.startsWith('/auth/refresh/') ||
    pathname.startsWith('/uploads/') ||
    pathname.startsWith('/dev/')
  );
}

/** The path of a request's address: cut at the query, or parsed when it is not origin-form. */
export function pathOf(url: string): string {
  if (!url.startsWith('/')) return new URL(url, 'http://localhost').pathname;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The pages rendered at start, per language: what a crowd opens first. */
export function warmPaths(): string[] {
  const paths: string[] = [];
  for (const language of ['en', 'cn']) {
    paths.push(`/${language}/`, `/${language}/products/`, `/${language}/dao/`);
    for (const product of CATALOG) if (product.landing) paths.push(`/${language}/${product.landing.slug}/`);
  }
  return paths;
}

/**
 * What a page is rendered from besides its address: the product settings and the site links (every
 * page), the taxonomy (the task board).
 */
export const PAGE_SCOPES = [PRODUCT_SETTINGS_SCOPE, SITE_LINKS_SCOPE, TAXONOMY_SCOPE] as const;

/** The UTC day's date until its last millisecond, worked out once a day rather than per request. */
let day = { date: '', until: 0 };
export function today(): string {
  const now = Date.now();
  if (now >= day.until) {
    const date = new Date(now).toISOString().slice(0, 10);
    day = { date, until: Date.parse(`${date}T00:00:00.000Z`) + 86_400_000 };
  }
  return day.date;
}

/** How many tasks' parsed answers (and task pages' last renders) a process keeps. */
export const PARSED_TASKS = 500;
/**
 * How long a page rendered from earlier data is still served while that data keeps changing (a task
 * page while its task changes, the task board while any card does).
 */
export const CHANGING_PAGE_MS = 5_000;
/** However often new renders of it start (and fail), a render older than this no longer stands in. */
export const OLDEST_STAND_IN_MS = 30_000;

/** How the board reads its list: as a visitor, without cookies. */
export const VISITOR_HEADERS = { accept: 'application/json' };

/** What the task board's list shows (GET /api/tasks's cache key, less the taxonomy every page holds). */
export const BOARD_SCOPES = [TASKS_SCOPE, USERS_SCOPE] as const;

/** `/en/dao/`, `/tasks/`: the task board, which renders with its filters (the taxonomy) and its list. */
export const TASK_BOARD = /^(?:\/(?:en|cn))?\/(?:dao|tasks)\/?$/;

/** `/dao/12/`, `/en/tasks/12/`: a task's page and the task's id. */
export const TASK_PAGE = /^(?:\/(?:en|cn))?\/(?:dao|tasks)\/(\d{1,9})\/?$/;

/**
 * Pages that render with what a visitor is shown, read from the API while rendering: a draw's page
 * (`/draw/rgb65/`, `/en/draw/rgb65/`) with its draw, the number page (`/am-hatsu/number/`) with its
 * queue, a member's page (`/en/users/2/`, issue 35) with their profile, the search page
 * (`/en/search/?q=…`) with its results (the web's lib/visitor-queries.ts).
 */
export const VISITOR_DATA_PAGE =
  /^(?:\/(?:en|cn))?\/(?:draw\/[^/]+|am-hatsu\/number|users\/\d{1,9}|search)\/?$/;

/**
 * How long such a page is kept: its data has no change-feed scope (a draw's state follows the clock
 * and its claims the claim form; a queue's numbers are taken as buyers pick), so it is kept for a
 * moment, not until a change.
 */
export const VISITOR_DATA_PAGE_MS = 5_000;

/** A task's page as rendered for visitors: its answer, and the part of the page key that follows it. */
export interface TaskPage {
  task: unknown;
  key: string;
}

/**
 * Which side of the task's start and end the clock is on: the page shows whether voting has begun
 * or ended, so a page kept from before either moment is not served after it.
 */
export function taskPhase(task: unknown, now: number): string {
  const { start_at: start, end_at: end } = (task ?? {}) as { start_at?: string; end_at?: string };
  const passed = (at: string | undefined) => (at !== undefined && now >= Date.parse(at) ? 1 : 0);
  return `${passed(start)}${passed(end)}`;
}
