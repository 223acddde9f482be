#!/usr/bin/env node
// `npm start`: builds when the build is missing or older than the sources, then serves.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outputs = [
  'apps/web/dist/client/index.html',
  'apps/web/dist/server/entry-server.js',
  'apps/server/dist/server.js',
];
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/server/src',
  'apps/server/drizzle',
  'packages/contracts/src',
];

function newest(p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newest(path.join(p, name))));
}

const built = outputs.every((p) => existsSync(path.join(root, p)));
const builtAt = built ? Math.min(...outputs.map((p) => statSync(path.join(root, p)).mtimeMs)) : 0;
if (!built || Math.max(...sources.map(newest)) > builtAt) {
  console.log('[start] building…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

// Old space bounded (issue 13): without a bound V8 lets garbage grow a busy server past 500 MB
// before it collects; with it the resident size stays under 300 MB per process. SERVER_HEAP_MB changes it.
const heap = `--max-old-space-size=${Number(process.env.SERVER_HEAP_MB) || 256}`;
const server = spawn(process.execPath, [heap, 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? root },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
