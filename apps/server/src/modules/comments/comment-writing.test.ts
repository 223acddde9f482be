import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema/tasks';
import { rowsOf } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/app';
import { buildComment, buildTask, buildUser } from '../../test/factories';
import { client } from '../tasks/test-helpers';
import { conversationState, htmlOfLength, OWN_IMAGE, withoutPermissions } from './test-helpers';
import { notifications } from '../../db/schema/notifications';

type Comment = {
  id: number;
  content: string;
  user_info: { id: number; nickname: string; avatar: string };
  superior_id: number;
  superior_user_info: { id: number } | null;
  top_id: number;
  reply_count: number;
  like_count: number;
  is_like: boolean;
  is_deleted: boolean;
  mention_user_ids: number[];
  reward_info: unknown;
};

describe('writing comments and replies', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  const send = (userId: number | undefined, body: Record<string, unknown>) =>
    api.post('/api/comments', userId, {
      content_type: 'coin_task',
      mention_user_ids: [],
      superior_id: 0,
      ...body,
    });
  const commentCount = async (taskId: number) =>
    (await t.db.select({ n: tasks.commentCount }).from(tasks).where(eq(tasks.id, taskId)))[0]!.n;
  const list = async (query: string, userId?: number) => {
    const res = await api.get(`/api/comments?content_type=coin_task&${query}`, userId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { results: Comment[]; count: number; page_number: number; page_size: number };
  };
  const notesOf = (userId: number) =>
    t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id));

  /** Expects the refusal and that nothing was written. */
  const refused = async (
    call: () => Promise<{ statusCode: number; json(): unknown; body: string }>,
    status: number,
    body: Record<string, unknown>,
  ) => {
    const before = await conversationState(t.db);
    const res = await call();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject(body);
    expect(await conversationState(t.db)).toEqual(before);
  };

  it('writes a top-level comment: the spec 3 shape, comment_count, and the sponsor notified', async () => {
    const task = await buildTask(t.db);
    const bob = await buildUser(t.db, { nickname: 'Bob' });
    const res = await send(bob.id, { content: '<p>Nice <strong>task</strong></p>', object_id: task.id });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      content: '<p>Nice <strong>task</strong></p>',
      user_info: { id: bob.id, nickname: 'Bob', avatar: '' },
      superior_id: 0,
      superior_user_info: null,
      top_id: 0,
      reply_count: 0,
      like_count: 0,
      is_like: false,
      is_deleted: false,
      create_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      update_time: expect.any(String),
      content_type: 'coin_task',
      object_id: task.id,
      mention_user_ids: [],
      reward_info: null,
    });
    // the answer is the comment as its author reads it afterwards
    expect((await api.get(`/api/comments/${created.id}`, bob.id)).json()).toEqual(created);
    expect(await commentCount(task.id)).toBe(1);
    expect((await api.get(`/api/tasks/${task.id}`)).json().comment_count).toBe(1);
    const [note] = await notesOf(task.userId);
    expect(note).toMatchObject({
      actorId: bob.id,
      action: 'comment',
      commentId: created.id,
      taskId: task.id,
    });
  });

  it('accepts ids as digit strings (form values)', async () => {
    const task = await buildTask(t.db);
    const res = await send(task.userId, {
      content: '<p>x</p>',
      object_id: String(task.id),
      superior_id: '0',
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('sanitises: script, event handlers, javascript: links and foreign media removed; links nofollow', async () => {
    const task = await buildTask(t.db);
    const res = await send(task.userId, {
      object_id: task.id,
      content:
        '<p>hi<script>alert(1)</script></p>' +
        `<p><img src="${OWN_IMAGE}" onerror="alert(2)"><img src="https://evil.example.com/x.png"></p>` +
        '<p><a href="javascript:alert(3)">bad</a> <a href="https://example.com/" onclick="x()" rel="opener">good</a></p>' +
        '<p><code>x &lt; y</code><iframe src="https://evil.example.com"></iframe><span style="color:red">s</span></p>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const html = res.json().content as string;
    expect(html).not.toMatch(/script|alert|onerror|onclick|javascript:|evil|iframe|style=/);
    expect(html).toContain(`<img src="${OWN_IMAGE}" />`);
    expect(html).toContain('<a target="_blank" rel="noopener nofollow">bad</a>');
    expect(html).toContain('<a href="https://example.com/" target="_blank" rel="noopener nofollow">good</a>');
    expect(html).toContain('<code>x &lt; y</code>');
    expect(html).toContain('s</p>');
  });

  it('takes exactly 2000 characters of HTML and refuses 2001 (comment_too_long), writing nothing', async () => {
    const task = await buildTask(t.db);
    const ok = await send(task.userId, { object_id: task.id, content: htmlOfLength(2000) });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().content).toHaveLength(2000);
    // characters, not UTF-16 units: 2000 of them in Chinese or emoji pass too
    const wide = await send(task.userId, { object_id: task.id, content: htmlOfLength(2000, '😀') });
    expect(wide.statusCode, wide.body).toBe(201);
    const tooLong = { code: 'comment_too_long', message: 'Max 2000 characters' };
    await refused(() => send(task.userId, { object_id: task.id, content: htmlOfLength(2001) }), 422, tooLong);
    // too long as sent, even though sanitising would shorten it
    await refused(
      () =>
        send(task.userId, { object_id: task.id, content: `<p>x</p><script>${'a'.repeat(1995)}</script>` }),
      422,
      tooLong,
    );
    // too long as stored: links grow by their target and rel
    const links = '<p><a href="https://a.example/">l</a></p>'.repeat(48);
    expect(links.length).toBeLessThanOrEqual(2000);
    await refused(() => send(task.userId, { object_id: task.id, content: links }), 422, tooLong);
  });

  it('refuses blank content unless an image is embedded', async () => {
    const task = await buildTask(t.db);
    for (const content of [
      '',
      '   ',
      '<p>  </p>',
      '<p>&nbsp;</p><p><br></p>',
      `<p><img src="https://evil.example.com/a.png"></p>`,
      '<script>x</script>',
    ]) {
      await refused(() => send(task.userId, { object_id: task.id, content }), 422, {
        code: 'validation_error',
        fields: ['content'],
      });
    }
    const image = await send(task.userId, { object_id: task.id, content: `<p><img src="${OWN_IMAGE}"></p>` });
    expect(image.statusCode, image.body).toBe(201);
    const video = await send(task.userId, {
      object_id: task.id,
      content: `<video src="${OWN_IMAGE.replace('png', 'mp4')}" controls></video>`,
    });
    expect(video.statusCode, video.body).toBe(201);
  });

  it('refuses null characters anywhere in the body', async () => {
    const task = await buildTask(t.db);
    const body = { code: 'null_character', message: 'Null characters are not allowed' };
    await refused(() => send(task.userId, { object_id: task.id, content: '<p>a\u0000b</p>' }), 422, body);
    await refused(
      () =>
        send(task.userId, {
          object_id: task.id,
          content: '<p><a href="https://example.com/\u0000">a</a></p>',
        }),
      422,
      body,
    );
    const mine = await buildComment(t.db, { task, user: { id: task.userId } });
    await refused(() => api.patch(`/api/comments/${mine.id}`, task.userId, { content: '\u0000' }), 422, body);
  });

  it('needs sign-in, comment.retrieve, and comment.mention to mention; mentions must be users', async () => {
    const task = await buildTask(t.db);
    await refused(() => send(undefined, { object_id: task.id, content: '<p>x</p>' }), 401, {
      code: 'sign_in_required',
    });
    const bare = await buildUser(t.db);
    await withoutPermissions(t.db, bare.id);
    await refused(() => send(bare.id, { object_id: task.id, content: '<p>x</p>' }), 403, {
      code: 'no_operation_permission',
    });
    // comment.retrieve only
    const quiet = await buildUser(t.db);
    await t.db.execute(sql`delete from user_groups where user_id = ${quiet.id}`);
    await t.db.execute(sql`insert into groups (name) values ('commenters') on conflict do nothing`);
    await t.db.execute(sql`insert into group_permissions (group_id, permission_id)
      select g.id, p.id from groups g, permissions p where g.name = 'commenters' and p.resource = 'comment' and p.action = 'retrieve'
      on conflict do nothing`);
    await t.db.execute(
      sql`insert into user_groups (user_id, group_id) select ${quiet.id}, id from groups where name = 'commenters'`,
    );
    const other = await buildUser(t.db);
    await refused(
      () => send(quiet.id, { object_id: task.id, content: '<p>x</p>', mention_user_ids: [other.id] }),
      403,
      {
        code: 'no_operation_permission',
      },
    );
    expect((await send(quiet.id, { object_id: task.id, content: '<p>x</p>' })).statusCode).toBe(201);

    const member = await buildUser(t.db);
    await refused(
      () =>
        send(member.id, { object_id: task.id, content: '<p>x</p>', mention_user_ids: [other.id, 999_999] }),
      422,
      { code: 'validation_error', fields: ['mention_user_ids'] },
    );
    const ok = await send(member.id, {
      object_id: task.id,
      content: '<p>@x</p>',
      mention_user_ids: [other.id, other.id],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().mention_user_ids).toEqual([other.id]);
    // mentions are shown to signed-in readers only (spec 6)
    const anonymous = await list(`object_id=${task.id}`);
    expect(anonymous.results.find((c) => c.id === ok.json().id)!.mention_user_ids).toEqual([]);
  });

  it('refuses comments and replies on a closed task, with replies disabled, or invisible', async () => {
    const task = await buildTask(t.db);
    const top = await buildComment(t.db, { task });
    const bob = await buildUser(t.db);
    expect((await api.post(`/api/tasks/${task.id}/close`, task.userId, {})).statusCode).toBe(200);
    const disabled = { code: 'replies_disabled', message: 'The task has disabled the reply function' };
    await refused(() => send(bob.id, { object_id: task.id, content: '<p>late</p>' }), 403, disabled);
    await refused(
      () => send(bob.id, { object_id: task.id, content: '<p>late</p>', superior_id: top.id }),
      403,
      disabled,
    );

    const noReplies = await buildTask(t.db);
    const first = await buildComment(t.db, { task: noReplies });
    await api.post(`/api/tasks/${noReplies.id}/close`, noReplies.userId, { disable_reply: true });
    expect((await api.get(`/api/tasks/${noReplies.id}`)).json().reply_disabled).toBe(true);
    await refused(
      () => send(bob.id, { object_id: noReplies.id, content: '<p>x</p>', superior_id: first.id }),
      403,
      disabled,
    );

    const hidden = await buildTask(t.db, { public_permission: 'non_public' });
    const gone = await buildTask(t.db);
    await api.del(`/api/tasks/${gone.id}`, gone.userId);
    const inaccessible = { code: 'task_inaccessible', message: 'Task deleted or inaccessible' };
    await refused(() => send(bob.id, { object_id: hidden.id, content: '<p>x</p>' }), 404, inaccessible);
    await refused(() => send(bob.id, { object_id: gone.id, content: '<p>x</p>' }), 404, inaccessible);
    await refused(() => send(bob.id, { object_id: 2_000_000, content: '<p>x</p>' }), 404, inaccessible);
    // the sponsor of a non-public task may comment on it
    expect((await send(hidden.userId, { object_id: hidden.id, content: '<p>mine</p>' })).statusCode).toBe(
      201,
    );
  });

  it('threads replies: top_id, superior_user_info, reply_count and reply notifications', async () => {
    const task = await buildTask(t.db);
    const alice = await buildUser(t.db, { nickname: 'Alice' });
    const bob = await buildUser(t.db, { nickname: 'Bob' });
    const top = await buildComment(t.db, { task, user: alice });
    const reply = await send(bob.id, { object_id: task.id, content: '<p>re</p>', superior_id: top.id });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({
      superior_id: top.id,
      top_id: top.id,
      superior_user_info: { id: alice.id, nickname: 'Alice' },
    });
    const nested = await send(alice.id, {
      object_id: task.id,
      content: '<p>re re</p>',
      superior_id: reply.json().id,
    });
    expect(nested.json()).toMatchObject({
      superior_id: reply.json().id,
      top_id: top.id,
      superior_user_info: { id: bob.id, nickname: 'Bob' },
    });
    const thread = await list(`object_id=${task.id}&top_id=${top.id}&ordering=id`);
    expect(thread.results.map((c) => c.id)).toEqual([reply.json().id, nested.json().id]);
    const tops = await list(`object_id=${task.id}&superior_id=0`);
    expect(tops.results.map((c) => [c.id, c.reply_count])).toEqual([[top.id, 2]]);
    expect(await commentCount(task.id)).toBe(3);
    expect((await notesOf(alice.id))[0]).toMatchObject({
      action: 'reply',
      actorId: bob.id,
      commentId: reply.json().id,
      originalCommentId: top.id,
    });
    expect((await notesOf(bob.id))[0]).toMatchObject({
      action: 'reply',
      actorId: alice.id,
      originalCommentId: reply.json().id,
    });

    const elsewhere = await buildTask(t.db);
    await refused(
      () => send(bob.id, { object_id: elsewhere.id, content: '<p>x</p>', superior_id: top.id }),
      422,
      {
        code: 'validation_error',
        fields: ['superior_id'],
      },
    );
    await refused(
      () => send(bob.id, { object_id: task.id, content: '<p>x</p>', superior_id: 1_999_999 }),
      422,
      {
        fields: ['superior_id'],
      },
    );
  });

  it('keeps the counters exact through a crowd of comments, replies and deletes racing a close', async () => {
    const task = await buildTask(t.db);
    const people = await Promise.all(Array.from({ length: 6 }, () => buildUser(t.db)));
    const top = await buildComment(t.db, { task, user: people[0]! });
    await t.db.update(tasks).set({ commentCount: 1 }).where(eq(tasks.id, task.id));
    const early = await Promise.all(
      people.map((p) => send(p.id, { object_id: task.id, content: '<p>early</p>', superior_id: top.id })),
    );
    early.forEach((res) => expect(res.statusCode, res.body).toBe(201));

    const writes = Array.from({ length: 40 }, (_, i) => {
      const who = people[i % people.length]!;
      if (i % 8 === 3) {
        // the author deletes one of the early replies while others write
        const mine = early.find((res) => res.json().user_info.id === who.id)!;
        return api.del(`/api/comments/${mine.json().id}`, who.id);
      }
      return send(who.id, {
        object_id: task.id,
        content: `<p>crowd ${i}</p>`,
        superior_id: i % 2 === 0 ? top.id : 0,
      });
    });
    const close = api.post(`/api/tasks/${task.id}/close`, task.userId, { disable_reply: true });
    const answers = await Promise.all([...writes, close]);
    // every answer is a success or a refusal of the rules: none is a deadlock or a lost update
    for (const res of answers) {
      expect([200, 201, 204, 403, 404, 409, 410, 422], res.body).toContain(res.statusCode);
    }
    expect(answers.at(-1)!.statusCode).toBe(200);

    const [counts] = rowsOf<{ task_count: number; live: number; reply_count: number; live_replies: number }>(
      await t.db.execute(sql`select
        (select comment_count from tasks where id = ${task.id}) as task_count,
        (select count(*)::int from comments where task_id = ${task.id} and deleted_at is null) as live,
        (select reply_count from comments where id = ${top.id}) as reply_count,
        (select count(*)::int from comments where top_id = ${top.id} and deleted_at is null) as live_replies`),
    );
    expect(counts!.task_count).toBe(counts!.live);
    expect(counts!.reply_count).toBe(counts!.live_replies);
    // nothing was written once the close had committed
    const after = await send(people[1]!.id, { object_id: task.id, content: '<p>late</p>' });
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('replies_disabled');
  });
  it('checks the comments arriving together each against its own task, read together', async () => {
    const bob = await buildUser(t.db);
    const [open, other, closed, gone, hidden] = [
      await buildTask(t.db),
      await buildTask(t.db),
      await buildTask(t.db),
      await buildTask(t.db),
      await buildTask(t.db, { public_permission: 'non_public' }),
    ];
    expect((await api.post(`/api/tasks/${closed.id}/close`, closed.userId, {})).statusCode).toBe(200);
    expect((await api.del(`/api/tasks/${gone.id}`, gone.userId)).statusCode).toBe(204);
    // the same task twice, and the tasks in an order unlike their ids
    const targets = [hidden.id, open.id, 2_000_000, closed.id, other.id, gone.id, open.id];
    const answers = await Promise.all(
      targets.map((id, i) => send(bob.id, { object_id: id, content: `<p>together ${i}</p>` })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([404, 201, 404, 403, 201, 404, 201]);
    expect(answers[1]!.json()).toMatchObject({ object_id: open.id, content: '<p>together 1</p>' });
    expect(answers[4]!.json()).toMatchObject({ object_id: other.id, content: '<p>together 4</p>' });
    expect(answers[6]!.json()).toMatchObject({ object_id: open.id, content: '<p>together 6</p>' });
    expect(answers[3]!.json()).toMatchObject({ code: 'replies_disabled' });
    expect(await commentCount(open.id)).toBe(2);
    expect(await commentCount(other.id)).toBe(1);
  });

  it('writes the comments arriving together in one statement, each answered and counted as its own', async () => {
    const [taskA, taskB] = [await buildTask(t.db), await buildTask(t.db)];
    const people = await Promise.all(Array.from({ length: 6 }, () => buildUser(t.db)));
    const top = await buildComment(t.db, { task: taskA, user: people[0]! });
    const sent = Array.from({ length: 18 }, (_, i) => {
      const author = people[i % people.length]!;
      const reply = i % 3 === 0;
      const onB = !reply && i % 2 === 1;
      // every fourth mentions the next person along (who hears of it unless it is the author)
      const mention = i % 4 === 0 ? [people[(i + 1) % people.length]!.id] : [];
      return {
        author,
        body: {
          object_id: onB ? taskB.id : taskA.id,
          content: `<p>together ${i}</p>`,
          superior_id: reply ? top.id : 0,
          mention_user_ids: mention,
        },
      };
    });
    const answers = await Promise.all(sent.map(({ author, body }) => send(author.id, body)));

    const ids = answers.map((res, i) => {
      expect(res.statusCode, res.body).toBe(201);
      const { author, body } = sent[i]!;
      // each answer is its own comment, not a neighbour's
      expect(res.json()).toMatchObject({
        content: body.content,
        object_id: body.object_id,
        user_info: { id: author.id },
        superior_id: body.superior_id,
        top_id: body.superior_id,
        mention_user_ids: body.mention_user_ids,
        is_like: false,
      });
      return res.json().id as number;
    });
    expect(new Set(ids).size).toBe(ids.length);
    // fewer transactions than comments: those waiting while one was written went together
    const [{ transactions }] = rowsOf<{ transactions: number }>(
      await t.db.execute(sql`select count(distinct xmin::text)::int as transactions from comments
        where id in ${sql`(${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`}`),
    ) as [{ transactions: number }];
    expect(transactions).toBeLessThan(ids.length / 2);

    const onA = sent.filter((s) => s.body.object_id === taskA.id).length;
    const replies = sent.filter((s) => s.body.superior_id === top.id).length;
    expect(await commentCount(taskA.id)).toBe(1 + onA);
    expect(await commentCount(taskB.id)).toBe(sent.length - onA);
    const thread = await list(`object_id=${taskA.id}&superior_id=0`);
    expect(thread.results.find((c) => c.id === top.id)!.reply_count).toBe(replies);

    // each comment notified exactly whom it should, none its own author
    const notes = await t.db
      .select()
      .from(notifications)
      .where(
        sql`comment_id in ${sql`(${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`}`,
      );
    sent.forEach(({ author, body }, i) => {
      const expected = [
        body.superior_id
          ? { userId: people[0]!.id, action: 'reply', originalCommentId: top.id }
          : { userId: body.object_id === taskA.id ? taskA.userId : taskB.userId, action: 'comment' },
        ...body.mention_user_ids.map((userId) => ({ userId, action: 'mention' })),
      ].filter((n) => n.userId !== author.id);
      const got = notes.filter((n) => n.commentId === ids[i]);
      expect(got, `comment ${i}`).toHaveLength(expected.length);
      for (const n of expected) {
        expect(got, `comment ${i}`).toContainEqual(expect.objectContaining({ ...n, actorId: author.id }));
      }
    });
  });
});
