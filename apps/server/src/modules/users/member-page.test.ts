import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { buildComment, buildReward, buildTask, buildUser } from '../../test/factories';
import { client } from '../tasks/test-helpers';

type Comments = {
  results: { id: number; content: string; is_reply: boolean; task: { id: number; title: string } }[];
  count: number;
  page_number: number;
  page_size: number;
};
type Rewards = {
  results: {
    id: number;
    number: number;
    status: string;
    comment_id: number;
    task: { id: number; title: string };
  }[];
  count: number;
};

describe("a member's page: comments and rewards (issue 18)", () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
  });
  afterAll(() => t.close());

  it('lists recent comments linking to their task, never a comment of a task the reader may not see', async () => {
    const writer = await buildUser(t.db, { nickname: 'Writer' });
    const sponsor = await buildUser(t.db, { nickname: 'Sponsor' });
    const stranger = await buildUser(t.db);
    const staff = await buildUser(t.db, { staff: true });
    const open = await buildTask(t.db, { user: sponsor, title: 'Open task' });
    const secret = await buildTask(t.db, {
      user: sponsor,
      title: 'Secret task',
      public_permission: 'non_public',
    });
    const semi = await buildTask(t.db, {
      user: sponsor,
      title: 'Members task',
      public_permission: 'semi_public',
    });

    const first = await buildComment(t.db, {
      task: open,
      user: writer,
      content: '<p>Public <b>words</b></p>',
    });
    await buildComment(t.db, { task: open, user: sponsor, superiorId: first.id, content: '<p>thanks</p>' });
    const reply = await buildComment(t.db, { task: open, user: writer, superiorId: first.id });
    // the sponsor comments on their own non-public task
    const hidden = await buildComment(t.db, { task: secret, user: sponsor, content: '<p>hidden plan</p>' });
    const membersOnly = await buildComment(t.db, { task: semi, user: writer, content: '<p>for members</p>' });
    const deleted = await buildComment(t.db, { task: open, user: writer });
    expect((await api.del(`/api/comments/${deleted.id}`, writer.id)).statusCode).toBe(204);

    // a visitor: public tasks only, newest first, deleted comments left out
    const visitor = (await api.get(`/api/users/${writer.id}/comments`)).json() as Comments;
    expect(visitor.results.map((c) => c.id)).toEqual([reply.id, first.id]);
    expect(visitor).toMatchObject({ count: 2, page_number: 1, page_size: 10 });
    expect(visitor.results[1]).toMatchObject({
      content: 'Public words',
      is_reply: false,
      task: { id: open.id, title: 'Open task' },
    });
    expect(visitor.results[0]!.is_reply).toBe(true);

    // a member also sees the semi-public task's comment
    const member = (await api.get(`/api/users/${writer.id}/comments`, stranger.id)).json() as Comments;
    expect(member.results.map((c) => c.id)).toEqual([membersOnly.id, reply.id, first.id]);

    // the sponsor's comment on their non-public task: not to a stranger or a visitor, yes to the sponsor and staff
    const sponsorPage = async (viewer?: number) =>
      ((await api.get(`/api/users/${sponsor.id}/comments`, viewer)).json() as Comments).results.map(
        (c) => c.id,
      );
    expect(await sponsorPage()).not.toContain(hidden.id);
    expect(await sponsorPage(stranger.id)).not.toContain(hidden.id);
    expect(
      JSON.stringify((await api.get(`/api/users/${sponsor.id}/comments`, stranger.id)).json()),
    ).not.toContain('hidden plan');
    expect(await sponsorPage(sponsor.id)).toContain(hidden.id);
    expect(await sponsorPage(staff.id)).toContain(hidden.id);

    // paging
    const paged = (
      await api.get(`/api/users/${writer.id}/comments?page_size=1&page_number=2`, stranger.id)
    ).json() as Comments;
    expect(paged.results.map((c) => c.id)).toEqual([reply.id]);
    expect(paged.count).toBe(3);
  });

  it('lists rewards received with amount, task and state, within the visibility rule', async () => {
    const writer = await buildUser(t.db);
    const sponsor = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const open = await buildTask(t.db, { user: sponsor, title: 'Rewarded task' });
    const secret = await buildTask(t.db, {
      user: sponsor,
      title: 'Private rewards',
      public_permission: 'non_public',
      mention_user_ids: [writer.id],
    });
    const comment = await buildComment(t.db, { task: open, user: writer });
    const reward = await buildReward(t.db, { task: open, comment, number: 4 });
    const hiddenComment = await buildComment(t.db, { task: secret, user: writer });
    const hiddenReward = await buildReward(t.db, { task: secret, comment: hiddenComment, number: 2 });

    const asStranger = (await api.get(`/api/users/${writer.id}/rewards`, stranger.id)).json() as Rewards;
    expect(asStranger.count).toBe(1);
    expect(asStranger.results).toEqual([
      {
        id: reward.id,
        number: 4,
        status: 'processing',
        create_time: expect.stringMatching(/Z$/),
        comment_id: comment.id,
        task: { id: open.id, title: 'Rewarded task' },
      },
    ]);
    const asWriter = (await api.get(`/api/users/${writer.id}/rewards`, writer.id)).json() as Rewards;
    expect(asWriter.results.map((r) => r.id)).toEqual([hiddenReward.id, reward.id]);
  });

  it('answers 404 for an unknown member and 422 for bad paging', async () => {
    expect((await api.get('/api/users/999999/comments')).statusCode).toBe(404);
    expect((await api.get('/api/users/999999/rewards')).statusCode).toBe(404);
    const someone = await buildUser(t.db);
    for (const query of ['page_size=0', 'page_size=51', 'page_number=0', 'page_number=x']) {
      const res = await api.get(`/api/users/${someone.id}/comments?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_error' });
    }
  });
});
