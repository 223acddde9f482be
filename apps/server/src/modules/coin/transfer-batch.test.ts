// The ledger's batch function speaks in names (issue 37, docs/decisions/055), and still answers a
// batch of the previous release (one-letter keys) while its processes run during a rolling upgrade.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { summarizeLedger } from './check';
import { fund } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function batch(items: unknown[]): Promise<Record<string, unknown>[]> {
  const [row] = rowsOf<{ results: Record<string, unknown>[] }>(
    await t.db.execute(sql`select miao_transfer_batch(${JSON.stringify(items)}::jsonb) as results`),
  );
  return row!.results;
}

describe('miao_transfer_batch', () => {
  it('takes items and answers under readable names', async () => {
    const sender = await buildUser(t.db);
    const recipient = await buildUser(t.db);
    await fund(t.db, sender.id, 100);
    const item = {
      sender_id: sender.id,
      idempotency_key: 'named-1',
      request_hash: 'h1',
      coin_type_id: 1,
      recipient_address: recipient.walletAddress,
      amount: 30,
      remarks: 'thanks',
      daily_send_limit: 1000,
    };
    const [done, stored, refused] = await batch([
      item,
      item,
      { ...item, idempotency_key: null, amount: 500 },
    ]);
    expect(done).toMatchObject({
      outcome: 'done',
      request_hash: 'h1',
      response: { number: 30, remarks: 'thanks' },
    });
    expect(stored).toMatchObject({ outcome: 'stored', transaction_id: done!.transaction_id });
    expect(refused).toEqual({ outcome: 'refused', code: 'coin_not_enough_to_send' });
    expect(done).not.toHaveProperty('s');
    expect((await summarizeLedger(t.db)).problems).toEqual([]);
  });

  it('answers a batch of the previous release in its one-letter keys', async () => {
    const sender = await buildUser(t.db);
    const recipient = await buildUser(t.db);
    await fund(t.db, sender.id, 100);
    const item = {
      u: sender.id,
      k: 'old-1',
      h: 'h2',
      c: 1,
      a: recipient.walletAddress,
      n: 40,
      r: '',
      l: 1000,
    };
    const [done, stored, refused] = await batch([item, item, { ...item, k: null, a: 'nobody' }]);
    expect(done).toMatchObject({ s: 'done', hash: 'h2', response: { number: 40 } });
    expect(typeof done!.id).toBe('string');
    expect(typeof done!.at).toBe('string');
    expect(stored).toMatchObject({ s: 'stored', hash: 'h2', id: done!.id });
    expect(refused).toMatchObject({ s: 'refused', code: 'wallet_address_not_found' });
    const [balance] = rowsOf<{ balance: string }>(
      await t.db.execute(
        sql`select balance::text from accounts where kind = 'user' and user_id = ${recipient.id} and coin_type_id = 1`,
      ),
    );
    expect(balance!.balance).toBe('40');
    expect((await summarizeLedger(t.db)).problems).toEqual([]);
  });
});
