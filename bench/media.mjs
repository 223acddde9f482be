#!/usr/bin/env node
// Staff-managed media (issue 34 item 2, decision 050): Lighthouse 12.8 (mobile settings) on a
// landing page with a staff hero photo and a slide video, and on a video guide with its film.
// Serves the existing build in production mode on a fresh PostgreSQL database; the media are
// uploaded as staff upload them (signature, form post, POST /api/admin/products/:code/media).
// Writes bench/RESULTS.md's media section. Run: npm run media -w @miao/bench (after npm run build).
/* global FormData, Blob -- Node 20's own, as fetch is */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import {
  apiClient,
  freshDatabase,
  machine,
  serverEnv,
  staffWithCoin,
  start,
  stopAll,
  waitFor,
  writeSection,
} from './lib.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = 4330;
const base = `http://127.0.0.1:${PORT}`;
const seed = path.join(root, 'apps/server/seed-media');

const database = await freshDatabase();
const env = serverEnv(database.url, PORT, { PUBLIC_URL: base });
start('apps/server/dist/server.js', env);
process.on('exit', () => stopAll());
await waitFor(`${base}/api/health`);
const { call, signIn } = apiClient(base);
const staff = await staffWithCoin({ call, signIn }, env, 'media@bench.example.com', 1);

async function upload(fileType, name, bytes) {
  const sig = await call('POST', '/api/upload/signature', staff.token, {
    file_type: fileType,
    file_name: name,
    file_prefix: 'product-media',
  });
  const form = new FormData();
  for (const [field, value] of Object.entries(sig.fields)) form.append(field, value);
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(base + sig.host, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`upload ${name} → ${res.status} ${await res.text()}`);
  return (await res.json()).url;
}

// our own picture (no one else's photo): a 2400×1600 JPEG of the accent on the page's dark
const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#15202a' } })
  .composite([
    {
      input: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><circle cx="1200" cy="800" r="560" fill="#3cf0ff" opacity="0.55"/><rect x="500" y="1250" width="1400" height="40" rx="20" fill="#e6e6ee"/></svg>',
      ),
    },
  ])
  .jpeg({ quality: 88 })
  .toBuffer();
const video = readFileSync(path.join(seed, 'cyberboard-r2_5-disassembly.mp4'));
const poster = readFileSync(path.join(seed, 'cyberboard-r2_5-disassembly-poster.png'));
const media = (body) => call('POST', '/api/admin/products/cyberboard-r2/media', staff.token, body);
await media({
  kind: 'photo',
  url: await upload('image', 'hero.jpg', photo),
  slot: 'hero',
  alt_cn: 'CYBERBOARD R2 正面',
  alt_en: 'The CYBERBOARD R2 from the front',
});
const film = {
  kind: 'video',
  url: await upload('video', 'film.mp4', video),
  poster_url: await upload('image', 'poster.png', poster),
  alt_cn: 'CYBERBOARD R2 拆装',
  alt_en: 'Taking the CYBERBOARD R2 apart',
};
await media({ ...film, slot: 'slide-2' });
await media({ ...film, slot: 'guide' });
// the server renders its common pages once it listens: Lighthouse starts after that
await new Promise((r) => setTimeout(r, 20_000));

const PAGES = [
  ['landing page with a hero photo and a slide video (CYBERBOARD R2)', '/en/cyberboard-r2/'],
  ['landing page, China mode', '/cn/cyberboard-r2/'],
  ['video guide with its film', '/en/cyberboard-r2_5/disassembly-guide/'],
];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
  ],
});
const rows = [];
// the machine's load as the runs start (TBT on a shared 2-core host moves with it)
const load = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' / ');
try {
  for (const [name, url] of PAGES) {
    let result;
    for (let attempt = 1; attempt <= 3; attempt++) {
      result = await lighthouse(base + url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result.lhr.runtimeError) break;
    }
    const audits = result.lhr.audits;
    const lcpElement =
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '';
    const row = {
      name,
      url,
      score: Math.round(result.lhr.categories.performance.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue / 1000,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      lcpElement: String(lcpElement).slice(0, 60),
      // what moved, when anything did (the first of Lighthouse's layout-shift culprits)
      shifted: audits['layout-shifts']?.details?.items?.[0]?.node?.selector ?? '',
    };
    console.log(row);
    rows.push(row);
  }
} finally {
  await chrome.kill();
}

const table = rows
  .map(
    (r) =>
      `| ${r.name} | \`${r.url}\` | ${r.score} | ${r.lcp.toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms | ${r.lcpElement} |`,
  )
  .join('\n');
writeSection(
  'media',
  `## Staff-managed media (issue 34 item 2, bench/media.mjs)

${new Date().toISOString().slice(0, 10)}, ${machine()}. Lighthouse 12.8, mobile settings (simulated slow 4G, 4× CPU), production build on
a fresh PostgreSQL database. The landing page carries a 2400×1600 staff photo on its hero (AVIF/WebP at
480/960/1600, preloaded from the head) and a video on its second slide; the guide its film (poster, metadata only).
Target: performance ≥ 95, CLS < 0.02. Load average (1/5/15 min) when the runs started: ${load}.

| page | address | performance | LCP | CLS | TBT | LCP element |
| --- | --- | ---: | ---: | ---: | ---: | --- |
${table}`,
);
stopAll();
process.exit(0);
