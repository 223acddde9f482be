import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CONTACT } from '@miao/contracts/chat';
import { chatMessages, chatUnanswered } from '../../db/schema/chat';
import { orders } from '../../db/schema/orders';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { grant } from '../coin/service';
import { purgeChat } from './service';
import { answerText, citationsOf, doneOf, parseEvents } from './test-helpers';

const ask = (t: TestApp, question: string, language: 'cn' | 'en', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers,
    payload: { messages: [{ role: 'user', content: question }], language },
  });

describe('POST /api/chat, built-in answerer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a product question citing the product page, in English', async () => {
    const res = await ask(t, 'How many USB-C ports does the CYBERCHARGE 40W charger have?', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    // the stream is written by hand, after the hooks: their security headers still go with it
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const events = parseEvents(res.body);
    expect(answerText(events)).toContain('USB-C');
    expect(citationsOf(events)).toContainEqual({ title: 'CYBERCHARGE 40W', url: '/en/cybercharge/' });
    expect(doneOf(events)).toEqual({ answerer: 'builtin', unknown: false });
    expect(events.at(-1)?.event).toBe('done');
  });

  it('answers the same question in Chinese citing the Chinese page', async () => {
    const events = parseEvents((await ask(t, 'CYBERCHARGE 40W 充电器有几个 USB-C 接口？', 'cn')).body);
    expect(answerText(events)).toContain('USB-C');
    expect(citationsOf(events).map((c) => c.url)).toContain('/cn/cybercharge/');
  });

  it('answers the deposit and shipping rules of spec 9 from the after-sales page', async () => {
    const deposit = parseEvents((await ask(t, '预售定金可以退吗？', 'cn')).body);
    expect(answerText(deposit)).toContain('20%');
    expect(citationsOf(deposit).map((c) => c.url)).toContain('/cn/after-sales/#pre-orders');
    const shipping = parseEvents((await ask(t, 'When will my pre-order ship?', 'en')).body);
    expect(answerText(shipping)).toMatch(/order its payment arrived|order they are paid/i);
    expect(citationsOf(shipping).map((c) => c.url)).toContain('/en/after-sales/#shipping');
  });

  it('says honestly that it does not know an unrelated question, with the contact of the mode', async () => {
    const en = parseEvents((await ask(t, 'What is the capital of France?', 'en')).body);
    expect(answerText(en)).toContain('could not find the answer');
    expect(answerText(en)).toContain(CHAT_CONTACT.en.text);
    expect(citationsOf(en)).toEqual([]);
    expect(doneOf(en)).toEqual({ answerer: 'builtin', unknown: true });

    const cn = parseEvents((await ask(t, '法国的首都是哪里？', 'cn')).body);
    expect(answerText(cn)).toContain('没有找到答案');
    expect(answerText(cn)).toContain('400-000-0000');
    expect(answerText(cn)).toContain('QQ');

    const counted = await t.db.select().from(chatUnanswered);
    expect(counted.map((r) => r.question)).toEqual(
      expect.arrayContaining(['What is the capital of France?', '法国的首都是哪里？']),
    );
  });

  it('refuses an empty question and a last message that is not the question', async () => {
    const empty = await ask(t, '   ', 'en');
    expect(empty.statusCode).toBe(422);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { messages: [{ role: 'assistant', content: 'hi' }], language: 'en' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('validation_error');
  });

  it('streams in more than one chunk and stops when the client goes away', async () => {
    const member = await buildUser(t.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/chat`;
    const body = (question: string) =>
      JSON.stringify({ messages: [{ role: 'user', content: question }], language: 'en' });
    const headers = { 'content-type': 'application/json', ...(await authHeader(t.config, member.id)) };

    const whole = await fetch(url, {
      method: 'POST',
      headers,
      body: body('Is the pre-order deposit refundable?'),
    });
    const reader = whole.body!.getReader();
    let chunks = 0;
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      text += new TextDecoder().decode(value);
    }
    expect(chunks).toBeGreaterThan(1);
    expect(answerText(parseEvents(text))).toContain('20%');

    const controller = new AbortController();
    const partial = await fetch(url, {
      method: 'POST',
      headers,
      body: body('How long do I have to return a product?'),
      signal: controller.signal,
    });
    const partialReader = partial.body!.getReader();
    await partialReader.read();
    controller.abort();
    // the answer stops: what was kept of it is marked stopped and has no end
    await expect
      .poll(
        async () =>
          (await t.db.select().from(chatMessages).where(eq(chatMessages.userId, member.id))).filter(
            (m) => m.role === 'assistant' && m.stopped,
          ).length,
        { timeout: 5000 },
      )
      .toBe(1);
    const [stopped] = await t.db
      .select()
      .from(chatMessages)
      .where(sql`${chatMessages.userId} = ${member.id} and ${chatMessages.stopped}`);
    expect(stopped!.content).not.toContain('The pages are linked below');
    expect(stopped!.citations).toEqual([]);
    t.app.server.closeAllConnections();
  });
});

describe('POST /api/chat for a signed-in member', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the member's own MIAO COIN balance, never another member's", async () => {
    const alice = await buildUser(t.db);
    const bob = await buildUser(t.db);
    await grant(t.db, { userId: alice.id, amount: 4242, coinTypeId: 1, remarks: 'test' });
    await grant(t.db, { userId: bob.id, amount: 777, coinTypeId: 1, remarks: 'test' });

    const mine = parseEvents(
      (await ask(t, 'What is my MIAO COIN balance?', 'en', await authHeader(t.config, alice.id))).body,
    );
    expect(answerText(mine)).toContain('MIAO COIN: 4242');
    expect(answerText(mine)).not.toContain('777');
    // naming another member changes nothing: only the asker's id reaches the answer
    const other = parseEvents(
      (
        await ask(
          t,
          `我的余额是多少？请给我 user ${bob.id} ${bob.nickname} 的余额`,
          'cn',
          await authHeader(t.config, alice.id),
        )
      ).body,
    );
    expect(answerText(other)).toContain('4242');
    expect(answerText(other)).not.toContain('777');
  });

  it('asks a visitor to sign in for the balance', async () => {
    const events = parseEvents((await ask(t, 'What is my balance?', 'en')).body);
    expect(answerText(events)).toContain('signed in');
    expect(citationsOf(events)).toEqual([{ title: 'User center', url: '/en/user-center/' }]);
  });

  it('answers "where is my order" from the member’s own orders, in both languages', async () => {
    const carol = await buildUser(t.db, { email: 'carol-orders@example.com' });
    const dave = await buildUser(t.db, { email: 'dave-orders@example.com' });
    const order = (orderNo: string, email: string, status: 'paid' | 'created') => ({
      orderNo,
      store: 'overseas' as const,
      buyerEmail: email,
      currency: 'USD',
      totalAmount: 19900,
      status,
      paidAt: status === 'paid' ? new Date('2026-10-02T08:00:00Z') : null,
      source: 'webhook' as const,
    });
    await t.db
      .insert(orders)
      .values([
        order('CHAT-CAROL-1', 'carol-orders@example.com', 'paid'),
        order('CHAT-CAROL-2', 'carol-orders@example.com', 'created'),
        order('CHAT-DAVE-1', 'dave-orders@example.com', 'paid'),
      ]);
    const en = answerText(
      parseEvents((await ask(t, 'Where is my order?', 'en', await authHeader(t.config, carol.id))).body),
    );
    expect(en).toContain('CHAT-CAROL-1: paid (paid 2026-10-02)');
    expect(en).toContain('CHAT-CAROL-2: awaiting payment');
    expect(en).not.toContain('CHAT-DAVE-1');
    const cn = answerText(
      parseEvents((await ask(t, '我的订单到哪了？', 'cn', await authHeader(t.config, dave.id))).body),
    );
    expect(cn).toContain('CHAT-DAVE-1：已付款（2026-10-02 付款）');
    expect(cn).not.toContain('CHAT-CAROL');
    const none = answerText(
      parseEvents(
        (await ask(t, 'Where is my order?', 'en', await authHeader(t.config, (await buildUser(t.db)).id)))
          .body,
      ),
    );
    expect(none).toContain('No orders are linked to your account yet.');
  });

  it('points to /verify/ and, for orders, to the user center', async () => {
    const member = await authHeader(t.config, (await buildUser(t.db)).id);
    const verify = parseEvents((await ask(t, 'How do I verify my keyboard?', 'en', member)).body);
    expect(citationsOf(verify).map((c) => c.url)).toEqual(['/en/verify/']);
    expect(answerText(verify)).toContain('SN code');
    const cnVerify = parseEvents((await ask(t, '怎么验证我的键盘是正品？', 'cn', member)).body);
    expect(citationsOf(cnVerify).map((c) => c.url)).toEqual(['/cn/verify/']);
    const order = parseEvents((await ask(t, 'Where is my order?', 'en', member)).body);
    expect(citationsOf(order).map((c) => c.url)).toContain('/en/user-center/');
  });

  it('keeps the conversation and shows it again, to its member only, for 30 days', async () => {
    const carol = await buildUser(t.db);
    const dave = await buildUser(t.db);
    const auth = await authHeader(t.config, carol.id);
    await ask(t, 'Is the pre-order deposit refundable?', 'en', auth);

    const history = await t.app.inject({ method: 'GET', url: '/api/chat/history', headers: auth });
    expect(history.statusCode).toBe(200);
    const { messages } = history.json();
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[0].content).toBe('Is the pre-order deposit refundable?');
    expect(messages[1].citations.map((c: { url: string }) => c.url)).toContain('/en/after-sales/#pre-orders');

    const others = await t.app.inject({
      method: 'GET',
      url: '/api/chat/history',
      headers: await authHeader(t.config, dave.id),
    });
    expect(others.json().messages).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/history' })).statusCode).toBe(401);

    // older than 30 days: not shown, then purged
    await t.db
      .update(chatMessages)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(chatMessages.userId, carol.id));
    const later = await t.app.inject({ method: 'GET', url: '/api/chat/history', headers: auth });
    expect(later.json().messages).toEqual([]);
    await purgeChat(t.db);
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.userId, carol.id))).toEqual([]);
  });

  it('forgets the conversation on request', async () => {
    const erin = await buildUser(t.db);
    const auth = await authHeader(t.config, erin.id);
    await ask(t, 'hello', 'en', auth);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/chat/history', headers: auth })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/chat/history', headers: auth })).json().messages,
    ).toEqual([]);
  });
});

describe('chat rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CHAT_REQUESTS_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  it('answers "Too many requests" past the limit per client address, saying when to ask again', async () => {
    // an address may be shared (an office): three visitors' worth
    for (let i = 0; i < 6; i += 1) expect((await ask(t, 'hello', 'en')).statusCode).toBe(200);
    const refused = await ask(t, 'hello', 'en');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      code: 'too_many_requests',
      message: 'Too many requests',
      retry_after: wait,
    });
  });

  it('counts a member across client addresses', async () => {
    const member = await authHeader(t.config, (await buildUser(t.db)).id);
    const from = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chat',
        remoteAddress: ip,
        headers: member,
        payload: { messages: [{ role: 'user', content: 'hello' }], language: 'en' },
      });
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.2')).statusCode).toBe(200);
    expect((await from('10.0.0.3')).statusCode).toBe(429);
  });
});

describe('POST /api/chat, the message shapes at the API edge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers spec 3 messages (author me/other, type text, data.text) as it answers { role, content }', async () => {
    const spec = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: {
        language: 'en',
        messages: [
          { author: 'me', type: 'text', data: { text: 'What battery does the CYBERBOARD R4 have?' } },
          { author: 'other', type: 'text', data: { text: 'It has a 10000mAh battery.' } },
          { author: 'me', type: 'text', data: { text: 'what about the HATSU?' } },
        ],
      },
    });
    expect(spec.statusCode).toBe(200);
    const specEvents = parseEvents(spec.body);
    // the follow-up read with the conversation: the HATSU's battery, from its page
    expect(answerText(specEvents)).toContain('5000mAh');
    expect(citationsOf(specEvents).map((c) => c.url)).toContain('/en/am-hatsu/');
    const roles = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: {
        language: 'en',
        messages: [
          { role: 'user', content: 'What battery does the CYBERBOARD R4 have?' },
          { role: 'assistant', content: 'It has a 10000mAh battery.' },
          { role: 'user', content: 'what about the HATSU?' },
        ],
      },
    });
    expect(answerText(parseEvents(roles.body))).toBe(answerText(specEvents));
  });

  it('refuses a spec message whose type is not text, and a conversation ending with the assistant', async () => {
    const image = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { messages: [{ author: 'me', type: 'image', data: { text: 'x' } }] },
    });
    expect(image.statusCode).toBe(422);
    const last = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { messages: [{ author: 'other', type: 'text', data: { text: 'hello' } }] },
    });
    expect(last.statusCode).toBe(422);
  });

  it('answers a price from the product settings at answer time, in the page currency', async () => {
    const cn = parseEvents((await ask(t, '赛博 R4 多少钱', 'cn')).body);
    expect(answerText(cn)).toContain('现货在售');
    expect(citationsOf(cn).map((c) => c.url)).toContain('/cn/cyberboard-r4/');
    await t.db.execute(
      sql`update product_settings set overseas_price_min = 31900, overseas_price_max = 31900, overseas_status = 'soldOut' where code = 'cyberboard-r4'`,
    );
    const en = answerText(parseEvents((await ask(t, 'How much is the CYBERBOARD R4?', 'en')).body));
    expect(en).toContain('$319');
    expect(en).toContain('sold out');
  });

  it('finds Chinese questions naming a product loosely (赛博 R4) on that product’s pages only', async () => {
    const events = parseEvents((await ask(t, '赛博 R4 的电池容量是多少？', 'cn')).body);
    expect(answerText(events)).toContain('10000mAh');
    const urls = citationsOf(events).map((c) => c.url);
    expect(urls).toContain('/cn/cyberboard-r4/');
    expect(urls.every((u) => u.startsWith('/cn/cyberboard-r4/'))).toBe(true);
  });
});
