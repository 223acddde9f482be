#!/usr/bin/env node
// The JavaScript each page fetches before it is interactive (issue 5, issue 11): every script
// requested before the `hydrated` mark (entry-client.tsx), counted gzipped (level 9) so builds
// compare whatever the server's encoding. A quick check between Lighthouse runs (pages.mjs counts
// the same from Lighthouse's network log): opens each page once in Chromium against a running
// server. Run: BASE=http://localhost:4300 npm run first-js -w @miao/bench
// (the server: npm run build, then DATA_DIR=$(mktemp -d) PORT=4300 node apps/server/dist/server.js).
// Add --list to print each page's scripts.
/* global performance -- read inside the page (page.evaluate) */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const base = (process.env.BASE ?? 'http://localhost:4300').replace(/\/$/, '');
const list = process.argv.includes('--list');
const PAGES = [
  ['home', '/en/'],
  ['landing /en/cyberboard-r4/', '/en/cyberboard-r4/'],
  ['products /en/products/', '/en/products/'],
  ['task list /en/dao/', '/en/dao/'],
  ['sign-in /en/auth/login', '/en/auth/login'],
];

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 300) throw new Error(`${base} does not answer`);
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const sizes = new Map();
const gzipped = async (url) => {
  if (!sizes.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    sizes.set(url, gzipSync(body, { level: 9 }).length);
  }
  return sizes.get(url);
};

const rows = [];
try {
  for (const [name, path] of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${base}${path}`);
    await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0, null, {
      timeout: 60_000,
    });
    const scripts = await page.evaluate(() => {
      const mark = performance.getEntriesByName('hydrated')[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
        .filter((entry) => entry.startTime <= mark)
        .map((entry) => entry.name);
    });
    let total = 0;
    const parts = [];
    for (const url of [...new Set(scripts)]) {
      const size = await gzipped(url);
      total += size;
      parts.push(`    ${(size / 1024).toFixed(1).padStart(6)}  ${url.replace(/^.*\//, '')}`);
    }
    rows.push([name, Math.round(total / 102.4) / 10, scripts.length]);
    if (list) console.log(`${name}\n${parts.join('\n')}`);
    if (errors.length) console.log(`${name}: console errors:\n  ${errors.join('\n  ')}`);
    await context.close();
  }
} finally {
  await browser.close();
}

console.log('| page | first JS (gzip KB) | scripts |');
console.log('| ---- | ------------------ | ------- |');
for (const [name, kb, count] of rows) console.log(`| ${name} | ${kb.toFixed(1)} | ${count} |`);
