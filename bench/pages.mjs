#!/usr/bin/env node
// Page speed (issues 5 and 13): Lighthouse 12.8 (mobile settings) driving Debian's Chromium on every
// page kind of issue 13 (home, a landing page, products, the task list, a task detail, the user
// center signed in, sign-in), plus the gzipped JavaScript each page fetches before it has hydrated.
// Serves the existing build in production mode on a fresh PostgreSQL database with a small board
// (a staff sponsor's three tasks, each with a cover) and a signed-in member. Writes bench/RESULTS.md's pages section.
// Run: npm run bench:pages (builds first; starts PostgreSQL through scripts/with-postgres.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  apiClient,
  createTasks,
  freshDatabase,
  serverEnv,
  staffWithCoin,
  start,
  stopAll,
  waitFor,
} from './lib.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = 4300;
const base = `http://127.0.0.1:${PORT}`;

const database = await freshDatabase();
const env = serverEnv(database.url, PORT, { PUBLIC_URL: base });
start('apps/server/dist/server.js', env);
process.on('exit', () => stopAll());
await waitFor(`${base}/api/health`);
const { call, signIn, signInCookies } = apiClient(base);
const sponsor = await staffWithCoin({ call, signIn }, env, 'sponsor@pages.example.com', 10_000);
// with covers, as most members' tasks have (the board's and a task page's largest paint)
const taskIds = await createTasks(
  call,
  sponsor.token,
  ['Show us your desk', 'Name the next colourway', 'Switch sound test'],
  { covers: base },
);
// the user center as its member sees it: the cookies the browser keeps from signing in (an access
// token alone reads as signed out: runs before 2026-11-28 measured the move to the sign-in page)
const signedIn = { Cookie: await signInCookies('member@pages.example.com') };

const PAGES = [
  ['home', '/en/'],
  ['landing page (CYBERBOARD R4)', '/en/cyberboard-r4/'],
  ['task list', '/en/dao/'],
  ['task detail', `/en/dao/${taskIds[0]}/`],
  ['user center (signed in)', '/en/user-center/', signedIn],
  ['products', '/en/products/'],
  ['sign-in', '/en/auth/login'],
];
// The server renders its common pages once it listens (issue 13): Lighthouse starts after that, so
// the browser does not share the cores with the warm-up.
await new Promise((r) => setTimeout(r, 20_000));

/**
 * The JavaScript a page fetches before it is interactive: every script requested before the
 * `hydrated` mark the entry sets once React has hydrated (entry-client.tsx), from Lighthouse's own
 * network log, counted gzipped (level 9) so builds compare whatever the server's encoding.
 */
async function firstJs(lhr, headers) {
  const mark = lhr.audits['user-timings'].details?.items?.find((item) => item.name === 'hydrated');
  if (!mark) throw new Error(`${lhr.finalDisplayedUrl}: the page never hydrated`);
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script' && item.networkRequestTime <= mark.startTime,
  );
  let total = 0;
  for (const { url } of scripts) {
    total += gzipSync(Buffer.from(await (await fetch(url, { headers })).arrayBuffer()), { level: 9 }).length;
  }
  return Math.round(total / 102.4) / 10;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
/**
 * One Lighthouse run, again (up to three times) when the trace itself failed: now and then the
 * first run in a fresh Chromium records no navigation start (NO_NAVSTART) and every metric is void.
 */
async function audit(url, headers) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(headers ? { extraHeaders: headers } : {}),
    });
    const failed = result.lhr.runtimeError ?? result.lhr.audits['user-timings'].errorMessage;
    if (!failed) return result;
    if (attempt === 3) throw new Error(`${url}: ${failed}`);
    console.warn(`${url}: ${failed}; running again`);
  }
}

const rows = [];
try {
  for (const [name, url, headers] of PAGES) {
    const result = await audit(base + url, headers);
    // a page that moved on (the user center to sign-in) would be measured as the page it moved to
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== url) throw new Error(`${url}: Lighthouse ended on ${result.lhr.finalDisplayedUrl}`);
    // BENCH_REPORTS=<dir> keeps each Lighthouse report (which element is the LCP, what blocks it)
    if (process.env.BENCH_REPORTS) {
      writeFileSync(
        path.join(process.env.BENCH_REPORTS, `${url.replace(/\W+/g, '_')}.json`),
        JSON.stringify(result.lhr),
      );
    }
    const audits = result.lhr.audits;
    const row = {
      name,
      url,
      score: Math.round(result.lhr.categories.performance.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue / 1000,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      js: await firstJs(result.lhr, headers),
    };
    console.log(row);
    rows.push(row);
  }
} finally {
  await chrome.kill();
}

const table = [
  '| page | performance | LCP s | CLS | TBT ms | first JS (gzip KB) |',
  '|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} \`${r.url}\` | ${r.score} | ${r.lcp.toFixed(2)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} | ${r.js} |`,
  ),
].join('\n');
const section = `<!-- pages:start -->
## Page speed (issue 5)

Run ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}, Node ${process.version},
Lighthouse 12.8 mobile preset (simulated throttling) in Debian Chromium against the production build served locally
(PostgreSQL; a staff sponsor's three tasks with covers on the board; the user center with a member's sign-in cookie).

${table}

Targets: performance ≥ 95, LCP < 2.0 s, CLS < 0.05, ≤ 150 KB gzipped JavaScript before a landing page is interactive.
<!-- pages:end -->`;
const file = path.join(root, 'bench/RESULTS.md');
let text;
try {
  text = readFileSync(file, 'utf8');
} catch {
  text = '# Benchmark results\n\nWritten by the scripts in bench/. Each section is replaced by its script.\n';
}
text = text.includes('<!-- pages:start -->')
  ? text.replace(/<!-- pages:start -->[\s\S]*<!-- pages:end -->/, section)
  : `${text.trimEnd()}\n\n${section}\n`;
writeFileSync(file, text);
console.log(table);
stopAll();
await database.drop();
process.exit(0);
