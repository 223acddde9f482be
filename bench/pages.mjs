#!/usr/bin/env node
// Page speed (issue 5): Lighthouse 12.8 (mobile settings) driving Debian's Chromium on home, one
// landing page and the task list, plus the gzipped JavaScript each page fetches before it has
// hydrated. Serves the existing build on a fresh embedded database. Writes bench/RESULTS.md's
// pages section. Run: npm run bench:pages (builds first).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = 4300;
const base = `http://localhost:${PORT}`;
const PAGES = [
  ['home', '/en/'],
  ['landing page (CYBERBOARD R4)', '/en/cyberboard-r4/'],
  ['task list', '/en/dao/'],
  ['products', '/en/products/'],
  ['sign-in', '/en/auth/login'],
];

const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'miao-pages-')),
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    // production refuses to start without its secrets (docs/decisions/017)
    TOKEN_SECRET: 'bench-token-secret-0123456789abcdef',
    UPLOAD_SECRET: 'bench-upload-secret-0123456789abcdef',
    // ... and without a transport for sign-in codes (issue 17); no mail is sent in this run
    SMTP_URL: 'smtp://127.0.0.1:2525',
    MAIL_FROM: 'MIAO <no-reply@miao.example.com>',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => server.kill('SIGTERM'));
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 200) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}
// The server renders its common pages once it listens (issue 13): Lighthouse starts after that, so
// the browser does not share the cores with the warm-up.
await new Promise((r) => setTimeout(r, 20_000));

/**
 * The JavaScript a page fetches before it is interactive: every script requested before the
 * `hydrated` mark the entry sets once React has hydrated (entry-client.tsx), from Lighthouse's own
 * network log, counted gzipped (level 9) so builds compare whatever the server's encoding.
 */
async function firstJs(lhr) {
  const mark = lhr.audits['user-timings'].details?.items?.find((item) => item.name === 'hydrated');
  if (!mark) throw new Error(`${lhr.finalDisplayedUrl}: the page never hydrated`);
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script' && item.networkRequestTime <= mark.startTime,
  );
  let total = 0;
  for (const { url } of scripts) {
    total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
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
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const failed = result.lhr.runtimeError ?? result.lhr.audits['user-timings'].errorMessage;
    if (!failed) return result;
    if (attempt === 3) throw new Error(`${url}: ${failed}`);
    console.warn(`${url}: ${failed}; running again`);
  }
}

const rows = [];
try {
  for (const [name, url] of PAGES) {
    const result = await audit(base + url);
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
      js: await firstJs(result.lhr),
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
Lighthouse 12.8 mobile preset (simulated throttling) in Debian Chromium against the production build served locally.

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
process.exit(0);
