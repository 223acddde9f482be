// Issue 35 (decision 063): one search over products, manuals, info pages and public tasks, from
// the database's full-text index with Chinese segmented by jieba.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import { rowsOf } from '../../db/sql';
import { fund } from '../coin/test-helpers';
import { client, taskBody } from '../tasks/test-helpers';
import { queryOf } from './documents';
import { syncPages } from './service';

interface Result {
  kind: string;
  title: string;
  url: string;
  snippet: string;
}
type Answer = Record<'products' | 'manuals' | 'info' | 'tasks', Result[]>;

describe('site search', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  /** The sponsor of the last task created (one task per member and hour, spec 5). */
  let sponsor: number;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const find = async (q: string, lang: 'cn' | 'en', limit = 5) => {
    const res = await api.get(`/api/search?q=${encodeURIComponent(q)}&lang=${lang}&limit=${limit}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Answer;
  };
  const createTask = async (body: Record<string, unknown>) => {
    const user = await buildUser(t.db);
    await fund(t.db, user.id, 1000);
    sponsor = user.id;
    const res = await api.post('/api/tasks', sponsor, taskBody(body));
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };

  it('finds a product and a task by a Chinese word, segmented', async () => {
    const id = await createTask({
      title: '赛博键盘键帽配色征集',
      content: '<p>晒出你的键帽设计</p>',
      language: 'cn',
    });
    for (const word of ['键帽', '赛博']) {
      const answer = await find(word, 'cn');
      expect(answer.tasks.map((r) => r.url)).toContain(`/cn/tasks/${id}/`);
      expect(answer.products.length, word).toBeGreaterThan(0);
    }
    expect((await find('键帽', 'cn')).products.some((r) => /键帽/.test(r.title))).toBe(true);
    expect((await find('赛博', 'cn')).products.map((r) => r.url)).toContain('/cn/cyberblade/');
  });

  it('finds the R4 by "battery" in English, its manual among the manuals', async () => {
    const answer = await find('battery', 'en', 10);
    expect(answer.products.map((r) => r.url)).toContain('/en/cyberboard-r4/');
    expect(answer.manuals.map((r) => r.url)).toContain('/en/cyberboard-r4/user-manual/');
    for (const r of [...answer.products, ...answer.manuals]) expect(r.url).toMatch(/^\/en\//);
  });

  it('matches the last word as a prefix while one types', async () => {
    const answer = await find('batt', 'en', 10);
    expect(answer.manuals.map((r) => r.url)).toContain('/en/cyberboard-r4/user-manual/');
    expect(queryOf('cyberboard batt', 'en')).toMatch(/'batt':\*$/);
  });

  it('never finds a draft, and finds it once published', async () => {
    const id = await createTask({ title: 'Zorblax draft announcement', published: false });
    expect((await find('zorblax', 'en')).tasks).toEqual([]);
    const res = await api.patch(`/api/tasks/${id}`, sponsor, { published: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await find('zorblax', 'en')).tasks.map((r) => r.url)).toEqual([`/en/tasks/${id}/`]);
  });

  it('finds an edited task by its new words, not its old, and forgets it when deleted', async () => {
    const id = await createTask({ title: 'Quokka keycap contest' });
    expect((await find('quokka', 'en')).tasks).toHaveLength(1);
    const res = await api.patch(`/api/tasks/${id}`, sponsor, { title: 'Wombat keycap contest' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await find('quokka', 'en')).tasks).toEqual([]);
    expect((await find('wombat', 'en')).tasks.map((r) => r.title)).toEqual(['Wombat keycap contest']);
    expect((await api.del(`/api/tasks/${id}`, sponsor)).statusCode).toBe(204);
    expect((await find('wombat', 'en')).tasks).toEqual([]);
  });

  it('keeps tasks that are not public out', async () => {
    await createTask({ title: 'Platypus members only', public_permission: 'non_public' });
    expect((await find('platypus', 'en')).tasks).toEqual([]);
  });

  it('refuses a query too long or empty, naming the field', async () => {
    const long = await api.get(`/api/search?q=${'a'.repeat(101)}&lang=en`);
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ code: 'validation_error', fields: ['q'] });
    const blank = await api.get('/api/search?q=%20%20&lang=en');
    expect(blank.statusCode).toBe(422);
  });

  it('answers nothing for stop words only', async () => {
    const answer = await find('the', 'en');
    expect([...answer.products, ...answer.manuals, ...answer.info, ...answer.tasks]).toEqual([]);
  });

  it('writes the pages once: a second start changes nothing', async () => {
    expect(await syncPages(t.db)).toEqual({ written: 0, removed: 0 });
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from search_documents where kind <> 'task'`),
    );
    expect(row!.n).toBeGreaterThan(100);
  });

  it('uses the GIN index for the match', async () => {
    await t.db.execute(sql`set enable_seqscan = off`);
    const plan = rowsOf<Record<string, string>>(
      await t.db.execute(sql`explain select id from search_documents where tsv @@ ${"'battery'"}::tsquery`),
    )
      .map((r) => Object.values(r)[0])
      .join('\n');
    await t.db.execute(sql`set enable_seqscan = on`);
    expect(plan).toMatch(/search_documents_tsv_idx/);
  });
});
