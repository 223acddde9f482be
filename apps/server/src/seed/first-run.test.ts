// Issue 17, first run: a production start on an empty database writes the reference data the
// product needs and no demo data, and a start with settings missing is refused with all of them named.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, configProblems, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { users } from '../db/schema/users';
import { tags, taskCategories } from '../db/schema/tasks';
import { freshPostgresDatabase, serverDir } from '../test/postgres';
import { ensureReferenceData } from './reference';
import { ensureStarterTaxonomy, STARTER_CATEGORIES, STARTER_TAGS } from './taxonomy';

const PRODUCTION = {
  NODE_ENV: 'production',
  TOKEN_SECRET: 'first-run-token-secret-0123456789abcdef',
  UPLOAD_SECRET: 'first-run-upload-secret-0123456789abcdef',
  PUBLIC_URL: 'https://shop.example.com',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'MIAO <no-reply@shop.example.com>',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers read field by field
const json = async (res: Response): Promise<any> => res.json();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('production settings', () => {
  it('names every missing setting at once', () => {
    const problems = configProblems({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      expect.stringMatching(/^TOKEN_SECRET/),
      expect.stringMatching(/^UPLOAD_SECRET/),
      expect.stringMatching(/^PUBLIC_URL/),
      expect.stringMatching(/^SMTP_URL or SMS_PROVIDER_URL/),
    ]);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
  });

  it('names the partners of half-configured transports and invalid values with the missing ones', () => {
    const problems = configProblems({
      NODE_ENV: 'production',
      TOKEN_SECRET: 'short',
      UPLOAD_SECRET: PRODUCTION.UPLOAD_SECRET,
      PUBLIC_URL: 'shop.example.com',
      SMTP_URL: 'smtp://mail.example.com',
      SMS_PROVIDER_URL: 'https://sms.example.com/send',
      WECHAT_APP_ID: 'wx123',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'AKIA',
      PORT: 'eighty',
    });
    const names = problems.map((p) => p.split(' ')[0]);
    expect(names).toEqual([
      'PORT',
      'TOKEN_SECRET',
      'PUBLIC_URL',
      'MAIL_FROM',
      'SMS_API_KEY',
      'WECHAT_APP_SECRET',
      'S3_ACCESS_KEY_ID',
    ]);
  });

  it('accepts a complete production setting, an SMS transport alone included', () => {
    expect(configProblems(PRODUCTION)).toEqual([]);
    const { SMTP_URL: _smtp, MAIL_FROM: _from, ...withoutMail } = PRODUCTION;
    expect(
      configProblems({ ...withoutMail, SMS_PROVIDER_URL: 'https://sms.example.com', SMS_API_KEY: 'k' }),
    ).toEqual([]);
    // development needs nothing
    expect(configProblems({})).toEqual([]);
  });
});

describe('starter taxonomy', () => {
  it('is written once per database: a second run, or one after staff removed a tag, adds nothing', async () => {
    const database = openDatabase({ dataDir: null });
    try {
      await database.migrate();
      await ensureReferenceData(database.db);
      expect(await ensureStarterTaxonomy(database.db)).toBe(true);
      const [cats] = await database.db.select({ n: count() }).from(taskCategories);
      expect(Number(cats!.n)).toBe(STARTER_CATEGORIES.length);
      await database.db.delete(tags);
      expect(await ensureStarterTaxonomy(database.db)).toBe(false);
      const [left] = await database.db.select({ n: count() }).from(tags);
      expect(Number(left!.n)).toBe(0);
    } finally {
      await database.close();
    }
  }, 180_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = (server.address() as AddressInfo) ?? { port: 0 };
      server.close(() => resolve(port));
    });
  });
}

/** `node --import tsx src/server.ts` with exactly the given settings (none inherited). */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // one process each: these tests are about separate servers (issue 13 made workers the default)
      WEB_CONCURRENCY: '1',
      OVERLOAD_EVENT_LOOP_MS: '60000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url,
    exited,
    output: () => output,
    async ready() {
      const deadline = Date.now() + 150_000;
      while (Date.now() < deadline && child.exitCode === null) {
        try {
          if ((await fetch(`${url}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await sleep(200);
      }
      throw new Error(`server did not start:\n${output}`);
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe('npm start with NODE_ENV=production', () => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'miao-first-run-'));
    if (process.env.TEST_DATABASE_URL) {
      const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL);
      databaseUrl = fresh.url;
      drop = fresh.drop;
    }
  });
  afterAll(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits non-zero naming every missing setting', async () => {
    const server = await startServer({ NODE_ENV: 'production', DATA_DIR: path.join(dataDir, 'refused') });
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain('not starting');
    for (const name of ['TOKEN_SECRET', 'UPLOAD_SECRET', 'PUBLIC_URL', 'SMTP_URL or SMS_PROVIDER_URL'])
      expect(output).toContain(name);
  }, 180_000);

  it('writes categories, tags, coin types and site links on an empty database, no demo users, twice the same', async () => {
    const env = {
      ...PRODUCTION,
      DATA_DIR: path.join(dataDir, 'served'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const counts: number[][] = [];
    let output = '';
    for (let start = 0; start < 2; start += 1) {
      const server = await startServer(env);
      try {
        await server.ready();
        const health = await json(await fetch(`${server.url}/api/health`));
        expect(health.db).toBe(databaseUrl ? 'postgres' : 'pglite');
        const categories = await json(await fetch(`${server.url}/api/task-categories`));
        const tagList = await json(await fetch(`${server.url}/api/task-tags`));
        const groups = await json(await fetch(`${server.url}/api/task-tag-groups`));
        const chains = await json(await fetch(`${server.url}/api/chains`));
        const links = await json(await fetch(`${server.url}/api/site-links`));
        // the staff-only category is not listed to visitors
        expect(categories.results.map((c: { name_en: string }) => c.name_en)).toEqual([
          'Design',
          'Events',
          'Feedback',
          'Reviews',
        ]);
        expect(categories.results[0]).toMatchObject({ name: '设计', name_ja: 'デザイン' });
        expect(tagList.count).toBe(STARTER_TAGS.length);
        expect(tagList.results).toContainEqual(
          expect.objectContaining({ name: '#LED2025', name_en: '#LED2025', name_ja: '#LED2025' }),
        );
        expect(groups.results.map((g: { name_en: string }) => g.name_en)).toEqual([
          'Contests',
          'Products',
          'Topics',
        ]);
        expect(JSON.stringify(chains)).toContain('MIAO COIN');
        expect(links.map((l: { key: string }) => l.key)).toContain('store');
        counts.push([categories.count, tagList.count, groups.count]);
      } finally {
        await server.stop();
        output += server.output();
      }
    }
    expect(counts[1]).toEqual(counts[0]);
    // issue 18: production keeps to JSON log lines, naming no demo account and no outbox
    expect(output).not.toContain('/dev/outbox');
    expect(output).not.toContain('Demo accounts');
    // no demo users, on either database
    const database = openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'served') });
    try {
      const [row] = await database.db.select({ n: count() }).from(users);
      expect(Number(row!.n)).toBe(0);
    } finally {
      await database.close();
    }
  }, 300_000);
});
