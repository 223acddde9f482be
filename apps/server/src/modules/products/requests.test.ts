import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRequests } from '../../db/schema/products';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { csvCell, toCsv } from '../../platform/csv';

type Auth = { authorization: string };

describe('product requests', () => {
  let t: TestApp;
  let staff: Auth;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
  });
  afterAll(() => t.close());

  const member = async () => {
    const user = await buildUser(t.db);
    return { id: user.id, headers: await authHeader(t.config, user.id) };
  };
  const post = (payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/product-requests', headers, payload });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const rowsFor = async (productCode: string) =>
    Number(
      (
        await t.db
          .select({ n: count() })
          .from(productRequests)
          .where(eq(productRequests.productCode, productCode))
      )[0]!.n,
    );

  it('needs sign-in (spec 6) and writes nothing without it', async () => {
    const res = await post(
      { product_code: 'am-hatsu', nickname: 'Neon', mobile: '13800138000', email: '' },
      {},
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('sign_in_required');
    expect(await rowsFor('am-hatsu')).toBe(0);
  });

  it('saves a China-mode request, reads it back and counts it', async () => {
    const me = await member();
    const res = await post(
      {
        product_code: 'cyberboard-glacier-r2',
        nickname: '  小喵  ',
        mobile: '13912345678',
        email: 'ignored@example.com',
      },
      me.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toEqual({ id: expect.any(Number), nickname: '小喵', phone: '13912345678', email: '' });
    expect((await get('/api/product-requests/info?x=cyberboard-glacier-r2', me.headers)).json()).toEqual(
      saved,
    );
    expect((await get('/api/product-requests/count?x=cyberboard-glacier-r2', me.headers)).json()).toEqual({
      count: 1,
      has_collection: true,
    });
  });

  it('re-saves an existing request: one row, new details, same id', async () => {
    const me = await member();
    const first = await post(
      { product_code: 'cosmo-killer-r2', nickname: 'Neon', email: 'neon@example.com' },
      me.headers,
    );
    expect(first.statusCode, first.body).toBe(200);
    const again = await post(
      { product_code: 'cosmo-killer-r2', nickname: 'Neon Cat', email: 'neon.cat@example.org', mode: 'en' },
      me.headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      id: first.json().id,
      nickname: 'Neon Cat',
      phone: '',
      email: 'neon.cat@example.org',
    });
    expect(await rowsFor('cosmo-killer-r2')).toBe(1);
  });

  it('counts every member and tells each whether they requested', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    for (const who of [a, b]) {
      expect(
        (
          await post(
            { product_code: 'cybermat-r2', nickname: 'Cat', email: `m${who.id}@example.com` },
            who.headers,
          )
        ).statusCode,
      ).toBe(200);
    }
    expect((await get('/api/product-requests/count?x=cybermat-r2', a.headers)).json()).toEqual({
      count: 2,
      has_collection: true,
    });
    expect((await get('/api/product-requests/count?x=cybermat-r2', c.headers)).json()).toEqual({
      count: 2,
      has_collection: false,
    });
    const anonymous = await get('/api/product-requests/count?x=cybermat-r2');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ count: 2, has_collection: false });
    expect((await get('/api/product-requests/info?x=cybermat-r2', c.headers)).json()).toBeNull();
    expect((await get('/api/product-requests/info?x=cybermat-r2')).json()).toBeNull();
    expect((await get('/api/product-requests/count?x=never-requested')).json()).toEqual({
      count: 0,
      has_collection: false,
    });
  });

  it.each([
    ['an e-mail without a top-level part', { email: 'neon@example' }, 'input_error_email'],
    ['an e-mail with a 5-letter top-level part', { email: 'neon@example.abcde' }, 'input_error_email'],
    ['an 81-character e-mail', { email: `${'a'.repeat(69)}@example.com` }, 'input_error_email'],
    ['no e-mail overseas', { email: '' }, 'input_error_email'],
    ['a 12-digit mobile in China mode', { mode: 'cn', mobile: '138001380001' }, 'input_error_mobile'],
    ['a mobile starting 12', { mode: 'cn', mobile: '12800138000' }, 'input_error_mobile'],
    ['no mobile in China mode', { mode: 'cn', mobile: '' }, 'input_error_mobile'],
    ['a blank name', { nickname: '   ' }, 'nickname_required'],
    ['a 21-character name', { nickname: 'x'.repeat(21) }, 'validation_error'],
  ])('refuses %s and writes nothing', async (_what, change, code) => {
    const me = await member();
    const res = await post(
      { product_code: 'the-chimney-cat', nickname: 'Neon', email: 'neon@example.com', ...change },
      me.headers,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(code);
    if (code === 'validation_error') expect(res.json().fields).toEqual(['nickname']);
    expect(await rowsFor('the-chimney-cat')).toBe(0);
  });

  it('takes an 80-character e-mail and a 20-character name', async () => {
    const me = await member();
    const email = `${'a'.repeat(68)}@example.com`;
    const res = await post({ product_code: 'cybercoin', nickname: '喵'.repeat(20), email }, me.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe(email);
  });

  it('answers 404 for an unknown product', async () => {
    const me = await member();
    const res = await post(
      { product_code: 'no-such-product', nickname: 'Neon', email: 'neon@example.com' },
      me.headers,
    );
    expect(res.statusCode).toBe(404);
  });

  it('lists requests for staff only, paged and filtered', async () => {
    const me = await member();
    await post(
      { product_code: 'am-hatsu-battleship', nickname: 'Battle', email: 'battle@example.com' },
      me.headers,
    );
    expect((await get('/api/admin/product-requests')).statusCode).toBe(401);
    expect((await get('/api/admin/product-requests', me.headers)).statusCode).toBe(403);
    const res = await get('/api/admin/product-requests?product_code=am-hatsu-battleship&page_size=5', staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 1, page_number: 1, page_size: 5 });
    expect(res.json().results[0]).toMatchObject({
      product_code: 'am-hatsu-battleship',
      user_id: me.id,
      nickname: 'Battle',
      email: 'battle@example.com',
      mode: 'en',
    });
  });

  it('exports CSV for staff only, escaped and safe from formulas', async () => {
    const me = await member();
    const tricky = await member();
    await post(
      { product_code: 'time-machine', nickname: '=HYPERLINK("x")', email: 'f@example.com' },
      me.headers,
    );
    await post(
      { product_code: 'time-machine', nickname: 'Cat, "the" one', email: 'c@example.com' },
      tricky.headers,
    );
    expect((await get('/api/admin/product-requests.csv')).statusCode).toBe(401);
    expect((await get('/api/admin/product-requests.csv', me.headers)).statusCode).toBe(403);
    const res = await get('/api/admin/product-requests.csv?product_code=time-machine', staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="product-requests.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('id,product_code,user_id,nickname,phone,email,mode,create_time,update_time');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,time-machine,${me.id},"'=HYPERLINK(""x"")",,f@example.com,en,`);
    expect(lines[2]).toContain(`,"Cat, ""the"" one",,c@example.com,en,`);
  });
});

describe('csv cells', () => {
  it.each([
    ['plain', 'plain'],
    ['=1+1', "'=1+1"],
    ['+33 6', "'+33 6"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=a,b', `"'=a,b"`],
  ])('%j → %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('keeps numbers, empties and booleans as they are', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa,b\r\n1,x\r\n');
  });
});
