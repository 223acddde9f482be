#!/usr/bin/env node
// Runs a command with TEST_DATABASE_URL pointing at a local PostgreSQL server, installing
// Debian's postgresql and starting a throw-away cluster when none is given.
// Usage: node scripts/with-postgres.mjs <command> [args...]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, chownSync } from 'node:fs';
import path from 'node:path';

const PORT = Number(process.env.MIAO_PG_PORT ?? 55432);
const DIR = process.env.MIAO_PG_DIR ?? '/tmp/miao-pg';
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function pgBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

function sh(cmd, cmdArgs, opts = {}) {
  execFileSync(cmd, cmdArgs, { stdio: 'inherit', ...opts });
}

/** postgres refuses to run as root: run its tools as the postgres user when we are root. */
function asPostgres(bin, tool, toolArgs) {
  const full = path.join(bin, tool);
  if (process.getuid?.() === 0) sh('runuser', ['-u', 'postgres', '--', full, ...toolArgs]);
  else sh(full, toolArgs);
}

let started = false;
let url = process.env.TEST_DATABASE_URL;
if (!url) {
  let bin = pgBin();
  if (!bin) {
    console.log('[pg] installing Debian postgresql');
    sh('apt-get', ['update', '-qq']);
    sh('apt-get', ['install', '-y', '-qq', 'postgresql'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    bin = pgBin();
    if (!bin) throw new Error('postgresql did not install');
  }
  const data = path.join(DIR, 'data');
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    mkdirSync(data, { recursive: true });
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chownSync(DIR, uid, gid);
      chownSync(data, uid, gid);
    }
    asPostgres(bin, 'initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-instructions',
    ]);
  }
  // asked as the postgres user: root may not read the cluster's directory and would think it stopped
  const status = [path.join(bin, 'pg_ctl'), '-D', data, 'status'];
  const running =
    (process.getuid?.() === 0
      ? spawnSync('runuser', ['-u', 'postgres', '--', ...status], { stdio: 'ignore' })
      : spawnSync(status[0], status.slice(1), { stdio: 'ignore' })
    ).status === 0;
  if (!running) {
    asPostgres(bin, 'pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(DIR, 'server.log'),
      '-w',
      '-o',
      `-p ${PORT} -k ${DIR} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off`,
      'start',
    ]);
    started = true;
  }
  url = `postgres://postgres@127.0.0.1:${PORT}/postgres`;
  process.on('exit', () => {
    if (started && !process.env.MIAO_PG_KEEP) {
      spawnSync(
        'runuser',
        ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', 'stop'],
        { stdio: 'ignore' },
      );
    }
  });
}

console.log(`[pg] TEST_DATABASE_URL=${url}`);
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
