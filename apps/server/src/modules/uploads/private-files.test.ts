// Issue 12: a private file is signed for its uploader, staff, or members who may see its task.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/uploads';
import { createTestApp, type TestApp } from '../../test/app';
import { buildTask, buildUser } from '../../test/factories';
import { client } from '../tasks/test-helpers';

describe('private files are signed only for those who may read them', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  async function privateFile(userId: number, name: string) {
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

  it("refuses another member asking for a private file's signature", async () => {
    const owner = await buildUser(t.db);
    const other = await buildUser(t.db);
    const key = await privateFile(owner.id, 'a'.repeat(32));
    const refused = await api.post('/api/upload/bucket-sign', other.id, { file_list: [key] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'validation_error', fields: ['file_list.0'] });
    // as if unknown: the refusal does not tell the file exists
    const unknown = await api.post('/api/upload/bucket-sign', other.id, {
      file_list: [`private/task/2026/11/${'f'.repeat(32)}.pdf`],
    });
    expect(unknown.json()).toEqual(refused.json());

    expect((await api.post('/api/upload/bucket-sign', owner.id, { file_list: [key] })).statusCode).toBe(200);
    const staff = await buildUser(t.db, { staff: true });
    expect((await api.post('/api/upload/bucket-sign', staff.id, { file_list: [key] })).statusCode).toBe(200);
  });

  it('signs a private file attached to a task for members who may see that task only', async () => {
    const sponsor = await buildUser(t.db);
    const member = await buildUser(t.db);
    const key = await privateFile(sponsor.id, 'b'.repeat(32));
    const link = `<p><a href="http://localhost:3000/uploads/${key}">brief</a></p>`;
    const open = await buildTask(t.db, { user: sponsor, content: link, public_permission: 'semi_public' });
    const hidden = await buildTask(t.db, { user: sponsor, content: link, public_permission: 'non_public' });
    const unrelated = await buildTask(t.db, { user: member });

    const ask = (taskId: number) =>
      api.post('/api/upload/bucket-sign', member.id, { file_list: [key], task_id: taskId });
    expect((await ask(open.id)).statusCode).toBe(200);
    expect((await ask(hidden.id)).statusCode).toBe(422);
    expect((await ask(unrelated.id)).statusCode).toBe(422);
  });
});
