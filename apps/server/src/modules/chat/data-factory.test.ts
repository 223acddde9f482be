import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_FACTORY_PROMPT_MAX } from '@miao/contracts/chat-rules';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { fakeServer, type FakeServer } from './test-helpers';

const URL_PATH = '/data-factory/run';

describe('POST /api/admin/ai/data-factory without an endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses clearly', async () => {
    const staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/ai/data-factory',
      headers: staff,
      payload: { prompt: 'ten product names' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'data_factory_not_configured',
      message: 'The data factory is not connected',
    });
  });
});

describe('POST /api/admin/ai/data-factory with an endpoint', () => {
  let t: TestApp;
  let factory: FakeServer;
  let answer: { status: number; type: string; body: string };
  beforeAll(async () => {
    factory = await fakeServer((request, response) => {
      if (request.headers.authorization !== 'Bearer factory-token-9') {
        response.writeHead(401).end();
        return;
      }
      response.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
    });
    t = await createTestApp({
      DATA_FACTORY_URL: `${factory.url}${URL_PATH}`,
      DATA_FACTORY_TOKEN: 'factory-token-9',
    });
  });
  afterAll(async () => {
    await t.close();
    await factory.close();
  });

  const run = async (headers: Record<string, string>, prompt: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/admin/ai/data-factory', headers, payload: { prompt } });

  it('sends the prompt with the factory’s own token, never the member’s, and answers its result', async () => {
    const staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
    answer = { status: 200, type: 'application/json', body: '{"result":"CYBERBOARD, HATSU"}' };
    const res = await run({ ...staff, cookie: 'miao_token=member-secret' }, '  two keyboard names  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: 'CYBERBOARD, HATSU' });
    const sent = factory.requests.at(-1)!;
    expect(sent.url.endsWith(URL_PATH)).toBe(true);
    expect(JSON.parse(sent.body.toString())).toEqual({ prompt: 'two keyboard names' });
    expect(sent.headers.authorization).toBe('Bearer factory-token-9');
    expect(sent.headers.cookie).toBeUndefined();
    expect(JSON.stringify(sent.headers)).not.toContain(staff.authorization!.replace('Bearer ', ''));

    answer = { status: 200, type: 'text/plain', body: 'plain words' };
    expect((await run(staff, 'again')).json()).toEqual({ result: 'plain words' });
  });

  it('answers a failure of the factory as its own message', async () => {
    const staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
    for (const failing of [
      { status: 500, type: 'text/plain', body: 'boom' },
      { status: 200, type: 'application/json', body: '{"nothing":1}' },
      { status: 200, type: 'application/json', body: '{not json' },
    ]) {
      answer = failing;
      const res = await run(staff, 'anything');
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe('data_factory_failed');
    }
  });

  it('refuses members without the AI workspace permission, and empty or oversized prompts', async () => {
    const before = factory.requests.length;
    const member = await authHeader(t.config, (await buildUser(t.db)).id);
    expect((await run({}, 'x')).statusCode).toBe(401);
    const refused = await run(member, 'x');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('no_operation_permission');
    const staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
    expect((await run(staff, '   ')).statusCode).toBe(422);
    expect((await run(staff, 'a'.repeat(DATA_FACTORY_PROMPT_MAX + 1))).statusCode).toBe(422);
    expect(factory.requests.length).toBe(before);
  });
});
