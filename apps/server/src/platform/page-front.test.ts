// The front answers a kept page as the app answered it, and only what the app would answer alike;
// everything else reaches the app (docs/decisions/038). Real HTTP: the front sits before Fastify's
// handler, which app.inject would skip.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { PageFront } from './page-front';

interface Site {
  app: FastifyInstance;
  front: PageFront;
  base: string;
  /** Requests that reached the app (its first hook). */
  reached: string[];
  /** The kept bodies by name, as the page cache holds them. */
  kept: Map<string, Buffer | string>;
  /** Part of every name, as the change stamp is part of a page key. */
  stamp: { value: number };
}

const sites: Site[] = [];
afterEach(async () => {
  for (const site of sites.splice(0)) await site.app.close();
});

/**
 * A small app built as app.ts builds the real one: pages under /p/<name> from a store, answered
 * with a header of their own, and kept by the front once answered (as web.ts does).
 */
async function site(options: { appendOnSend?: string } = {}): Promise<Site> {
  const front = new PageFront();
  const app = Fastify({ serverFactory: (handler, settings) => front.server(handler, settings) });
  const reached: string[] = [];
  const kept = new Map<string, Buffer | string>();
  const stamp = { value: 1 };
  const nameOf = (url: string | undefined) =>
    url?.startsWith('/p/') ? `${stamp.value}|${url.slice(3).split('?')[0]}` : undefined;
  front.source = { nameOf: (request) => nameOf(request.url), bodyOf: (name) => kept.get(name) };
  app.addHook('onRequest', (request, _reply, done) => {
    reached.push(`${request.method} ${request.url}`);
    done();
  });
  app.get('/p/:page', (request, reply) => {
    const { page } = request.params as { page: string };
    const name = nameOf(request.url)!;
    const body = kept.get(name) ?? `<p>${page} at stamp ${stamp.value}</p>`;
    kept.set(name, body);
    if (page === 'missing') return reply.status(404).send('gone');
    if (page === 'cookie') void reply.header('set-cookie', 'seen=1; Path=/');
    return reply.header('x-page', page).type('text/html; charset=utf-8').send(body);
  });
  if (options.appendOnSend !== undefined) {
    const more = options.appendOnSend;
    app.addHook('onSend', (_request, _reply, payload, done) => done(null, `${String(payload)}${more}`));
  }
  app.addHook('onResponse', (request, reply, done) => {
    const name = nameOf(request.url);
    const body = name === undefined ? undefined : kept.get(name);
    if (name !== undefined && body !== undefined) front.keep(name, reply, body);
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const made = { app, front, base: `http://127.0.0.1:${address.port}`, reached, kept, stamp };
  sites.push(made);
  return made;
}

async function get(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const headers = Object.fromEntries(response.headers);
  delete headers.date;
  return { status: response.status, headers, body: await response.text() };
}

describe('the page front', () => {
  it('answers the next request for a kept page with the same status, headers and bytes, without the app', async () => {
    const { base, reached } = await site();
    const first = await get(`${base}/p/home`);
    expect(first.status).toBe(200);
    expect(first.headers['x-page']).toBe('home');
    const again = await get(`${base}/p/home`);
    const third = await get(`${base}/p/home?from=mail`);
    expect(again).toEqual(first);
    expect(third).toEqual(first);
    expect(reached).toEqual(['GET /p/home']);
  });

  it('sends a page whose name moved (a new stamp) to the app, and repeats the new answer', async () => {
    const { base, reached, stamp } = await site();
    expect((await get(`${base}/p/home`)).body).toBe('<p>home at stamp 1</p>');
    stamp.value = 2;
    expect((await get(`${base}/p/home`)).body).toBe('<p>home at stamp 2</p>');
    expect((await get(`${base}/p/home`)).body).toBe('<p>home at stamp 2</p>');
    expect(reached).toEqual(['GET /p/home', 'GET /p/home']);
  });

  it.each([
    ['once the app begins to close', (made: Site) => made.front.stop()],
    ['when the page cache no longer holds the page', (made: Site) => made.kept.clear()],
  ])('leaves a kept page to the app %s', async (_when, change) => {
    const made = await site();
    await get(`${made.base}/p/home`);
    change(made);
    expect((await get(`${made.base}/p/home`)).status).toBe(200);
    expect(made.reached).toEqual(['GET /p/home', 'GET /p/home']);
  });

  it('never repeats an answer that set a cookie, was not a 200, or answered another method', async () => {
    const { base, reached } = await site();
    for (let i = 0; i < 2; i++) {
      expect((await get(`${base}/p/cookie`)).headers['set-cookie']).toBe('seen=1; Path=/');
      expect((await get(`${base}/p/missing`)).status).toBe(404);
    }
    await get(`${base}/p/home`);
    await get(`${base}/p/home`, { method: 'HEAD' });
    await get(`${base}/p/home`, { method: 'POST' });
    expect(reached).toEqual([
      'GET /p/cookie',
      'GET /p/missing',
      'GET /p/cookie',
      'GET /p/missing',
      'GET /p/home',
      'HEAD /p/home',
      'POST /p/home',
    ]);
  });

  it('does not keep an answer whose body a hook replaced on its way out', async () => {
    const { base, reached } = await site({ appendOnSend: '<!-- more -->' });
    expect((await get(`${base}/p/home`)).body).toBe('<p>home at stamp 1</p><!-- more -->');
    expect((await get(`${base}/p/home`)).body).toBe('<p>home at stamp 1</p><!-- more -->');
    expect(reached).toEqual(['GET /p/home', 'GET /p/home']);
  });
});
