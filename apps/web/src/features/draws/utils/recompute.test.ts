import { describe, expect, it } from 'vitest';
import { checkDraw, recomputeWinners, sha256Hex } from './recompute';

// the server's vectors (apps/server/src/modules/draws/algorithm.test.ts), made with sha256sum and openssl
const SEED = '3f1c0a9e5b7d2468ace013579bdf2468ace013579bdf2468ace013579bdf2468';
const LIST = ['AMR********001', 'AMR********002', 'AMR********003', 'AMR********004', 'AMR********005'];
const DIGEST = '33fad9d3130633a0cfe8fa185592be948945d63f7a5466717d9f89f4b4477841';
const PRIZES = [
  { name_cn: '一等奖', name_en: 'First prize', quantity: 1 },
  { name_cn: '二等奖', name_en: 'Second prize', quantity: 2 },
];

describe('miao-draw-v1 in the browser', () => {
  it('gives the winners the server and the shell give', async () => {
    expect(await sha256Hex(LIST.join('\n'))).toBe(DIGEST);
    expect(await recomputeWinners(SEED, DIGEST, LIST.length, PRIZES)).toEqual([
      { position: 5, prize: 0 },
      { position: 4, prize: 1 },
      { position: 1, prize: 1 },
    ]);
  });

  it('says when the seed or the winners do not match', async () => {
    const draw = {
      seed: SEED,
      seed_hash: await sha256Hex(SEED),
      entry_list_digest: DIGEST,
      entry_count: LIST.length,
      prizes: PRIZES,
      winners: [
        { position: 5, prize: 0 },
        { position: 4, prize: 1 },
        { position: 1, prize: 1 },
      ],
    };
    expect(await checkDraw(draw)).toEqual({ seedMatches: true, winnersMatch: true });
    expect(await checkDraw({ ...draw, seed_hash: '0'.repeat(64) })).toMatchObject({ seedMatches: false });
    // one entry fewer, or another list
    expect(await checkDraw({ ...draw, entry_count: LIST.length - 1 })).toMatchObject({ winnersMatch: false });
    expect(await checkDraw({ ...draw, entry_list_digest: await sha256Hex('x') })).toMatchObject({
      winnersMatch: false,
    });
  });
});
