import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { seedDemo } from './demo';
import { createTestApp, type TestApp } from '../test/app';
import { checkLedger } from '../modules/coin/check';
import { client } from '../modules/tasks/test-helpers';
import { balanceOf } from '../modules/coin/balances';

describe('demo conversation', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const who: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    await seedDemo(t.db, t.config, t.app.deps.storage);
    for (const email of ['admin@example.com', 'alice@example.com', 'bob@example.com']) {
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      who[email.split('@')[0]!] = user!.id;
    }
  });
  afterAll(() => t.close());

  const taskNamed = async (title: string) => {
    const cards = (await api.get('/api/tasks?page_size=1000', who.alice)).json().results as {
      id: number;
      title: string;
      comment_count: number;
    }[];
    return cards.find((c) => c.title === title)!;
  };

  it('seeds comments with replies, an image, likes and rewards, keeping the ledger whole', async () => {
    const led = await taskNamed('LED light-effect contest 2025');
    expect(led.comment_count).toBe(5);
    const tops = (await api.get(`/api/comments?object_id=${led.id}&superior_id=0`, who.bob)).json();
    expect(tops.count).toBe(3);
    const entry = tops.results.find(
      (c: { user_info: { id: number }; reply_count: number }) => c.user_info.id === who.bob,
    );
    expect(entry).toMatchObject({
      reply_count: 2,
      like_count: 3,
      reward_info: { number: 50, status: 'processing' },
    });
    // root-relative like every local upload (issue 18)
    expect(entry.content).toContain('<img src="/uploads/');
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('leaves notifications waiting, and a closed task ready for the batch reward', async () => {
    const unread = (await api.get('/api/notifications?is_read=false&page_size=1', who.bob)).json();
    expect(unread.count).toBeGreaterThanOrEqual(4);
    const graffiti = await taskNamed('Street-art keyboard graffiti contest');
    const bobBefore = await balanceOf(t.db, who.bob!, 1);
    const res = await api.patch(`/api/tasks/${graffiti.id}/reward-batch`, who.admin, undefined);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, sent_number: 100, refunded_number: 20 });
    expect(await balanceOf(t.db, who.bob!, 1)).toBe(bobBefore + 40);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
