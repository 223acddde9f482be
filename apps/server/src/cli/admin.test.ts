import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { findUserByAddress } from '../modules/users/accounts';
import { freshPostgresDatabase, runScript } from '../test/postgres';
import { permissionsOf } from '../platform/identity';

// The admin CLI on the configured database: PGlite in DATA_DIR, or PostgreSQL under `npm run test:pg`.
// each case runs the CLI (tsx, migrations) as a process: slow on a shared machine
describe('npm run admin', { timeout: 180_000 }, () => {
  let env: Record<string, string>;
  let drop = async () => {};
  beforeAll(async () => {
    env = {
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'miao-admin-')),
      TOKEN_SECRET: 'test-token-secret-0123456789abcdef',
      UPLOAD_SECRET: 'test-upload-secret-0123456789abcdef',
    };
    if (process.env.TEST_DATABASE_URL) {
      const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL);
      env.DATABASE_URL = fresh.url;
      drop = fresh.drop;
    }
  });
  afterAll(async () => {
    await drop();
    rmSync(env.DATA_DIR!, { recursive: true, force: true });
  });

  async function staffPermissions(address: string) {
    const config = loadConfig(env);
    const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      const user = await findUserByAddress(database.db, address);
      return user ? [...(await permissionsOf(database.db, user.id))] : undefined;
    } finally {
      await database.close();
    }
  }

  it('grants staff to an e-mail or phone, creating the account, and revokes it', async () => {
    const granted = await runScript('src/cli/admin.ts', env, ['grant-staff', 'Boss@Example.com']);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain('is now in "internal staff"');
    expect(await staffPermissions('boss@example.com')).toContain('admin.access');

    const phone = await runScript('src/cli/admin.ts', env, ['grant-staff', '13900001111']);
    expect(phone.code, phone.stderr).toBe(0);
    expect(await staffPermissions('13900001111')).toContain('task.reward');

    const revoked = await runScript('src/cli/admin.ts', env, ['revoke-staff', 'boss@example.com']);
    expect(revoked.code, revoked.stderr).toBe(0);
    const left = await staffPermissions('boss@example.com');
    expect(left).not.toContain('admin.access');
    expect(left).toContain('comment.retrieve');
  });

  it('creates the first staff account with create-staff (issue 17), and says so again when it exists', async () => {
    const created = await runScript('src/cli/admin.ts', env, ['create-staff', 'owner@shop.example']);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('created account');
    expect(await staffPermissions('owner@shop.example')).toContain('admin.access');
    const again = await runScript('src/cli/admin.ts', env, ['create-staff', 'owner@shop.example']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).not.toContain('created account');
    expect(again.stdout).toContain('is now in "internal staff"');
  });

  it('refuses an unknown command with its usage', async () => {
    const res = await runScript('src/cli/admin.ts', env, ['make-king', 'x@example.com']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('usage');
  });
});
