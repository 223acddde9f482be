import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { formatLogLine, OneLinePerRequest, readableLogStream } from './log-format';

const TIME = /^\d\d:\d\d:\d\d /;

describe('readable log lines', () => {
  it('prints one line per request: method, path, status and ms', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: readableLogStream({ write: (text) => lines.push(text) }) },
      logController: new OneLinePerRequest(),
    });
    app.get('/en/tasks/:id', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/en/tasks/12?tab=comments' });
    await app.inject({ method: 'GET', url: '/nowhere' });
    await app.close();
    const requests = lines.filter((line) => / (GET) /.test(line));
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatch(TIME);
    expect(requests[0]).toMatch(/ GET \/en\/tasks\/12\?tab=comments 200 \d+\.\d ms\n$/);
    expect(requests[1]).toMatch(/ GET \/nowhere 404 \d+\.\d ms\n$/);
    expect(lines.join('')).not.toContain('{');
  });

  it('prints nothing per request below warn', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: readableLogStream({ write: (text) => lines.push(text) }) },
      logController: new OneLinePerRequest(),
    });
    app.get('/', async () => 'ok');
    await app.inject({ method: 'GET', url: '/' });
    app.log.warn({ job: 3 }, 'job failed; will retry');
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/ WARN job failed; will retry job=3\n$/);
  });

  it('writes other messages with their level, fields and an error’s stack', () => {
    const line = formatLogLine(
      JSON.stringify({
        level: 50,
        time: Date.now(),
        pid: 1,
        hostname: 'h',
        msg: 'maintenance failed',
        err: { message: 'boom', stack: 'Error: boom\n    at x' },
      }),
    );
    expect(line).toMatch(/ ERROR maintenance failed\n {2}Error: boom\n {4}at x\n$/);
    expect(
      formatLogLine(JSON.stringify({ level: 30, msg: 'page cache warmed', pages: 22, ms: 900 })),
    ).toMatch(/ page cache warmed pages=22 ms=900\n$/);
    expect(formatLogLine('not json')).toBe('not json\n');
  });

  it('is the default outside production; production keeps JSON lines', () => {
    const base = {
      DATA_DIR: '/tmp/miao-log-format',
      TOKEN_SECRET: 'x'.repeat(32),
      UPLOAD_SECRET: 'y'.repeat(32),
    };
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(loadConfig({ ...base, NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.example.com',
        SMTP_URL: 'smtp://localhost:25',
        MAIL_FROM: 'MIAO <no-reply@shop.example.com>',
      }).logFormat,
    ).toBe('json');
  });
});
