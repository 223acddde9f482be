import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_COUNTRY_WARNING,
  DEVICE_VERIFY_PER_ADDRESS_PER_DAY,
  DEVICE_VERIFY_PER_SN_PER_DAY,
} from '@miao/contracts/devices';
import { errors } from '@miao/contracts/errors';
import { captchaPuzzles, deviceChecks, devices } from '../../db/schema/devices';
import { POW_COUNTER_MAX, POW_COUNTER_MIN, powMultiple } from '../../platform/captcha';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { newPuzzle, solvedPass } from './test-helpers';

type Auth = { authorization: string };

const HEADER = 'sn,product_code,production_date,manufacturer,production_name,channel';
const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n');

/** The web's translation of a server message (spec 7: error.<message without dots and apostrophes>). */
function webMessage(language: 'cn' | 'en', message: string): string | undefined {
  const file = path.resolve(__dirname, `../../../../web/src/locales/${language}/error.json`);
  const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return table[message.replace(/[.']/g, '')];
}

describe('devices', () => {
  let t: TestApp;
  let staff: Auth;
  beforeAll(async () => {
    t = await createTestApp({ COUNTRY_HEADER: 'cf-ipcountry' });
    staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
  });
  afterAll(() => t.close());

  const importCsv = (text: string, dryRun: boolean, headers: Record<string, string> = staff) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/devices/import',
      headers,
      payload: { csv: text, dry_run: dryRun },
    });
  const verify = async (sn: string, options: { country?: string; ip?: string; token?: string } = {}) => {
    const client = `client-${Math.random().toString(36).slice(2, 12)}`;
    const ip = options.ip ?? '127.0.0.1';
    const token = options.token ?? (await solvedPass(t.app, t.db, client, ip));
    return t.app.inject({
      method: 'POST',
      url: '/api/devices/verify',
      remoteAddress: ip,
      headers: options.country ? { 'cf-ipcountry': options.country } : {},
      payload: { sn, client_id: client, captcha_token: token },
    });
  };
  /** A verify call with a pass already in hand, as whoever sends it. */
  const spend = (sn: string, pass: { token: string; client: string; ip: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/devices/verify',
      remoteAddress: pass.ip,
      payload: { sn, client_id: pass.client, captcha_token: pass.token },
    });
  /** A pass solved by a fresh client at `ip`. */
  const passAt = async (ip: string) => {
    const client = `client-${Math.random().toString(36).slice(2, 12)}`;
    return { token: await solvedPass(t.app, t.db, client, ip), client, ip };
  };
  const deviceCount = async () => Number((await t.db.select({ n: count() }).from(devices))[0]!.n);

  it('imports nothing for visitors or members', async () => {
    const text = csv('CB-1000,cyberboard,2023-01-05,MIAO Works,CYBERBOARD R4 batch 1,China store');
    expect((await importCsv(text, true, {})).statusCode).toBe(401);
    const member = await authHeader(t.config, (await buildUser(t.db)).id);
    expect((await importCsv(text, false, member)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/devices/summary', headers: member })).statusCode,
    ).toBe(403);
  });

  it('previews with per-row errors and saves nothing while any row is wrong', async () => {
    const text = csv(
      'cb-2000,cyberboard-r4,2024-03-01,MIAO Works,R4 batch 2,China store',
      'CB-2000,cyberboard-r4,2024-03-01,MIAO Works,R4 batch 2,China store',
      'HT-1,am-hatsu,2024-02-30,MIAO Works,HATSU,',
      'MAT-9,no-such-product,2024-01-01,,Mat,Overseas store',
      'x',
      '',
    );
    const preview = await importCsv(text, true);
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body.rows).toBe(4);
    expect(body.imported).toBe(0);
    expect(body.preview[0]).toMatchObject({ sn: 'CB-2000', product_code: 'cyberboard-r4' });
    expect(body.errors).toEqual([
      { row: 3, field: 'sn', problem: 'sn_duplicate' },
      { row: 4, field: 'production_date', problem: 'date_invalid' },
      { row: 5, field: 'product_code', problem: 'product_unknown' },
      { row: 5, field: 'manufacturer', problem: 'text_required' },
      { row: 6, field: 'row', problem: 'columns' },
    ]);
    const save = await importCsv(text, false);
    expect(save.statusCode).toBe(422);
    expect(save.json()).toMatchObject({ code: 'device_import_invalid', errors: body.errors });
    expect(await deviceCount()).toBe(0);

    const header = await importCsv('serial,product\r\nA,B', true);
    expect(header.json().errors).toEqual([{ row: 1, field: 'header', problem: 'header' }]);
  });

  it('saves every row of a clean file, refuses SNs already stored, counts per product', async () => {
    const text = csv(
      'CB-3001,cyberboard-r4,2024-03-01,MIAO Works,"CYBERBOARD R4, batch 3",China store',
      'CB-3002,cyberboard-r4,2024-03-01,MIAO Works,"CYBERBOARD R4, batch 3",China store',
      'HT-3001,am-hatsu,2024-05-20,Angry Miao Shenzhen,HATSU first run,Overseas store',
    );
    const saved = await importCsv(text, false);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ rows: 3, imported: 3, errors: [] });
    const again = await importCsv(
      csv('NEW-1,cybermat,2024-01-01,M,Mat,', 'CB-3001,cyberboard-r4,2024-03-01,M,R4,'),
      false,
    );
    expect(again.json().errors).toEqual([{ row: 3, field: 'sn', problem: 'sn_exists' }]);
    expect(await deviceCount()).toBe(3);

    const summary = (
      await t.app.inject({ method: 'GET', url: '/api/admin/devices/summary', headers: staff })
    ).json();
    expect(summary.total).toBe(3);
    expect(summary.products).toEqual([
      { product_code: 'cyberboard-r4', count: 2 },
      { product_code: 'am-hatsu', count: 1 },
    ]);
    const search = (
      await t.app.inject({ method: 'GET', url: '/api/admin/devices?sn=cb-30', headers: staff })
    ).json();
    expect(search.count).toBe(2);
    expect(search.results.map((d: { sn: string }) => d.sn).sort()).toEqual(['CB-3001', 'CB-3002']);
    expect(search.results[0].production_name).toBe('CYBERBOARD R4, batch 3');
  });

  it('verifies a found SN (any case) after the captcha and tells the date, maker and production name', async () => {
    const res = await verify(' ht-3001 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      sn: 'HT-3001',
      product_code: 'am-hatsu',
      production_date: '2024-05-20',
      manufacturer: 'Angry Miao Shenzhen',
      production_name: 'HATSU first run',
    });
  });

  it('answers device not found with the counterfeit warning, in both languages', async () => {
    const res = await verify('FAKE-0001');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'device_not_found', message: errors.device_not_found.message });
    expect(webMessage('en', errors.device_not_found.message)).toMatch(/counterfeit/);
    expect(webMessage('cn', errors.device_not_found.message)).toMatch(/假冒/);
    expect(webMessage('cn', errors.captcha_failed.message)).toBe('滑块验证失败');
    const [logged] = await t.db.select().from(deviceChecks).where(eq(deviceChecks.sn, 'FAKE-0001'));
    expect(logged).toMatchObject({ found: false });
  });

  it('needs a fresh captcha pass for every check', async () => {
    const client = 'client-pass-once';
    const token = await solvedPass(t.app, t.db, client);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/devices/verify',
      payload: { sn: 'CB-3001', client_id: client, captcha_token: token },
    });
    expect(first.statusCode).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/devices/verify',
      payload: { sn: 'CB-3001', client_id: client, captcha_token: token },
    });
    expect(reused.json().code).toBe('captcha_failed');
    const forged = await verify('CB-3001', { token: 'made-up' });
    expect(forged.json().code).toBe('captcha_failed');
    // nor for another SN
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/devices/verify',
      payload: { sn: 'HT-3001', client_id: client, captcha_token: token },
    });
    expect(elsewhere.json().code).toBe('captcha_failed');
  });

  it('spends a pass only for the client and the address that solved it', async () => {
    const owner = await passAt('10.30.0.1');
    const strangers = [
      { client: 'client-thief-1', ip: owner.ip },
      { client: owner.client, ip: '10.30.0.2' },
      { client: 'client-thief-2', ip: '10.30.0.3' },
      { client: owner.client, ip: '2001:db8:30::1' },
      { client: owner.client, ip: '::ffff:10.30.0.2' },
    ];
    for (const stranger of strangers) {
      const res = await spend('CB-3001', { ...owner, ...stranger });
      expect(res.statusCode, JSON.stringify(stranger)).toBe(422);
      expect(res.json().code).toBe('captcha_failed');
    }
    // their tries did not use it up for its owner
    expect((await spend('CB-3001', owner)).statusCode).toBe(200);
  });

  it('lets exactly one of two verifications racing with one pass through', async () => {
    const pass = await passAt('10.31.0.1');
    const checks = async () => Number((await t.db.select({ n: count() }).from(deviceChecks))[0]!.n);
    const before = await checks();
    const answers = await Promise.all([spend('CB-3001', pass), spend('HT-3001', pass)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await checks()).toBe(before + 1);
  });

  it('allows one address DEVICE_VERIFY_PER_ADDRESS_PER_DAY checks a day, however many passes it farmed', async () => {
    const ip = '10.40.0.1';
    // the attack: passes first, then twelve look-ups of guessed SNs
    const passes = [];
    for (let i = 0; i < 12; i += 1) passes.push(await passAt(ip));
    const answers = [];
    for (const [i, pass] of passes.entries()) answers.push(await spend(`GUESS-${1000 + i}`, pass));
    const allowed = answers.slice(0, DEVICE_VERIFY_PER_ADDRESS_PER_DAY);
    expect(allowed.map((r) => r.statusCode)).toEqual(allowed.map(() => 404));
    for (const refused of answers.slice(DEVICE_VERIFY_PER_ADDRESS_PER_DAY)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'device_verify_address_limit',
        message: errors.device_verify_address_limit.message,
      });
    }
    expect(webMessage('en', errors.device_verify_address_limit.message)).toMatch(/tomorrow/);
    expect(webMessage('cn', errors.device_verify_address_limit.message)).toMatch(/明天/);
    // no new puzzle for the address today, so nobody slides in vain; another address is not held up
    const puzzle = await newPuzzle(t.app, 'client-late', ip);
    expect(puzzle.statusCode).toBe(429);
    expect(puzzle.json().code).toBe('device_verify_address_limit');
    expect((await spend('CB-3001', await passAt('10.40.0.2'))).statusCode).toBe(200);
  });

  it('counts an IPv6 network as one address, whichever of its addresses asks', async () => {
    const passes = [];
    for (let i = 0; i <= DEVICE_VERIFY_PER_ADDRESS_PER_DAY; i += 1) {
      passes.push(await passAt(`2001:db8:40:1:${(i + 1).toString(16)}::1`));
    }
    const answers = [];
    for (const [i, pass] of passes.entries()) answers.push(await spend(`GUESS-6${i}`, pass));
    expect(answers.at(-1)!.json().code).toBe('device_verify_address_limit');
    expect(answers.slice(0, -1).every((r) => r.statusCode === 404)).toBe(true);
  });

  it('allows one SN DEVICE_VERIFY_PER_SN_PER_DAY checks a day from any addresses; a refused check spends nothing', async () => {
    // a label copied onto many counterfeits, checked by their buyers
    const sn = 'COPIED-0001';
    for (let i = 0; i < DEVICE_VERIFY_PER_SN_PER_DAY; i += 1) {
      const res = await spend(sn, await passAt(`10.50.${i}.1`));
      expect(res.statusCode, res.body).toBe(404);
    }
    const late = await passAt('10.50.200.1');
    const refused = await spend(sn, late);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'device_verify_sn_limit',
      message: errors.device_verify_sn_limit.message,
    });
    expect(webMessage('en', errors.device_verify_sn_limit.message)).toMatch(/tomorrow/);
    expect(webMessage('cn', errors.device_verify_sn_limit.message)).toMatch(/明天/);
    // the refusal took nothing from the address or the pass: it checks another SN
    expect((await spend('HT-3001', late)).statusCode).toBe(200);
    expect(
      Number((await t.db.select({ n: count() }).from(deviceChecks).where(eq(deviceChecks.sn, sn)))[0]!.n),
    ).toBe(DEVICE_VERIFY_PER_SN_PER_DAY);
  });

  it('asks more work of an address the more it checked today', async () => {
    const ip = '10.60.0.1';
    const counterOf = async () => {
      const { id } = (await newPuzzle(t.app, 'client-work', ip)).json<{ id: string }>();
      const [row] = await t.db
        .select({ counter: captchaPuzzles.powCounter })
        .from(captchaPuzzles)
        .where(eq(captchaPuzzles.id, id));
      return row!.counter!;
    };
    expect(await counterOf()).toBeLessThanOrEqual(POW_COUNTER_MAX);
    const checks = 6;
    for (let i = 0; i < checks; i += 1) await spend(`WORK-000${i}`, await passAt(ip));
    const counter = await counterOf();
    expect(counter).toBeGreaterThanOrEqual(POW_COUNTER_MIN * powMultiple(checks));
    expect(powMultiple(checks)).toBe(4);
  });

  it('logs the country and warns staff when one SN is checked from many countries', async () => {
    const countries = ['US', 'DE', 'JP', 'BR'].slice(0, DEVICE_COUNTRY_WARNING);
    for (const country of countries.slice(0, -1)) await verify('CB-3002', { country });
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/admin/devices/summary', headers: staff })
    ).json();
    expect(before.warnings.map((w: { sn: string }) => w.sn)).not.toContain('CB-3002');
    await verify('CB-3002', { country: countries.at(-1)! });
    await verify('CB-3002', { country: 'US' });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/devices/summary', headers: staff })
    ).json();
    expect(after.warnings).toContainEqual(
      expect.objectContaining({
        sn: 'CB-3002',
        found: true,
        countries: [...countries].sort(),
        checks: countries.length + 1,
      }),
    );
    const search = (
      await t.app.inject({ method: 'GET', url: '/api/admin/devices?sn=CB-3002', headers: staff })
    ).json();
    expect(search.results[0]).toMatchObject({
      checks: countries.length + 1,
      countries: [...countries].sort(),
    });
  });
});
