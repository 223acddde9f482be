import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** PGlite is single-process: the server holds a pid file so tools never open the same files at once. */
function lockFile(dataDir: string) {
  return path.join(dataDir, 'server.pid');
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function holder(dataDir: string): number | undefined {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8'));
  return Number.isInteger(pid) && pid !== process.pid && alive(pid) ? pid : undefined;
}

export function assertEmbeddedDatabaseFree(dataDir: string): void {
  const pid = holder(dataDir);
  if (pid) {
    throw new Error(`the embedded database in ${dataDir} is in use by server process ${pid}; stop it first`);
  }
}

export function lockEmbeddedDatabase(dataDir: string): () => void {
  assertEmbeddedDatabaseFree(dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
