import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { escrow } from './service';
import { fund, sendCoin } from './test-helpers';

describe('finance workspace API', () => {
  let t: TestApp;
  let finance: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    finance = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
  });
  afterAll(() => t.close());

  const get = (url: string, headers = finance) => t.app.inject({ method: 'GET', url, headers });
  const ledgerSums = async () => {
    const [row] = rowsOf<Record<string, string>>(
      await t.db.execute(sql`select
        (-coalesce(sum(balance) filter (where kind = 'mint'), 0))::text as minted,
        coalesce(sum(balance) filter (where kind = 'user'), 0)::text as in_wallets,
        coalesce(sum(balance) filter (where kind = 'escrow'), 0)::text as in_escrow
        from accounts where coin_type_id = 1`),
    );
    return {
      minted: Number(row!.minted),
      in_wallets: Number(row!.in_wallets),
      in_escrow: Number(row!.in_escrow),
    };
  };

  it('refuses visitors and members without the finance permission, every call', async () => {
    const member = await authHeader(t.config, (await buildUser(t.db)).id);
    for (const url of [
      '/api/finance/summary',
      '/api/finance/movements',
      '/api/finance/balance-records.csv',
    ]) {
      expect((await get(url, {})).statusCode).toBe(401);
      const refused = await get(url, member);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'no_operation_permission',
        message: 'No permission for this operation',
      });
    }
  });

  it('reports a supply that equals the ledger’s own sums, and the largest holders', async () => {
    const rich = await buildUser(t.db, { nickname: 'Rich' });
    const poor = await buildUser(t.db, { nickname: 'Poor' });
    await fund(t.db, rich.id, 900);
    await fund(t.db, poor.id, 40);
    await escrow(t.db, { taskId: 9001, userId: rich.id, amount: 300, coinTypeId: 1, remarks: 'pool' });
    const poorWallet = (await get('/api/balance', await authHeader(t.config, poor.id))).json().wallet_address;
    expect(
      (await sendCoin(t.app, t.config, rich.id, { coin_type_id: 1, wallet_address: poorWallet, number: 100 }))
        .statusCode,
    ).toBe(200);

    const summary = await get('/api/finance/summary');
    expect(summary.statusCode).toBe(200);
    const body = summary.json();
    expect(body.coin_name).toBe('MIAO COIN');
    expect(body.supply).toEqual(await ledgerSums());
    expect(body.supply.minted).toBe(body.supply.in_wallets + body.supply.in_escrow);
    expect(body.supply.in_escrow).toBeGreaterThanOrEqual(300);
    expect(body.ledger_check).toMatchObject({ ok: true, problems: [] });
    const holders = body.top_holders as { user_id: number; balance: number }[];
    expect(holders.find((h) => h.user_id === rich.id)?.balance).toBe(500);
    expect(holders.find((h) => h.user_id === poor.id)?.balance).toBe(140);
    expect(holders.map((h) => h.balance)).toEqual([...holders.map((h) => h.balance)].sort((a, b) => b - a));
  });

  it('sums movements by day and month, balance type and source, to the ledger’s credits', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const days = (await get(`/api/finance/movements?from=${today}&to=${today}`)).json();
    expect(days.group).toBe('day');
    const rows = days.movements as {
      period: string;
      type: string;
      source: string;
      count: number;
      amount: number;
    }[];
    expect(rows.every((row) => row.period === today)).toBe(true);
    const [credits] = rowsOf<{ type: string; amount: string; count: string }>(
      await t.db
        .execute(sql`select coalesce(sum(e.amount), 0)::text as amount, count(distinct t.id)::text as count
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        where e.amount > 0 and t.type = 'activity_grant'
          and t.effective_at >= ${today}::date::timestamptz`),
    );
    const grants = rows.filter((row) => row.type === 'activity_grant');
    expect(grants.reduce((sum, row) => sum + row.amount, 0)).toBe(Number(credits!.amount));
    expect(grants.reduce((sum, row) => sum + row.count, 0)).toBe(Number(credits!.count));
    // a transfer counts what it moved, not its zero sum
    expect(rows.find((row) => row.type === 'transfer')?.amount).toBeGreaterThanOrEqual(100);

    const months = (await get(`/api/finance/movements?group=month&from=${today}&to=${today}`)).json();
    expect(months.movements.every((row: { period: string }) => row.period === today.slice(0, 7))).toBe(true);
    const total = (list: { amount: number }[]) => list.reduce((sum, row) => sum + row.amount, 0);
    expect(total(months.movements)).toBe(total(rows));
  });

  it('refuses a period backwards, too long or not a date, and an unknown coin type', async () => {
    for (const query of ['from=2026-02-01&to=2026-01-01', 'from=2024-01-01&to=2026-01-01']) {
      const refused = await get(`/api/finance/movements?${query}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('finance_period_invalid');
    }
    expect((await get('/api/finance/movements?from=2026-13-45')).statusCode).toBe(422);
    expect((await get('/api/finance/movements?from=yesterday')).statusCode).toBe(422);
    const unknown = await get('/api/finance/summary?coin_type_id=999');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('coin_type_not_found');
  });

  it('exports the period’s balance records as CSV, formula cells defused', async () => {
    const member = await buildUser(t.db, { email: 'csv-member@example.com' });
    await fund(t.db, member.id, 7);
    await t.db.execute(
      sql`update ledger_transactions set remarks = '=HYPERLINK("x")' where id = (select max(id) from ledger_transactions)`,
    );
    const today = new Date().toISOString().slice(0, 10);
    const csv = await get(`/api/finance/balance-records.csv?from=${today}&to=${today}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`balance-records-${today}-${today}.csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'transaction_id,effective_at,type,source,remarks,account_kind,user_id,email,task_id,amount',
    );
    const mine = lines.filter((line) => line.includes('csv-member@example.com'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(mine[0]!.endsWith(',7')).toBe(true);
    // both sides of every transaction: the entries sum to zero
    // amounts are numbers, not text: a debit reads -7, not a defused '-7
    const amounts = lines.slice(1).map((line) => Number(line.split(',').at(-1)));
    expect(amounts.reduce((sum, n) => sum + n, 0)).toBe(0);
  });
});
