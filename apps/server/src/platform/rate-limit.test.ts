// Request rate limits counted in batches (platform/rate-limit.ts): exact under a crowd, shared by
// processes, and the app's per-address write limit refuses with spec 8's too_many_requests.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { hit, peek, RateLimits } from './rate-limit';

describe('RateLimits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(async () => t.close());

  it('admits exactly the limit of a crowd arriving together, in arrival order, with one row', async () => {
    const limits = new RateLimits(t.db);
    const answers = await Promise.all(Array.from({ length: 30 }, () => limits.hit('crowd', 12, 60)));
    expect(answers).toEqual([...Array(12).fill(true), ...Array(18).fill(false)]);
    expect(await peek(t.db, 'crowd', 60)).toBe(30);
    const rows = await readRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from rate_limits where key = 'crowd'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('shares one count between processes (two limiters and the unbatched hit on one database)', async () => {
    const first = new RateLimits(t.db);
    const second = new RateLimits(t.db);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? first : second).hit('shared', 25, 60)),
    );
    expect(answers.filter(Boolean)).toHaveLength(25);
    expect(await hit(t.db, 'shared', 41, 60)).toBe(true);
    expect(await hit(t.db, 'shared', 41, 60)).toBe(false);
    expect(await first.hit('shared', 1000, 60)).toBe(true);
    expect(await peek(t.db, 'shared', 60)).toBe(43);
  });

  it('counts keys apart within one batch, and hits arriving during a send go in the next', async () => {
    const limits = new RateLimits(t.db);
    const a = limits.hit('key-a', 1, 60);
    const b = limits.hit('key-b', 1, 60);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [limits.hit('key-a', 1, 60), limits.hit('key-b', 2, 60)];
    expect(await Promise.all([a, b, ...later])).toEqual([true, true, false, true]);
  });

  it('refuses the writes of one address past RATE_LIMIT_PER_MINUTE, sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'POST', url: '/api/auth/sign-out', remoteAddress: '198.51.100.7' }),
      ),
    );
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toEqual({ code: 'too_many_requests', message: 'Too many requests' });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      remoteAddress: '198.51.100.8',
    });
    expect(other.statusCode).not.toBe(429);
  });
});
