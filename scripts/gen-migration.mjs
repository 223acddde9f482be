#!/usr/bin/env node
// Generates a Drizzle migration from apps/server/src/db/schema under a lock, so two people generating
// at once cannot write the same migration number. Usage: node scripts/gen-migration.mjs <name>
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: gen-migration.mjs <snake_case_name>');
  process.exit(2);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
execFileSync('flock', ['/tmp/miao-drizzle.lock', 'npx', 'drizzle-kit', 'generate', '--name', name], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
});
