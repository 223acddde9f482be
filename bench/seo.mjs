#!/usr/bin/env node
// Found and shared (issue 34, decision 049): Lighthouse 12.8 (mobile settings) SEO and performance
// on every page kind: home, the product list, a landing page, an info page, the task board, a task,
// a draw and the number page. Serves the existing build in production mode on a fresh PostgreSQL
// database with a staff sponsor's task (with a cover) and a draw. Writes bench/RESULTS.md's seo section.
// Run: npm run seo -w @miao/bench (after `npm run build`; starts PostgreSQL through scripts/with-postgres.mjs).
import os from 'node:os';
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
  writeSection,
} from './lib.mjs';

const PORT = 4310;
const base = `http://127.0.0.1:${PORT}`;

const database = await freshDatabase();
const env = serverEnv(database.url, PORT, { PUBLIC_URL: base });
start('apps/server/dist/server.js', env);
process.on('exit', () => stopAll());
await waitFor(`${base}/api/health`);
const { call, signIn } = apiClient(base);
const sponsor = await staffWithCoin({ call, signIn }, env, 'sponsor@seo.example.com', 10_000);
const [taskId] = await createTasks(call, sponsor.token, ['Show us your desk'], { covers: base });
const HOUR = 3_600_000;
const now = Date.now();
await call('POST', '/api/staff/draws', sponsor.token, {
  slug: 'seo-draw',
  product_code: 'cyberboard-r4',
  title_cn: 'CYBERBOARD R4 抽签',
  title_en: 'CYBERBOARD R4 draw',
  prizes: [{ name_cn: '购买权', name_en: 'Purchase right', quantity: 3 }],
  entry_product_codes: ['cyberboard-r4'],
  entry_starts_at: new Date(now - HOUR).toISOString(),
  entry_ends_at: new Date(now + 24 * HOUR).toISOString(),
  draw_at: new Date(now + 25 * HOUR).toISOString(),
  claim_ends_at: new Date(now + 200 * HOUR).toISOString(),
});

// the HATSU queue the number page shows (100 numbers, as the demo seed's)
await call('POST', '/api/staff/number-queues', sponsor.token, {
  activity: 'am-hatsu',
  product_code: 'am-hatsu',
  total_numbers: 100,
});

const PAGES = [
  ['home', '/en/'],
  ['product list', '/en/products/'],
  ['landing page (CYBERBOARD R4)', '/en/cyberboard-r4/'],
  ['info page (about us)', '/en/about-us/'],
  ['task board', '/en/dao/'],
  ['task', `/en/dao/${taskId}/`],
  ['draw', '/en/draw/seo-draw/'],
  ['number page', '/en/am-hatsu/number/'],
];
// the server renders its common pages once it listens: Lighthouse starts after that
await new Promise((r) => setTimeout(r, 20_000));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    ...(process.env.SEO_GPU ? [] : ['--disable-gpu']),
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    ...(process.env.SEO_CHROME_FLAGS ? process.env.SEO_CHROME_FLAGS.split(' ') : []),
  ],
});

/** One Lighthouse run, again (up to three times) when the trace itself failed (NO_NAVSTART). */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo'],
      ...(process.env.SEO_BLOCK ? { blockedUrlPatterns: process.env.SEO_BLOCK.split(',') } : {}),
    });
    const failed = result.lhr.runtimeError;
    if (!failed) return result;
    if (attempt === 3) throw new Error(`${url}: ${failed.message ?? failed}`);
    console.warn(`${url}: ${failed.message ?? failed}; running again`);
  }
}

const loadBefore = os.loadavg()[0];
const rows = [];
try {
  for (const [name, url] of PAGES.filter(
    ([n]) => !process.env.SEO_ONLY || n.startsWith(process.env.SEO_ONLY),
  )) {
    const { lhr } = await audit(base + url);
    // the SEO audits that failed, by id: what keeps a page below 100
    const failing = lhr.categories.seo.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
    const row = {
      name,
      url,
      seo: Math.round(lhr.categories.seo.score * 100),
      performance: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue / 1000,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      si: lhr.audits['speed-index'].numericValue / 1000,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failing,
    };
    console.log(row);
    if (process.env.SEO_DETAIL) {
      for (const id of process.env.SEO_DETAIL === '1'
        ? ['bootup-time', 'mainthread-work-breakdown', 'long-tasks', 'total-byte-weight']
        : process.env.SEO_DETAIL.split(',')) {
        const items = lhr.audits[id]?.details?.items ?? [];
        console.log(
          id,
          JSON.stringify(items.slice(0, 12), (k, v) => (typeof v === 'number' ? Math.round(v) : v)),
        );
      }
    }
    rows.push(row);
  }
} finally {
  await chrome.kill();
}

const table = [
  '| page | SEO | performance | LCP s | CLS | SEO audits failing |',
  '|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} \`${r.url.replace(String(taskId), '{id}')}\` | ${r.seo} | ${r.performance} | ${r.lcp.toFixed(2)} | ${r.cls.toFixed(3)} | ${r.failing.join(', ') || '–'} |`,
  ),
].join('\n');
writeSection(
  'seo',
  `## Found and shared (issue 34)

Run ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}, Node ${process.version},
Lighthouse 12.8 mobile preset (simulated throttling), SEO and performance, in Debian Chromium against the
production build served locally (PostgreSQL; a staff sponsor's task with a cover; a scheduled draw; the HATSU queue).
Load average (1 min) ${loadBefore.toFixed(1)} before the runs and ${os.loadavg()[0].toFixed(1)} after, on a host
shared with other work: performance under simulated throttling falls with the host's load.
Written by \`bench/seo.mjs\`.

${table}

Targets: SEO 100 and performance ≥ 95 on every page kind.`,
);
console.log(table);
stopAll();
await database.drop();
process.exit(0);
