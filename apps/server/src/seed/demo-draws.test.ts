import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicDraw } from '@miao/contracts/draws';
import { createTestApp, type TestApp } from '../test/app';
import { seedHash, winnersOf } from '../modules/draws/algorithm';
import { seedDemo } from './demo';
import { DEMO_DRAW_SEED } from './demo-draws';

describe('demo draws', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, t.config, t.app.deps.storage);
  });
  afterAll(() => t.close());

  it('has a finished rgb65 draw whose winners follow from its revealed seed', async () => {
    const draw = (await t.app.inject({ method: 'GET', url: '/api/draws/rgb65' })).json<PublicDraw>();
    expect(draw).toMatchObject({ state: 'drawn', seed: DEMO_DRAW_SEED, seed_hash: seedHash(DEMO_DRAW_SEED) });
    expect(draw.entry_count).toBe(12);
    const wins = winnersOf(draw.seed!, draw.entry_list_digest!, draw.entry_count!, draw.prizes);
    expect(wins.map((w) => w.position)).toEqual(draw.winners.map((w) => w.position));
    // the README's and the e2e test's winners
    expect(draw.winners.map((w) => [w.position, w.prize])).toEqual([
      [7, 0],
      [1, 1],
      [2, 1],
    ]);
  });

  it('answers the documented order numbers, and has an open draw', async () => {
    const lookup = async (slug: string, orderNo: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/draws/${slug}/lookup`,
          payload: { order_no: orderNo },
        })
      ).json();
    expect(await lookup('rgb65', 'RGB65-2025-0001')).toMatchObject({
      result: 'win',
      prize: 1,
      claim_open: true,
    });
    expect(await lookup('rgb65', 'RGB65-2025-0002')).toMatchObject({ result: 'win', prize: 1 });
    expect(await lookup('rgb65', 'RGB65-2025-0007')).toMatchObject({ result: 'win', prize: 0 });
    expect(await lookup('rgb65', 'RGB65-2025-0003')).toMatchObject({ result: 'not_win' });
    expect(await lookup('rgb65', 'RGB65-2025-0013')).toMatchObject({ code: 'code_not_found' });
    const open = (await t.app.inject({ method: 'GET', url: '/api/draws/rgb65-r1-5' })).json<PublicDraw>();
    expect(open).toMatchObject({ state: 'open', seed: null });
    expect(await lookup('rgb65-r1-5', 'RGB15-2025-0001')).toMatchObject({ result: 'pending' });
  });
});
