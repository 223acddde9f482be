import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildTag, buildTask, buildUser } from '../../test/factories';
import { ledgerState } from '../coin/test-helpers';
import { signInAs } from '../auth/test-helpers';

type Auth = { authorization: string };

describe('staff console', () => {
  let t: TestApp;
  let staff: Auth;
  let staffId: number;

  beforeAll(async () => {
    t = await createTestApp();
    staffId = (await buildUser(t.db, { staff: true, nickname: 'boss' })).id;
    staff = await authHeader(t.config, staffId);
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, payload?: unknown, headers: Auth = staff) =>
    t.app.inject({ method: method as 'GET', url, payload: payload as object, headers });
  const lastAudit = async (action: string) => {
    const page = (await call('GET', `/api/staff/audit?action=${action}&page_size=1`)).json();
    return page.results[0];
  };

  describe('categories and tags', () => {
    it('creates, renames per language, orders and hides a category, each audited', async () => {
      const created = await call('POST', '/api/staff/task-categories', { name: '灯效', name_en: 'Lights' });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id;
      expect(await lastAudit('task_categories.create')).toMatchObject({
        actor: { id: staffId },
        target_type: 'task_category',
        target_id: String(id),
        before: null,
        after: { name: '灯效', name_en: 'Lights', hidden: false },
      });

      const renamed = await call('PATCH', `/api/staff/task-categories/${id}`, {
        name: '灯光',
        name_en: 'LED effects',
        sort: -5,
      });
      expect(renamed.json()).toMatchObject({ name: '灯光', name_en: 'LED effects', sort: -5 });
      expect(await lastAudit('task_categories.update')).toMatchObject({
        before: { name: '灯效', name_en: 'Lights', sort: 0 },
        after: { name: '灯光', name_en: 'LED effects', sort: -5 },
      });

      const publicList = async () =>
        (await call('GET', '/api/task-categories')).json().results.map((c: { id: number }) => c.id);
      expect((await publicList())[0]).toBe(id); // sort -5 comes first
      await call('PATCH', `/api/staff/task-categories/${id}`, { hidden: true });
      expect(await publicList()).not.toContain(id);
      const staffList = (await call('GET', '/api/staff/task-categories')).json();
      expect(staffList.results.find((c: { id: number }) => c.id === id)).toMatchObject({ hidden: true });
    });

    it('refuses bad names with the field named', async () => {
      const blank = await call('POST', '/api/staff/task-categories', { name: '   ' });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().fields).toContain('name');
      const long = await call('POST', '/api/staff/task-tags', { name: 'x'.repeat(41) });
      expect(long.statusCode).toBe(422);
      expect((await call('PATCH', '/api/staff/task-tags/999999', { hidden: true })).statusCode).toBe(404);
      // an edit that names no field changes nothing: refused, not a 500 (found by the fuzz test)
      const category = (await call('POST', '/api/staff/task-categories', { name: '空改' })).json();
      for (const url of [`/api/staff/task-categories/${category.id}`, '/api/staff/task-tags/1']) {
        const empty = await call('PATCH', url, {});
        expect(empty.statusCode).toBe(422);
        expect(empty.json().code).toBe('validation_error');
      }
    });

    it('a tag in use cannot be deleted; an unused one can; hidden tags leave the pickers', async () => {
      const used = (
        await call('POST', '/api/staff/task-tags', { name: '#LED2025', name_en: '#LED2025' })
      ).json();
      await buildTask(t.db, { tag_ids: [used.id] });
      const refused = await call('DELETE', `/api/staff/task-tags/${used.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'tag_in_use',
        message: 'This tag is used by tasks and cannot be deleted, hide it instead',
        task_count: 1,
      });
      expect(await lastAudit('task_tags.delete')).toBeUndefined();

      const spare = await buildTag(t.db, { name: 'spare' });
      expect((await call('DELETE', `/api/staff/task-tags/${spare.id}`)).statusCode).toBe(204);
      expect(await lastAudit('task_tags.delete')).toMatchObject({
        target_id: String(spare.id),
        before: { name: 'spare' },
        after: null,
      });

      await call('PATCH', `/api/staff/task-tags/${used.id}`, { hidden: true });
      const tags = (await call('GET', '/api/task-tags')).json().results.map((r: { id: number }) => r.id);
      expect(tags).not.toContain(used.id);
    });
  });

  describe('coin grants', () => {
    it('grants to a CSV of users in one ledger transaction, the reason in their history', async () => {
      const a = await buildUser(t.db, { nickname: 'alice' });
      const b = await buildUser(t.db, { phone: '13912345678' });
      const c = await buildUser(t.db);
      const res = await call('POST', '/api/staff/coin/grants', {
        coin_type_id: 1,
        remarks: 'LED contest prize',
        rows: [
          { user: a.email, number: 30 },
          { user: '13912345678', number: '20' },
          { user: c.walletAddress, number: 5 },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ count: 3, total: 55 });
      expect(res.json().results.map((r: { user_id: number }) => r.user_id)).toEqual([a.id, b.id, c.id]);

      const history = await call('GET', '/api/balance/history', undefined, await authHeader(t.config, a.id));
      expect(history.json().results[0]).toMatchObject({
        type: 'increase',
        number: 30,
        record: { type: 'activity_grant', desc: 'LED contest prize' },
      });
      const row = await lastAudit('coin.grant');
      expect(row.after).toMatchObject({ total: 55, remarks: 'LED contest prize' });
      expect(row.after.rows).toHaveLength(3);
    });

    it('a batch with one bad row writes nothing and names every bad row', async () => {
      const a = await buildUser(t.db);
      const off = await buildUser(t.db);
      await t.db.update(users).set({ isActive: false }).where(eq(users.id, off.id));
      const before = await ledgerState(t.db);
      const auditBefore = (await call('GET', '/api/staff/audit')).json().count;
      const res = await call('POST', '/api/staff/coin/grants', {
        coin_type_id: 1,
        remarks: 'oops',
        rows: [
          { user: a.email, number: 10 },
          { user: 'nobody@example.com', number: 10 },
          { user: `#${a.id}`, number: 1 },
          { user: String(off.id), number: 1 },
          { user: `#${staffId}`, number: '1.5' },
        ],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'grant_batch_invalid',
        message: 'Some rows are invalid, no coin was granted',
      });
      expect(res.json().rows).toEqual([
        expect.objectContaining({ index: 1, code: 'not_found', fields: ['user'] }),
        expect.objectContaining({ index: 2, code: 'validation_error', fields: ['user'] }),
        expect.objectContaining({ index: 3, code: 'validation_error', fields: ['user'] }),
        expect.objectContaining({ index: 4, code: 'validation_error', fields: ['number'] }),
      ]);
      expect(await ledgerState(t.db)).toEqual(before);
      expect((await call('GET', '/api/staff/audit')).json().count).toBe(auditBefore);
    });

    it('refuses an empty reason and an unknown coin type', async () => {
      const a = await buildUser(t.db);
      const rows = [{ user: a.email, number: 1 }];
      const noReason = await call('POST', '/api/staff/coin/grants', { coin_type_id: 1, remarks: ' ', rows });
      expect(noReason.json().fields).toContain('remarks');
      const unknown = await call('POST', '/api/staff/coin/grants', {
        coin_type_id: 9999,
        remarks: 'r',
        rows,
      });
      expect(unknown.json().code).toBe('coin_type_not_found');
    });

    it('audits the older grant and coin type APIs too', async () => {
      const a = await buildUser(t.db);
      await call('POST', '/api/admin/coin/grant', {
        user_id: a.id,
        coin_type_id: 1,
        number: 3,
        remarks: 'r',
      });
      expect((await lastAudit('coin.grant')).after).toMatchObject({ user_id: a.id, number: 3 });
      const type = (await call('POST', '/api/admin/coin/types', { coin_name: 'GEM' })).json();
      expect(await lastAudit('coin.create_type')).toMatchObject({ target_id: String(type.id) });
    });
  });

  describe('users', () => {
    it('finds a member by e-mail, mobile, nickname and wallet address', async () => {
      const u = await buildUser(t.db, { phone: '13800001111', nickname: 'Keycap Fan' });
      for (const q of [
        '13800001111',
        '0000111',
        'keycap fan',
        u.walletAddress.toUpperCase().replace('0X', '0x'),
        `#${u.id}`,
      ]) {
        const page = (await call('GET', `/api/staff/users?q=${encodeURIComponent(q)}`)).json();
        expect(
          page.results.map((r: { id: number }) => r.id),
          q,
        ).toContain(u.id);
      }
      const e = await buildUser(t.db, { email: 'Finder@Example.com' });
      const byMail = (await call('GET', '/api/staff/users?q=finder@')).json();
      expect(byMail.results.map((r: { id: number }) => r.id)).toEqual([e.id]);
    });

    it('shows profile, groups, balance and tasks; puts into and out of internal staff', async () => {
      const u = await buildUser(t.db);
      const task = await buildTask(t.db, { user: u });
      const groups = (await call('GET', '/api/staff/groups')).json().results;
      const staffGroup = groups.find((g: { name: string }) => g.name === 'internal staff');
      const detail = (await call('GET', `/api/staff/users/${u.id}`)).json();
      expect(detail).toMatchObject({
        id: u.id,
        is_active: true,
        task_count: 1,
        groups: [{ name: 'members' }],
      });
      expect(detail.tasks[0].id).toBe(task.id);
      expect(detail.balances[0]).toMatchObject({ coin_id: 1 });

      const put = await call('PUT', `/api/staff/users/${u.id}/groups/${staffGroup.id}`);
      expect(put.json().groups.map((g: { name: string }) => g.name)).toEqual(['members', 'internal staff']);
      const asThem = await authHeader(t.config, u.id);
      expect((await call('GET', '/api/staff/users', undefined, asThem)).statusCode).toBe(200);
      expect(await lastAudit('users.group_add')).toMatchObject({
        before: { groups: ['members'] },
        after: { groups: ['members', 'internal staff'] },
      });
      await call('DELETE', `/api/staff/users/${u.id}/groups/${staffGroup.id}`);
      expect((await call('GET', '/api/staff/users', undefined, asThem)).statusCode).toBe(403);
      expect(await lastAudit('users.group_remove')).toBeDefined();

      const self = await call('DELETE', `/api/staff/users/${staffId}/groups/${staffGroup.id}`);
      expect(self.json().code).toBe('staff_self_lockout');
    });

    it('deactivation ends the sign-in at once: the next request with the same token is refused', async () => {
      const email = `leaving-${Date.now()}@example.com`;
      const signedIn = await signInAs(t.app, { email });
      const token = signedIn.json().token as string;
      const headers = { authorization: `Bearer ${token}` };
      const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
      expect(me.statusCode).toBe(200);
      const id = me.json().id;

      const noReason = await call('POST', `/api/staff/users/${id}/deactivate`, { reason: '  ' });
      expect(noReason.statusCode).toBe(422);
      const off = await call('POST', `/api/staff/users/${id}/deactivate`, { reason: 'spam posts' });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ is_active: false, deactivation_reason: 'spam posts' });

      const next = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
      expect(next.statusCode).toBe(401);
      expect(await lastAudit('users.deactivate')).toMatchObject({
        target_id: String(id),
        before: { is_active: true },
        after: { is_active: false, deactivation_reason: 'spam posts' },
      });

      const on = await call('POST', `/api/staff/users/${id}/reactivate`);
      expect(on.json()).toMatchObject({ is_active: true, deactivation_reason: '' });
      // the old sign-in stays ended: its refresh family was revoked with the deactivation
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(401);
      expect(await lastAudit('users.reactivate')).toBeDefined();

      const self = await call('POST', `/api/staff/users/${staffId}/deactivate`, { reason: 'x' });
      expect(self.json().code).toBe('staff_self_lockout');
    });
  });
});
