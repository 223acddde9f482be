// Issues 12 and 33: a private file is signed for its uploader, staff, and readers of a task the
// uploader attached it to themselves (a post of theirs naming it), while that task is visible to them.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/uploads';
import { rowsOf } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/app';
import { buildComment, buildTask, buildUser } from '../../test/factories';
import { client } from '../tasks/test-helpers';

describe('private files are signed only for those who may read them', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  let sequence = 0;
  /** A private file of `userId`, as the signed upload records it. */
  async function privateFile(userId: number) {
    sequence += 1;
    const name = String(sequence).padStart(32, '0');
    const key = `private/task/2026/11/${name}.pdf`;
    await t.db.insert(uploads).values({
      key,
      userId,
      fileType: 'file',
      contentType: 'application/pdf',
      name: `${name}.pdf`,
      size: 10,
      isPrivate: true,
    });
    return key;
  }
  const linkTo = (key: string) => `<p><a href="/uploads/${key}">brief</a></p>`;
  const sign = (userId: number, key: string, taskId?: number) =>
    api.post('/api/upload/bucket-sign', userId, {
      file_list: [key],
      ...(taskId === undefined ? {} : { task_id: taskId }),
    });
  const expectSigned = async (userId: number, key: string, taskId?: number) => {
    const res = await sign(userId, key, taskId);
    expect(res.statusCode, res.body).toBe(200);
  };
  const expectRefused = async (userId: number, key: string, taskId?: number) => {
    const res = await sign(userId, key, taskId);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: ['file_list.0'] });
  };
  const comment = (userId: number, taskId: number, content: string, superiorId = 0) =>
    api.post('/api/comments', userId, {
      content,
      content_type: 'coin_task',
      object_id: taskId,
      mention_user_ids: [],
      superior_id: superiorId,
    });

  it("refuses another member asking for a private file's signature, as if the file did not exist", async () => {
    const owner = await buildUser(t.db);
    const other = await buildUser(t.db);
    const key = await privateFile(owner.id);
    const refused = await sign(other.id, key);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'validation_error', fields: ['file_list.0'] });
    const unknown = await sign(other.id, `private/task/2026/11/${'f'.repeat(32)}.pdf`);
    expect(unknown.json()).toEqual(refused.json());
  });

  it('signs for the uploader and staff, with or without a task', async () => {
    const owner = await buildUser(t.db);
    const staff = await buildUser(t.db, { staff: true });
    const key = await privateFile(owner.id);
    const unrelated = await buildTask(t.db, { public_permission: 'non_public' });
    for (const userId of [owner.id, staff.id]) {
      await expectSigned(userId, key);
      await expectSigned(userId, key, unrelated.id);
    }
  });

  it("refuses a stranger whose comment names the owner's private file", async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const reader = await buildUser(t.db);
    const key = await privateFile(owner.id);
    const board = await buildTask(t.db);
    const own = await buildTask(t.db, { user: stranger });

    const top = await comment(stranger.id, board.id, linkTo(key));
    expect(top.statusCode, top.body).toBe(201);
    // in the comment as an image address, and as a reply
    const img = await comment(stranger.id, own.id, `<p>x</p><img src="/uploads/${key}">`);
    expect(img.statusCode, img.body).toBe(201);
    const reply = await comment(stranger.id, board.id, linkTo(key), top.json().id);
    expect(reply.statusCode, reply.body).toBe(201);
    // a comment edited to name it later
    const plain = await comment(stranger.id, board.id, '<p>nothing here</p>');
    const edited = await api.patch(`/api/comments/${plain.json().id}`, stranger.id, { content: linkTo(key) });
    expect(edited.statusCode, edited.body).toBe(200);

    for (const taskId of [board.id, own.id]) {
      await expectRefused(stranger.id, key, taskId);
      await expectRefused(reader.id, key, taskId);
    }
  });

  it("refuses a stranger who puts the owner's private file in their own task", async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const reader = await buildUser(t.db);
    const key = await privateFile(owner.id);
    const created = await buildTask(t.db, { user: stranger, content: linkTo(key) });
    const later = await buildTask(t.db, { user: stranger });
    const edited = await api.patch(`/api/tasks/${later.id}`, stranger.id, { content: linkTo(key) });
    expect(edited.statusCode, edited.body).toBe(200);
    for (const taskId of [created.id, later.id]) {
      await expectRefused(stranger.id, key, taskId);
      await expectRefused(reader.id, key, taskId);
    }
  });

  it('signs for readers of the task the uploader attached it to, only while they may see it', async () => {
    const owner = await buildUser(t.db);
    const reader = await buildUser(t.db);
    const inTask = await privateFile(owner.id);
    const inComment = await privateFile(owner.id);
    const task = await buildTask(t.db, {
      user: owner,
      content: linkTo(inTask),
      public_permission: 'semi_public',
    });
    const board = await buildTask(t.db);
    const posted = await comment(owner.id, board.id, linkTo(inComment));
    expect(posted.statusCode, posted.body).toBe(201);
    const elsewhere = await buildTask(t.db, { user: reader });

    await expectSigned(reader.id, inTask, task.id);
    await expectSigned(reader.id, inComment, board.id);
    // only through the task it was attached to
    await expectRefused(reader.id, inTask, elsewhere.id);
    await expectRefused(reader.id, inTask, board.id);
    await expectRefused(reader.id, inComment, task.id);
    await expectRefused(reader.id, inTask);

    // The task made non-public: its readers lose the file (and get it back when it is opened again).
    const hidden = await api.patch(`/api/tasks/${task.id}`, owner.id, { public_permission: 'non_public' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    await expectRefused(reader.id, inTask, task.id);
    await api.patch(`/api/tasks/${task.id}`, owner.id, { public_permission: 'public' });
    await expectSigned(reader.id, inTask, task.id);

    // The comment deleted: its file is no longer attached.
    expect((await api.del(`/api/comments/${posted.json().id}`, owner.id)).statusCode).toBe(204);
    await expectRefused(reader.id, inComment, board.id);

    // The task deleted: nobody but the uploader and staff.
    expect((await api.del(`/api/tasks/${task.id}`, owner.id)).statusCode).toBe(204);
    await expectRefused(reader.id, inTask, task.id);
    await expectSigned(owner.id, inTask, task.id);
  });

  it('follows the task when its sponsor edits the file out, and a task hidden from the start', async () => {
    const owner = await buildUser(t.db);
    const reader = await buildUser(t.db);
    const key = await privateFile(owner.id);
    const task = await buildTask(t.db, { user: owner, content: linkTo(key) });
    const hidden = await buildTask(t.db, {
      user: owner,
      content: linkTo(key),
      public_permission: 'non_public',
    });
    await expectSigned(reader.id, key, task.id);
    await expectRefused(reader.id, key, hidden.id);
    const edited = await api.patch(`/api/tasks/${task.id}`, owner.id, { content: '<p>gone</p>' });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectRefused(reader.id, key, task.id);
  });

  it("keeps the sponsor's file when staff edit the task, and attaches the owner's edited comment", async () => {
    const owner = await buildUser(t.db);
    const staff = await buildUser(t.db, { staff: true });
    const reader = await buildUser(t.db);
    const key = await privateFile(owner.id);
    const task = await buildTask(t.db, { user: owner, content: linkTo(key) });
    const retitled = await api.patch(`/api/tasks/${task.id}`, staff.id, { title: 'Renamed by staff' });
    expect(retitled.statusCode, retitled.body).toBe(200);
    await expectSigned(reader.id, key, task.id);

    const later = await privateFile(owner.id);
    const board = await buildTask(t.db);
    const plain = await comment(owner.id, board.id, '<p>soon</p>');
    await expectRefused(reader.id, later, board.id);
    const edited = await api.patch(`/api/comments/${plain.json().id}`, owner.id, { content: linkTo(later) });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectSigned(reader.id, later, board.id);
    await api.patch(`/api/comments/${plain.json().id}`, owner.id, { content: '<p>taken back</p>' });
    await expectRefused(reader.id, later, board.id);
  });

  it('attaches through the service the seed and the factories use, as the API does', async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const reader = await buildUser(t.db);
    const key = await privateFile(owner.id);
    const task = await buildTask(t.db);
    await buildComment(t.db, { task, user: stranger, content: linkTo(key) });
    await expectRefused(reader.id, key, task.id);
    await buildComment(t.db, { task, user: owner, content: linkTo(key) });
    await expectSigned(reader.id, key, task.id);
  });

  it("refuses task ids past a PostgreSQL integer's range as invalid input", async () => {
    const owner = await buildUser(t.db);
    const key = await privateFile(owner.id);
    for (const taskId of [2147483648, -2147483649, 0, 1.5]) {
      const res = await sign(owner.id, key, taskId);
      expect(res.statusCode, `${taskId}: ${res.body}`).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields: ['task_id'] });
    }
    await expectSigned(owner.id, key, 2147483647);
  });

  it('backfills, in its migration, what uploaders had attached themselves and nothing others named', async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const reader = await buildUser(t.db);
    const key = await privateFile(owner.id);
    const ownTask = await buildTask(t.db, { user: owner, content: linkTo(key) });
    const board = await buildTask(t.db);
    await buildComment(t.db, { task: board, user: owner, content: linkTo(key) });
    const strangers = await buildTask(t.db, { user: stranger, content: linkTo(key) });
    await buildComment(t.db, { task: board, user: stranger, content: linkTo(key) });
    const onlyStranger = await buildTask(t.db);
    await buildComment(t.db, { task: onlyStranger, user: stranger, content: linkTo(key) });

    // As before the migration: no attachment recorded; then its backfill statements.
    await t.db.execute(sql`delete from upload_attachments`);
    const migration = readFileSync(
      new URL('../../../drizzle/0037_upload_attachments.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .filter((s) => /^\s*(--.*\n\s*)*insert/i.test(s));
    expect(backfill.length).toBeGreaterThan(0);
    for (const statement of backfill) await t.db.execute(sql.raw(statement));

    await expectSigned(reader.id, key, ownTask.id);
    await expectSigned(reader.id, key, board.id);
    await expectRefused(reader.id, key, strangers.id);
    await expectRefused(reader.id, key, onlyStranger.id);
    const rows = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from upload_attachments a
        join uploads u on u.id = a.upload_id where u.key = ${key}`),
    );
    expect(rows[0]!.n).toBe(2);
  });
});
