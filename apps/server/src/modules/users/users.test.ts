import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PERMISSIONS, PERMISSIONS } from '@miao/contracts/users';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildTask, buildUser } from '../../test/factories';

type PermissionList = { name: string; items: { action: string; status: string }[] }[];
const flatten = (list: PermissionList) =>
  list.flatMap((p) => p.items.map((i) => `${p.name}.${i.action}`)).sort();

describe('users, groups and permissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (url: string, userId?: number) =>
    t.app.inject({ method: 'GET', url, headers: userId ? await authHeader(t.config, userId) : {} });
  const updateProfile = async (userId: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/me',
      headers: await authHeader(t.config, userId),
      payload,
    });

  it('refuses the profile without sign-in', async () => {
    const res = await get('/api/users/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'sign_in_required', message: 'Please sign in' });
  });

  it('returns the profile with a unique 42-character wallet address', async () => {
    const a = await buildUser(t.db, { email: 'profile-a@example.com' });
    const b = await buildUser(t.db);
    const res = await get('/api/users/me', a.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: a.id, email: 'profile-a@example.com', bind_phone: '' });
    expect(body.wallet_address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(body.wallet_address).not.toBe(b.walletAddress);
  });

  it('updates the nickname, trimmed', async () => {
    const user = await buildUser(t.db);
    const res = await updateProfile(user.id, { nickname: '  Neon Cat  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().nickname).toBe('Neon Cat');
    expect((await get('/api/users/me', user.id)).json().nickname).toBe('Neon Cat');
  });

  it.each([[''], ['   ']])('refuses a blank nickname %j and keeps the old one', async (nickname) => {
    const user = await buildUser(t.db, { nickname: 'Keep' });
    const res = await updateProfile(user.id, { nickname });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'nickname_required' });
    expect((await get('/api/users/me', user.id)).json().nickname).toBe('Keep');
  });

  it('accepts 20 characters and refuses 21', async () => {
    const user = await buildUser(t.db, { nickname: 'Keep' });
    expect((await updateProfile(user.id, { nickname: '喵'.repeat(20) })).statusCode).toBe(200);
    const res = await updateProfile(user.id, { nickname: 'x'.repeat(21) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: ['nickname'] });
    expect((await get('/api/users/me', user.id)).json().nickname).toBe('喵'.repeat(20));
  });

  it('refuses an avatar that was not uploaded here as an avatar', async () => {
    const user = await buildUser(t.db);
    const res = await updateProfile(user.id, { nickname: 'Cat', avatar: 'https://evil.example.com/x.png' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'avatar_type_invalid' });
    expect((await get('/api/users/me', user.id)).json().avatar).toBe('');
  });

  it('takes an avatar uploaded through the signed avatar upload', async () => {
    const user = await buildUser(t.db);
    const headers = await authHeader(t.config, user.id);
    const signature = await t.app.inject({
      method: 'POST',
      url: '/api/upload/signature',
      headers,
      payload: { file_prefix: 'avatar', file_type: 'avatar', file_name: 'me.jpg' },
    });
    expect(signature.statusCode, signature.body).toBe(200);
    const s = signature.json();
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ff6fb5' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    for (const [k, v] of Object.entries({
      ...s.fields,
      access_id: s.access_id,
      policy: s.policy,
      signature: s.signature,
      key: s.path,
    })) {
      form.append(k, v as string);
    }
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
    const body = new Response(form);
    const upload = await t.app.inject({
      method: 'POST',
      url: new URL(s.host, t.config.publicUrl).pathname,
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { 'content-type': body.headers.get('content-type')! },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { url } = upload.json();
    const res = await updateProfile(user.id, { nickname: 'Pink', avatar: url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().avatar).toBe(url);
  });

  it('looks users up by nickname, case-insensitively, wildcards literal', async () => {
    const me = await buildUser(t.db);
    await buildUser(t.db, { nickname: 'KeyCapKing' });
    await buildUser(t.db, { nickname: 'capybara' });
    await buildUser(t.db, { nickname: '100%_cap' });
    const res = await get('/api/users?nickname__icontains=CAP&page_size=100', me.id);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .results.map((u: { nickname: string }) => u.nickname)
        .sort(),
    ).toEqual(['100%_cap', 'KeyCapKing', 'capybara']);
    const literal = await get(`/api/users?nickname__icontains=${encodeURIComponent('%_')}`, me.id);
    expect(literal.json().results.map((u: { nickname: string }) => u.nickname)).toEqual(['100%_cap']);
    expect(Object.keys(res.json().results[0]).sort()).toEqual(['avatar', 'id', 'nickname']);
  });

  it('refuses the user look-up when signed out', async () => {
    expect((await get('/api/users?nickname__icontains=a')).statusCode).toBe(401);
  });

  it('shows a public user detail and 404 for an unknown user', async () => {
    const user = await buildUser(t.db, { nickname: 'Public' });
    const res = await get(`/api/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, nickname: 'Public', tasks: [] });
    expect(res.json().email).toBeUndefined();
    const missing = await get('/api/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });

  it("lists a member's tasks on the detail, only those the viewer may see", async () => {
    const author = await buildUser(t.db);
    const visible = await buildTask(t.db, { user: author, title: 'Open to all' });
    const hidden = await buildTask(t.db, {
      user: author,
      title: 'Only mine',
      public_permission: 'non_public',
    });
    const anonymous = (await get(`/api/users/${author.id}`)).json().tasks.map((x: { id: number }) => x.id);
    expect(anonymous).toEqual([visible.id]);
    const own = (await get(`/api/users/${author.id}`, author.id))
      .json()
      .tasks.map((x: { id: number }) => x.id);
    expect(own).toEqual([hidden.id, visible.id]);
  });

  it('gives a member the member set and staff every permission', async () => {
    const member = await buildUser(t.db);
    const staff = await buildUser(t.db, { staff: true });
    const memberList = (await get('/api/permission/current-user', member.id)).json() as PermissionList;
    expect(flatten(memberList)).toEqual([...MEMBER_PERMISSIONS].sort());
    expect(memberList.every((p) => p.items.every((i) => i.status === 'allow'))).toBe(true);
    const staffList = (await get('/api/permission/current-user', staff.id)).json() as PermissionList;
    expect(flatten(staffList)).toEqual([...PERMISSIONS].sort());
    expect((await get('/api/permission/current-user')).statusCode).toBe(401);
  });

  it('lists groups, my groups and the members of a group', async () => {
    const member = await buildUser(t.db);
    const staff = await buildUser(t.db, { staff: true });
    const groups = (await get('/api/groups', member.id)).json().results as { id: number; name: string }[];
    const staffGroup = groups.find((g) => g.name === 'internal staff')!;
    const membersGroup = groups.find((g) => g.name === 'members')!;
    expect((await get('/api/groups/mine', member.id)).json()).toEqual([membersGroup.id]);
    expect((await get('/api/groups/mine', staff.id)).json()).toEqual(
      [membersGroup.id, staffGroup.id].sort((a, b) => a - b),
    );
    // who is staff is for staff only (issue 12)
    const asMember = await get(`/api/groups/users?group_ids=${staffGroup.id}`, member.id);
    expect(asMember.statusCode).toBe(403);
    const inHouse = (await get(`/api/groups/users?group_ids=${staffGroup.id}`, staff.id)).json();
    expect(inHouse).toContain(staff.id);
    expect(inHouse).not.toContain(member.id);
    const bad = await get('/api/groups/users?group_ids=1;drop', staff.id);
    expect(bad.statusCode).toBe(422);
  });
});
