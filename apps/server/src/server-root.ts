import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this file whether it runs from src/ (tsx, vitest) or dist/ (the bundle):
 * the migrations and the web build are found from it.
 */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('apps/server root not found');
    dir = up;
  }
  return dir;
}
