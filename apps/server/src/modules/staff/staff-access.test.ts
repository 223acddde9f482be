import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, type TestApp } from '../../test/app';
import { buildUser } from '../../test/factories';

type Auth = { authorization: string };

/** Every staff console API: 401 signed out, 403 for a member, before the input is read. */
const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/staff/audit'],
  ['GET', '/api/staff/audit.csv'],
  ['GET', '/api/staff/task-categories'],
  ['POST', '/api/staff/task-categories', { name: 'x' }],
  ['PATCH', '/api/staff/task-categories/1', { name: 'x' }],
  ['DELETE', '/api/staff/task-categories/1'],
  ['GET', '/api/staff/task-tags'],
  ['POST', '/api/staff/task-tags', { name: 'x' }],
  ['PATCH', '/api/staff/task-tags/1', { hidden: true }],
  ['DELETE', '/api/staff/task-tags/1'],
  ['POST', '/api/staff/coin/grants', { coin_type_id: 1, remarks: 'r', rows: [{ user: '1', number: 1 }] }],
  ['GET', '/api/staff/users'],
  ['GET', '/api/staff/users/1'],
  ['POST', '/api/staff/users/1/deactivate', { reason: 'spam' }],
  ['POST', '/api/staff/users/1/reactivate'],
  ['GET', '/api/staff/groups'],
  ['PUT', '/api/staff/users/1/groups/1'],
  ['DELETE', '/api/staff/users/1/groups/1'],
  ['GET', '/api/staff/tasks'],
  // (batch delete is open to sponsors for their own tasks: modules/tasks/batch.test.ts)
  ['POST', '/api/admin/coin/types', { coin_name: 'X' }],
  ['POST', '/api/admin/coin/grant', { user_id: 1, coin_type_id: 1, number: 1 }],
];

describe('staff console access', () => {
  let t: TestApp;
  let member: Auth;
  let staff: Auth;

  beforeAll(async () => {
    t = await createTestApp();
    member = await authHeader(t.config, (await buildUser(t.db)).id);
    staff = await authHeader(t.config, (await buildUser(t.db, { staff: true })).id);
  });
  afterAll(() => t.close());

  it('refuses visitors with 401 and members with 403, and writes no audit row', async () => {
    for (const [method, url, payload] of ROUTES) {
      const asVisitor = await t.app.inject({ method: method as 'GET', url, payload: payload as object });
      expect(asVisitor.statusCode, `${method} ${url}`).toBe(401);
      const asMember = await t.app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
        headers: member,
      });
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      expect(asMember.json().code).toBe('no_operation_permission');
    }
    const log = await t.app.inject({ method: 'GET', url: '/api/staff/audit', headers: staff });
    expect(log.json().count).toBe(0);
  });

  it('publishes the staff routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/staff/audit', '/api/staff/coin/grants', '/api/staff/users/{id}/deactivate'])
      expect(doc.paths[path], path).toBeDefined();
  });
});
