import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LED_CONTEST_2025 } from '@miao/contracts/events';
import { users } from '../db/schema/users';
import { seedDemo } from './demo';
import { createTestApp, type TestApp } from '../test/app';
import { checkLedger } from '../modules/coin/check';
import { client } from '../modules/tasks/test-helpers';

type Card = {
  id: number;
  user_id: number;
  title: string;
  language: string;
  status: string;
  medias: { url: string }[];
  vote_conf: { enable: boolean };
  max_reward_number: number;
  start_at: string;
  end_at: string;
};

describe('demo task board', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let cards: Card[];
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    await seedDemo(t.db, t.config, t.app.deps.storage);
    const [alice] = await t.db.select().from(users).where(eq(users.email, 'alice@example.com'));
    cards = (await api.get('/api/tasks?page_size=1000', alice!.id)).json().results;
  });
  afterAll(() => t.close());

  it('seeds a dozen tasks in cn and en, some with votes, one closed, with covers', async () => {
    expect(cards.length).toBeGreaterThanOrEqual(12);
    expect(cards.filter((c) => c.language === 'cn').length).toBeGreaterThanOrEqual(4);
    expect(cards.filter((c) => c.language === 'en').length).toBeGreaterThanOrEqual(4);
    expect(cards.filter((c) => c.status === 'closed')).toHaveLength(1);
    expect(cards.filter((c) => c.vote_conf.enable).length).toBeGreaterThanOrEqual(3);
    const withCover = cards.filter((c) => c.medias.length > 0);
    expect(withCover.length).toBeGreaterThan(3);
    const cover = await t.app.inject({ method: 'GET', url: withCover[0]!.medias[0]!.url });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
  });

  it("dates the LED 2025 contest's tasks by the calendar its info page shows (issue 18)", () => {
    const contest = cards.filter(
      (c) => c.title === 'LED light-effect contest 2025' || c.title === '2025 灯效设计大赛',
    );
    expect(contest).toHaveLength(2);
    for (const card of contest) {
      expect(Date.parse(card.start_at)).toBe(Date.parse(LED_CONTEST_2025.entries.start));
      expect(Date.parse(card.end_at)).toBe(Date.parse(LED_CONTEST_2025.entries.end));
    }
  });

  it('keeps the ledger whole: every reward in escrow', async () => {
    expect(await checkLedger(t.db)).toEqual([]);
    for (const card of cards) {
      const detail = (await api.get(`/api/tasks/${card.id}`, card.user_id)).json();
      expect(detail.remaining_number).toBe(card.max_reward_number);
    }
  });

  it('has votes cast, and the categories and tags the form needs', async () => {
    const voted = await Promise.all(
      cards
        .filter((c) => c.vote_conf.enable)
        .map(async (c) => (await api.get(`/api/tasks/${c.id}`, c.user_id)).json()),
    );
    expect(voted.some((d) => d.vote_content.vote_total_num > 0)).toBe(true);
    expect(voted.some((d) => d.vote_content.vote_list.some((o: { pic: string }) => o.pic))).toBe(true);
    const categories = (await api.get('/api/task-categories')).json();
    expect(categories.count).toBeGreaterThanOrEqual(4);
    const tags = (await api.get('/api/task-tags')).json();
    expect(tags.results.map((tag: { name: string }) => tag.name)).toContain('#LED2025');
  });

  it('lets a sponsor edit a demo task with its cover unchanged', async () => {
    const card = cards.find((c) => c.medias.length > 0)!;
    const res = await api.patch(`/api/tasks/${card.id}`, card.user_id, {
      title: `${card.title}!`,
      medias: card.medias,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
