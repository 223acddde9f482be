// Makes the demo seed's guide videos and posters (decision 050) from our own drawings: the art
// files the web build writes (apps/web/dist/client/art, scripts/write-art-files.mjs). One still per
// chapter (the drawing, the chapter's number and a progress bar) at one frame a second, so the
// chapter times of the guide pages (content/info/videos) are real places in the film, and the file
// stays small. Needs ffmpeg (`apt-get install -y ffmpeg`) and is run by hand, not at seed time:
//   npm run build -w @miao/web && node apps/server/seed-media/make-seed-media.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const artDir = path.resolve(here, '../../web/dist/client/art');
const art = (prefix) => {
  const file = readdirSync(artDir).find((name) => name.startsWith(prefix) && name.endsWith('.svg'));
  if (!file) throw new Error(`no ${prefix}*.svg in ${artDir}: build the web first`);
  return readFileSync(path.join(artDir, file));
};

const GUIDES = [
  // content/info/videos/disassembly-guide.ts: chapter starts and length (seconds)
  {
    name: 'cyberboard-r2_5-disassembly',
    art: 'keyboard-',
    accent: '#3cf0ff',
    duration: 515,
    chapters: [0, 42, 128, 205, 262, 340, 430],
  },
  // content/info/videos/carpio-user-guide.ts
  {
    name: 'carpio-user-guide',
    art: 'mat-',
    accent: '#ff7a3c',
    duration: 236,
    chapters: [0, 38, 95, 140, 192],
  },
];
const W = 640;
const H = 360;

async function still(drawing, accent, chapter, count, progress) {
  const picture = await sharp(drawing, { density: 144 })
    .resize({ width: 460, height: 230, fit: 'inside' })
    .png()
    .toBuffer();
  const overlay = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <text x="32" y="58" font-family="DejaVu Sans Mono, monospace" font-size="34" fill="${accent}">${String(chapter + 1).padStart(2, '0')}<tspan fill="#8a8a96" font-size="20"> / ${String(count).padStart(2, '0')}</tspan></text>
    <rect x="32" y="${H - 30}" width="${W - 64}" height="4" rx="2" fill="#26262e"/>
    <rect x="32" y="${H - 30}" width="${Math.round((W - 64) * progress)}" height="4" rx="2" fill="${accent}"/>
  </svg>`);
  return sharp({ create: { width: W, height: H, channels: 3, background: '#0b0b10' } })
    .composite([
      { input: picture, gravity: 'center' },
      { input: overlay, top: 0, left: 0 },
    ])
    .png()
    .toBuffer();
}

for (const guide of GUIDES) {
  const work = mkdtempSync(path.join(tmpdir(), 'seed-media-'));
  const drawing = art(guide.art);
  const list = [];
  for (const [i, at] of guide.chapters.entries()) {
    const end = guide.chapters[i + 1] ?? guide.duration;
    const file = path.join(work, `c${i}.png`);
    writeFileSync(file, await still(drawing, guide.accent, i, guide.chapters.length, end / guide.duration));
    list.push(`file '${file}'`, `duration ${end - at}`);
    if (i === 0) writeFileSync(path.join(here, `${guide.name}-poster.png`), readFileSync(file));
  }
  list.push(`file '${path.join(work, `c${guide.chapters.length - 1}.png`)}'`);
  writeFileSync(path.join(work, 'list.txt'), list.join('\n'));
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    path.join(work, 'list.txt'),
    '-vf',
    'fps=1,format=yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-tune',
    'stillimage',
    // a key frame at every chapter start (a chapter button seeks there at once) and each minute
    '-crf',
    '32',
    '-g',
    '60',
    '-force_key_frames',
    guide.chapters.join(','),
    '-movflags',
    '+faststart',
    '-an',
    path.join(here, `${guide.name}.mp4`),
  ]);
  rmSync(work, { recursive: true, force: true });
}
