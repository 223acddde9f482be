import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { deliver, EN_SECRET, orderEvent } from './test-helpers';

describe('webhook secrets staff rotate', () => {
  let t: TestApp;
  let staff: Record<string, string>;
  beforeAll(async () => {
    // the overseas store starts with the server's setting; the China store has none
    t = await createTestApp({ ORDER_WEBHOOK_SECRET_EN: EN_SECRET });
    staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
  });
  afterAll(() => t.close());

  const statuses = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/order-webhooks', headers: staff })).json();
  const rotate = (store: string, headers = staff) =>
    t.app.inject({ method: 'POST', url: `/api/admin/order-webhooks/${store}/rotate`, headers });

  it('shows where each store’s secret comes from and its last four characters, never the secret', async () => {
    const list = await statuses();
    expect(list).toEqual([
      { store: 'cn', source: 'none', ending: null, rotated_at: null, previous_valid_until: null },
      {
        store: 'overseas',
        source: 'settings',
        ending: EN_SECRET.slice(-4),
        rotated_at: null,
        previous_valid_until: null,
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(EN_SECRET);
  });

  it('refuses members and visitors', async () => {
    const member = await authHeader(t.config, (await buildUser(t.db)).id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/order-webhooks', headers: member })).statusCode,
    ).toBe(403);
    expect((await rotate('overseas', member)).statusCode).toBe(403);
    expect((await rotate('overseas', {})).statusCode).toBe(401);
    expect((await rotate('elsewhere')).statusCode).toBe(422);
  });

  it('answers a new secret once; deliveries signed with it or, for 24 hours, the previous one are applied', async () => {
    const rotated = await rotate('overseas');
    expect(rotated.statusCode).toBe(200);
    const { secret, ...status } = rotated.json();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(status).toMatchObject({ store: 'overseas', source: 'staff', ending: secret.slice(-4) });
    expect(Date.parse(status.previous_valid_until) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    expect(JSON.stringify(await statuses())).not.toContain(secret);

    expect((await deliver(t.app, orderEvent({ email: 'a@example.com' }), { secret })).statusCode).toBe(200);
    expect((await deliver(t.app, orderEvent({ email: 'b@example.com' }))).statusCode).toBe(200);
    expect((await deliver(t.app, orderEvent(), { secret: 'a-guess' })).statusCode).toBe(401);

    // once the overlap has passed, the old secret is refused
    await t.db.execute(
      sql`update order_webhook_secrets set previous_valid_until = now() - interval '1 second'`,
    );
    expect((await deliver(t.app, orderEvent())).statusCode).toBe(401);
    expect((await deliver(t.app, orderEvent(), { secret })).statusCode).toBe(200);
  });

  it('gives a store without any secret its first one; until then its deliveries are refused as not configured', async () => {
    const refused = await deliver(t.app, orderEvent(), { store: 'cn', secret: 'anything' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('webhook_not_configured');
    const { secret, previous_valid_until } = (await rotate('cn')).json();
    expect(previous_valid_until).toBeNull();
    expect((await deliver(t.app, orderEvent(), { store: 'cn', secret })).statusCode).toBe(200);
  });

  it('rotating twice keeps only the newest and the one before it', async () => {
    const first = (await rotate('overseas')).json().secret;
    const second = (await rotate('overseas')).json().secret;
    expect(second).not.toBe(first);
    expect((await deliver(t.app, orderEvent(), { secret: second })).statusCode).toBe(200);
    expect((await deliver(t.app, orderEvent(), { secret: first })).statusCode).toBe(200);
    const third = (await rotate('overseas')).json().secret;
    expect((await deliver(t.app, orderEvent(), { secret: third })).statusCode).toBe(200);
    expect((await deliver(t.app, orderEvent(), { secret: first })).statusCode).toBe(401);
  });
});
