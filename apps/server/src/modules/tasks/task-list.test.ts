import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildCategory, buildTag, buildTagGroup, buildTask, buildUser } from '../../test/factories';
import { client, hoursFromNow } from './test-helpers';

type Card = {
  id: number;
  language: string;
  status: string;
  tags: { tag_id: number }[];
  medias: { url: string }[];
};

/** Each file has its own database: these tests own every task in it. */
describe('task list, categories, tags, task record', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let all: { id: number; language: string }[];
  let author: { id: number };
  let tagA: { id: number };
  let tagB: { id: number };
  let category: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    author = await buildUser(t.db, { nickname: 'Lister' });
    tagA = await buildTag(t.db, { name: 'LED2025' });
    tagB = await buildTag(t.db, { name: 'Glacier' });
    category = await buildCategory(t.db, { name: 'Contest' });
    all = [];
    // 25 tasks: cn, en, ja in turn; every 5th tagged A, every 7th tagged B; every 4th in the category.
    for (let i = 0; i < 25; i++) {
      const language = (['cn', 'en', 'ja'] as const)[i % 3]!;
      const tagIds = [...(i % 5 === 0 ? [tagA.id] : []), ...(i % 7 === 0 ? [tagB.id] : [])];
      const task = await buildTask(t.db, {
        user: i % 2 === 0 ? author : undefined,
        title: `Task ${i}`,
        language,
        tag_ids: tagIds,
        task_category_id: i % 4 === 0 ? category.id : null,
        medias:
          i === 3
            ? ['http://localhost:3000/uploads/task/cover-a.png', 'http://localhost:3000/uploads/task/b.png']
            : [],
      });
      all.push({ id: task.id, language });
    }
    await api.post(`/api/tasks/${all[1]!.id}/close`, (await taskOwner(all[1]!.id)).id);
  });
  afterAll(() => t.close());

  const taskOwner = async (id: number) =>
    (await api.get(`/api/tasks/${id}`)).json().user_info as { id: number };
  const ids = (body: { results: Card[] }) => body.results.map((r) => r.id);
  const newestFirst = () => all.map((x) => x.id).sort((a, b) => b - a);

  it('answers the paged shape, 20 newest first by default', async () => {
    const res = await api.get('/api/tasks');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 25, page_number: 1, page_size: 20 });
    expect(ids(body)).toEqual(newestFirst().slice(0, 20));
    expect(body.results[0]).not.toHaveProperty('content');
    expect(body.results[0]).toMatchObject({
      user_info: { id: expect.any(Number) },
      chain: { coin_name: 'MIAO COIN' },
      comment_count: 0,
    });
  });

  it.each([10, 20, 50])('pages by %i', async (size) => {
    const first = (await api.get(`/api/tasks?page_size=${size}`)).json();
    expect(first.results).toHaveLength(Math.min(size, 25));
    expect(first.page_size).toBe(size);
    const second = (await api.get(`/api/tasks?page_size=${size}&page_number=2`)).json();
    expect(ids(second)).toEqual(newestFirst().slice(size, size * 2));
    expect(second.count).toBe(25);
  });

  it('counts past the last page and accepts the store reading page size of 1000', async () => {
    const past = (await api.get('/api/tasks?page_size=10&page_number=9')).json();
    expect(past).toMatchObject({ results: [], count: 25, page_number: 9 });
    expect((await api.get('/api/tasks?page_size=1000')).json().results).toHaveLength(25);
    expect((await api.get('/api/tasks?page_size=1001')).statusCode).toBe(422);
    expect((await api.get('/api/tasks?page_size=0')).statusCode).toBe(422);
    expect((await api.get('/api/tasks?page_number=0')).statusCode).toBe(422);
  });

  it('orders by id ascending on request', async () => {
    const body = (await api.get('/api/tasks?ordering=id&page_size=5')).json();
    expect(ids(body)).toEqual(newestFirst().reverse().slice(0, 5));
    expect((await api.get('/api/tasks?ordering=title')).statusCode).toBe(422);
  });

  it('filters by language (cn, en, ja; zh-cn reads as cn), trimmed', async () => {
    for (const language of ['cn', 'en', 'ja']) {
      const body = (await api.get(`/api/tasks?language=${language}&page_size=50`)).json();
      const expected = all
        .filter((x) => x.language === language)
        .map((x) => x.id)
        .sort((a, b) => b - a);
      expect(ids(body)).toEqual(expected);
      expect(body.count).toBe(expected.length);
    }
    const zh = (await api.get('/api/tasks?language=%20zh-cn%20&page_size=50')).json();
    expect(zh.results.every((r: Card) => r.language === 'cn')).toBe(true);
    expect((await api.get('/api/tasks?language=fr')).statusCode).toBe(422);
  });

  it('filters by any of tag_ids', async () => {
    const a = (await api.get(`/api/tasks?tag_ids=${tagA.id}&page_size=50`)).json();
    expect(a.count).toBe(5);
    expect(a.results.every((r: Card) => r.tags.some((tag) => tag.tag_id === tagA.id))).toBe(true);
    const both = (await api.get(`/api/tasks?tag_ids=${tagA.id},${tagB.id}&page_size=50`)).json();
    // 0..24: multiples of 5 (5) or of 7 (4), 0 in both
    expect(both.count).toBe(8);
    expect((await api.get('/api/tasks?tag_ids=1;drop')).statusCode).toBe(422);
  });

  it('filters by status, user and category', async () => {
    const closed = (await api.get('/api/tasks?status=closed')).json();
    expect(ids(closed)).toEqual([all[1]!.id]);
    expect(closed.results[0].status).toBe('closed');
    expect((await api.get('/api/tasks?status=processing')).json().count).toBe(24);
    const mine = (await api.get(`/api/tasks?user_id=${author.id}&page_size=50`)).json();
    expect(mine.count).toBe(13);
    expect(mine.results.every((r: { user_id: number }) => r.user_id === author.id)).toBe(true);
    const inCategory = (await api.get(`/api/tasks?task_category_id=${category.id}&page_size=50`)).json();
    expect(inCategory.count).toBe(7);
    expect(inCategory.results[0].category).toMatchObject({ id: category.id, name: 'Contest' });
  });

  it('keeps medias in order, cover first', async () => {
    const card = (await api.get('/api/tasks?page_size=50'))
      .json()
      .results.find((r: Card) => r.id === all[3]!.id);
    expect(card.medias).toEqual([
      { url: 'http://localhost:3000/uploads/task/cover-a.png' },
      { url: 'http://localhost:3000/uploads/task/b.png' },
    ]);
  });

  it('ignores a cache-busting timestamp', async () => {
    expect((await api.get('/api/tasks?timestamp=1700000000000')).statusCode).toBe(200);
  });

  describe('categories and tags', () => {
    it('lists categories and tags in the paged shape, page size 1000 by default', async () => {
      const categories = (await api.get('/api/task-categories')).json();
      expect(categories).toMatchObject({ page_number: 1, page_size: 1000 });
      expect(categories.results).toContainEqual({
        id: category.id,
        name: 'Contest',
        name_en: null,
        name_ja: null,
        is_public: true,
      });
      const tags = (await api.get('/api/task-tags')).json();
      expect(tags).toMatchObject({ count: 2, page_size: 1000 });
      expect(tags.results[0]).toEqual({
        id: tagA.id,
        name: 'LED2025',
        name_en: null,
        name_ja: null,
        group_id: null,
      });
    });

    it('answers the tag ids of a group and the tips of tags', async () => {
      const group = await buildTagGroup(t.db, { name: 'Contests' });
      const led = await buildTag(t.db, {
        name: '#LED2025',
        groupId: group.id,
        tips: 'One entry per person; tag required.',
      });
      const graffiti = await buildTag(t.db, {
        name: '#Graffiti',
        groupId: group.id,
        tips: 'Entries 22 June to 22 July.',
      });
      expect((await api.get(`/api/task-tags/group-ids?id=${group.id}`)).json()).toEqual([
        led.id,
        graffiti.id,
      ]);
      expect((await api.get('/api/task-tags/group-ids?id=999999')).json()).toEqual([]);
      const tips = await api.post('/api/task-tags/tips', undefined, {
        tag_ids: [graffiti.id, 999999, led.id],
      });
      expect(tips.statusCode).toBe(200);
      expect(tips.json()).toEqual([
        { tag_id: graffiti.id, tag_name: '#Graffiti', name_en: null, tips: 'Entries 22 June to 22 July.' },
        { tag_id: led.id, tag_name: '#LED2025', name_en: null, tips: 'One entry per person; tag required.' },
      ]);
    });
  });

  describe('task record', () => {
    it("answers the signed-in member's tasks and votes, by language", async () => {
      const member = await buildUser(t.db);
      const own = await buildTask(t.db, { user: member, language: 'cn', title: '我的任务' });
      const voteTask = await buildTask(t.db, {
        language: 'en',
        vote_conf: { enable: true, max_num: 2 },
        vote_content: [{ content: 'A' }, { content: 'B' }],
        start_at: hoursFromNow(-1),
      });
      const options = (await api.get(`/api/tasks/${voteTask.id}`, voteTask.userId)).json().vote_content
        .vote_list;
      expect(
        (
          await api.post('/api/votes', member.id, {
            task_id: voteTask.id,
            vote_ids: [options[1].id, options[0].id],
          })
        ).statusCode,
      ).toBe(200);

      const record = await api.get('/api/task-record', member.id);
      expect(record.statusCode).toBe(200);
      expect(record.json()).toMatchObject({
        created_count: 1,
        vote_count: 1,
        tasks: [{ id: own.id, title: '我的任务', status: 'processing', language: 'cn' }],
        votes: [{ task_id: voteTask.id, vote_ids: [options[0].id, options[1].id].sort((a, b) => a - b) }],
      });
      const en = (await api.get('/api/task-record?language=en', member.id)).json();
      expect(en).toMatchObject({ created_count: 0, vote_count: 1, tasks: [] });
      expect((await api.get('/api/task-record')).statusCode).toBe(401);
    });

    it('answers from memory until the member votes or a task changes, in any process', async () => {
      const heard = () => t.app.deps.changes.sync();
      const member = await buildUser(t.db);
      const own = await buildTask(t.db, { user: member, language: 'en', title: 'Mine' });
      const other = await buildTask(t.db, { language: 'en' });
      await heard();
      expect((await api.get('/api/task-record', member.id)).json()).toMatchObject({ vote_count: 0 });

      const reads = vi.spyOn(t.db, 'select');
      const again = await api.get('/api/task-record', member.id);
      expect(again.json()).toMatchObject({ created_count: 1, vote_count: 0 });
      expect(reads).not.toHaveBeenCalled();
      reads.mockRestore();

      // a ballot and a title written outside this process's requests (another process)
      await t.db.execute(sql`insert into vote_ballots (task_id, user_id) values (${other.id}, ${member.id})`);
      await heard();
      expect((await api.get('/api/task-record', member.id)).json()).toMatchObject({
        vote_count: 1,
        votes: [{ task_id: other.id }],
      });
      await t.db.execute(sql`update tasks set title = 'Mine, renamed' where id = ${own.id}`);
      await heard();
      expect((await api.get('/api/task-record', member.id)).json()).toMatchObject({
        tasks: [{ id: own.id, title: 'Mine, renamed' }],
      });
    });
  });
});
