// Member profiles (issue 35, docs/decisions/062): a bio and up to 3 https links, edited by the
// member only, shown on the public page without anything private.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_BIO_MAX } from '@miao/contracts/limits';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';

describe('member profiles (issue 35)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = async (userId: number) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/users/me', headers: await authHeader(t.config, userId) })
    ).json();
  const update = async (userId: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/me',
      headers: await authHeader(t.config, userId),
      payload,
    });

  it('saves a bio and links, trimmed, and keeps them when a later update leaves them out', async () => {
    const user = await buildUser(t.db, { nickname: 'Ada' });
    const res = await update(user.id, {
      nickname: 'Ada',
      bio: '  Builds split keyboards.\nLikes tactile switches.  ',
      links: [{ url: ' https://example.com/ada ', label: ' Blog ' }, { url: 'https://github.com/ada' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      bio: 'Builds split keyboards.\nLikes tactile switches.',
      links: [
        { url: 'https://example.com/ada', label: 'Blog' },
        { url: 'https://github.com/ada', label: '' },
      ],
    });
    expect((await update(user.id, { nickname: 'Ada L' })).statusCode).toBe(200);
    const after = await me(user.id);
    expect(after.nickname).toBe('Ada L');
    expect(after.bio).toBe('Builds split keyboards.\nLikes tactile switches.');
    expect(after.links).toHaveLength(2);
    // '' and [] clear them
    expect((await update(user.id, { nickname: 'Ada L', bio: '', links: [] })).json()).toMatchObject({
      bio: '',
      links: [],
    });
  });

  it(`counts the bio in characters: ${PROFILE_BIO_MAX} Chinese characters pass, one more is refused`, async () => {
    const user = await buildUser(t.db, { nickname: 'Mao' });
    const full = '喵'.repeat(PROFILE_BIO_MAX);
    expect((await update(user.id, { nickname: 'Mao', bio: full })).statusCode).toBe(200);
    const tooLong = `${full}喵`;
    const res = await update(user.id, { nickname: 'Mao', bio: tooLong });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'bio_too_long',
      message: 'The bio can be at most 200 characters',
      fields: ['bio'],
    });
    expect((await me(user.id)).bio).toBe(full);
  });

  it.each([
    ['http://example.com'],
    ['javascript:alert(1)'],
    ['JavaScript://example.com/%0Aalert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['https://'],
    ['https://localhost'],
    ['https://user:secret@example.com'],
    ['example.com'],
    [`https://example.com/${'a'.repeat(300)}`],
  ])('refuses the link %j and keeps the old links', async (url) => {
    const user = await buildUser(t.db, { nickname: 'Lin' });
    await update(user.id, { nickname: 'Lin', links: [{ url: 'https://example.com', label: 'Home' }] });
    const res = await update(user.id, {
      nickname: 'Lin',
      links: [{ url: 'https://example.org' }, { url, label: 'Bad' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'profile_link_invalid', fields: ['links.1'] });
    expect((await me(user.id)).links).toEqual([{ url: 'https://example.com', label: 'Home' }]);
  });

  it('refuses a label longer than 40 characters', async () => {
    const user = await buildUser(t.db, { nickname: 'Lab' });
    const res = await update(user.id, {
      nickname: 'Lab',
      links: [{ url: 'https://example.com', label: 'x'.repeat(41) }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'profile_link_invalid', fields: ['links.0'] });
  });

  it('refuses more than 3 links', async () => {
    const user = await buildUser(t.db, { nickname: 'Four' });
    const links = [1, 2, 3, 4].map((n) => ({ url: `https://example.com/${n}` }));
    const res = await update(user.id, { nickname: 'Four', links });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'profile_links_too_many',
      message: 'At most 3 links',
      fields: ['links'],
    });
    expect((await me(user.id)).links).toEqual([]);
    expect((await update(user.id, { nickname: 'Four', links: links.slice(0, 3) })).statusCode).toBe(200);
  });

  it("lets no one edit another member's profile: the update is always the caller's own", async () => {
    const alice = await buildUser(t.db, { nickname: 'Alice P' });
    const bob = await buildUser(t.db, { nickname: 'Bob P' });
    await update(alice.id, { nickname: 'Alice P', bio: 'Alice writes this.' });
    // there is no address that edits someone else's profile
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/users/${alice.id}`,
      headers: await authHeader(t.config, bob.id),
      payload: { nickname: 'Hacked', bio: 'Bob wrote this.' },
    });
    expect(other.statusCode).toBe(404);
    // an id in the body is not a way either
    const res = await update(bob.id, { id: alice.id, nickname: 'Bob P', bio: 'Bob wrote this.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(bob.id);
    expect((await me(alice.id)).bio).toBe('Alice writes this.');
    expect((await me(alice.id)).nickname).toBe('Alice P');
    // signed out: refused
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/users/me',
      payload: { nickname: 'X', bio: 'x' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('shows the bio and links on the public page, without e-mail, phone, wallet or invite code', async () => {
    const member = await buildUser(t.db, { nickname: 'Pub', email: 'pub@example.com' });
    await update(member.id, {
      nickname: 'Pub',
      bio: '<b>not bold</b> & plain',
      links: [{ url: 'https://example.com/pub', label: 'Site' }],
    });
    for (const headers of [{}, await authHeader(t.config, (await buildUser(t.db)).id)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/${member.id}`, headers });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        id: member.id,
        nickname: 'Pub',
        bio: '<b>not bold</b> & plain',
        links: [{ url: 'https://example.com/pub', label: 'Site' }],
      });
      expect(Object.keys(body).sort()).toEqual(
        ['avatar', 'bio', 'create_time', 'id', 'links', 'nickname', 'tasks'].sort(),
      );
      expect(res.body).not.toContain('pub@example.com');
    }
  });

  it('keeps the limits in the table too', async () => {
    const user = await buildUser(t.db);
    await expect(
      t.db.execute(`update users set bio = repeat('x', 201) where id = ${user.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(`update users set links = '[{},{},{},{}]'::jsonb where id = ${user.id}`),
    ).rejects.toThrow();
  });
});
