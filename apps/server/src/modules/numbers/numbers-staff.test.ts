import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildOrder, buildQueue, entriesOf, join, passTurns, pick, status, type Auth } from './test-helpers';

describe('number queue: staff', () => {
  let t: TestApp;
  let staff: Auth;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Auth | Record<string, never> = staff) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (
    url: string,
    payload?: Record<string, unknown>,
    headers: Auth | Record<string, never> = staff,
  ) =>
    t.app.inject(
      payload === undefined ? { method: 'POST', url, headers } : { method: 'POST', url, headers, payload },
    );

  async function buyer(activity: string, name: string) {
    const user = await buildUser(t.db);
    const orderNo = await buildOrder(t.db, user.email!);
    const auth = await authHeader(t.config, user.id);
    const res = await join(t.app, activity, auth, { order_no: orderNo, email: user.email!, name });
    expect(res.statusCode, res.body).toBe(200);
    return { orderNo, auth };
  }

  it('keeps visitors and members out (401, 403) before looking at the input', async () => {
    const member = await authHeader(t.config, (await buildUser(t.db)).id);
    expect((await get('/api/staff/number-queues', {})).statusCode).toBe(401);
    expect((await get('/api/staff/number-queues', member)).statusCode).toBe(403);
    expect((await post('/api/staff/number-queues/1/entries/1/skip', undefined, member)).statusCode).toBe(403);
    expect((await get('/api/staff/number-queues/1/assignments.csv', member)).statusCode).toBe(403);
    expect((await post('/api/staff/number-queues', { activity: 'x' }, member)).json().code).toBe(
      'no_operation_permission',
    );
  });

  it('creates a queue for a product with N numbers; N cannot go below a number already held', async () => {
    const created = await post('/api/staff/number-queues', {
      activity: 'hatsu-staff',
      product_code: 'am-hatsu',
      total_numbers: 3,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ activity: 'hatsu-staff', total_numbers: 3, turns_at_once: 1 });
    const id = created.json().id as number;
    expect(
      (
        await post('/api/staff/number-queues', {
          activity: 'hatsu-staff',
          product_code: 'am-hatsu',
          total_numbers: 3,
        })
      ).json(),
    ).toMatchObject({ code: 'validation_error', fields: ['activity'] });
    expect(
      (
        await post('/api/staff/number-queues', {
          activity: 'nope',
          product_code: 'no-such-product',
          total_numbers: 3,
        })
      ).json(),
    ).toMatchObject({ code: 'validation_error', fields: ['product_code'] });
    expect(
      (
        await post('/api/staff/number-queues', {
          activity: 'big',
          product_code: 'am-hatsu',
          total_numbers: 1001,
        })
      ).json(),
    ).toMatchObject({ code: 'validation_error' });

    const a = await buyer('hatsu-staff', 'Ann');
    expect((await pick(t.app, 'hatsu-staff', a.auth, { order_no: a.orderNo, number: 3 })).statusCode).toBe(
      200,
    );
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/staff/number-queues/${id}`, headers: staff, payload });
    expect((await patch({ total_numbers: 2 })).json()).toMatchObject({
      code: 'validation_error',
      fields: ['total_numbers'],
    });
    expect((await patch({ total_numbers: 30 })).json()).toMatchObject({ total_numbers: 30 });
    const list = await get('/api/staff/number-queues');
    expect(list.json().results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id, counts: expect.objectContaining({ picked: 1 }) }),
      ]),
    );
  });

  it('skips the buyer in a turn (the next turn opens), restores them to their old place, exports the CSV', async () => {
    const queue = await buildQueue(t.db, { activity: 'hatsu-skip', total: 9 });
    const a = await buyer(queue.activity, 'Ann');
    const b = await buyer(queue.activity, '=Bob');
    const c = await buyer(queue.activity, 'Cy, "the third"');
    const [ea, eb] = await entriesOf(t.db, queue.id);
    const base = `/api/staff/number-queues/${queue.id}/entries`;

    const skipped = await post(`${base}/${ea!.id}/skip`);
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json()).toMatchObject({ status: 'skipped', turn_ends_at: null });
    expect((await status(t.app, queue.activity, b.auth, b.orderNo)).json().entry.status).toBe('turn');
    // the skipped turn cannot pick, and its job later finds the turn closed
    expect((await pick(t.app, queue.activity, a.auth, { order_no: a.orderNo, number: 1 })).json().code).toBe(
      'number_turn_not_open',
    );
    // skipping again changes nothing
    expect((await post(`${base}/${ea!.id}/skip`)).json().status).toBe('skipped');

    // restored: waiting again, ahead of those who joined later
    const restored = await post(`${base}/${ea!.id}/restore`);
    expect(restored.json()).toMatchObject({ status: 'waiting', position: 1 });
    expect((await status(t.app, queue.activity, c.auth, c.orderNo)).json().entry.position).toBe(2);

    // b picks, a gets the turn back (a second turn: its own job key)
    expect(
      (await pick(t.app, queue.activity, b.auth, { order_no: b.orderNo, number: 5, note: 'gift' }))
        .statusCode,
    ).toBe(200);
    expect((await status(t.app, queue.activity, a.auth, a.orderNo)).json().entry.status).toBe('turn');
    // a's first turn job (stale) and the second one both come due: only the second assigns
    await passTurns(t.db, queue.id);
    await t.runJobs();
    const entries = await entriesOf(t.db, queue.id);
    expect(entries.map((e) => [e.status, e.turns])).toEqual([
      ['assigned', 2],
      ['picked', 1],
      ['turn', 1],
    ]);
    // a number held cannot be skipped
    expect((await post(`${base}/${eb!.id}/skip`)).json().code).toBe('number_already_selected');
    expect((await post(`${base}/999999/skip`)).statusCode).toBe(404);

    const lines = await get(`/api/staff/number-queues/${queue.id}/entries`);
    expect(lines.json().results.map((e: { name: string; status: string }) => [e.name, e.status])).toEqual([
      ['Ann', 'assigned'],
      ['=Bob', 'picked'],
      ['Cy, "the third"', 'turn'],
    ]);

    const csv = await get(`/api/staff/number-queues/${queue.id}/assignments.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('hatsu-skip-numbers.csv');
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('number,order_no,name,email,how,note,picked_at,user_id');
    expect(rows).toHaveLength(3);
    // sorted by number; a formula start is defused
    const bobRow = rows.find((r) => r.includes(b.orderNo))!;
    expect(bobRow).toMatch(/^5,/);
    expect(bobRow).toContain(",'=Bob,");
    expect(bobRow).toContain(',picked,gift,');
    expect(rows.some((r) => r.includes(a.orderNo) && r.includes(',random,'))).toBe(true);
  });
});
