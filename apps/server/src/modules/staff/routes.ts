import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '@miao/contracts/common';
import {
  auditExportQuery,
  auditPage,
  auditQuery,
  categoryCreate,
  categoryUpdate,
  deactivateRequest,
  grantBatchRequest,
  grantBatchResponse,
  staffCategory,
  staffCategoryList,
  staffGroupList,
  staffIdParam,
  staffTag,
  staffTagList,
  staffTaskPage,
  staffTaskQuery,
  staffUserDetail as staffUserDetailSchema,
  staffUserPage,
  staffUserQuery,
  tagCreate,
  tagUpdate,
  userGroupParams,
} from '@miao/contracts/staff';
import { requirePermission } from '../../platform/identity';
import { auditCsv, listAudit } from './audit-log';
import { grantBatch } from './grants';
import { staffTasks } from './tasks';
import {
  createCategory,
  createTag,
  deleteCategory,
  deleteTag,
  staffCategories,
  staffTags,
  updateCategory,
  updateTag,
} from './taxonomy';
import {
  deactivateUser,
  listGroupsWithCounts,
  reactivateUser,
  searchUsers,
  setGroup,
  staffUserDetail,
} from './users';

const tags = ['staff'];
const deleted = { 204: z.null().describe('deleted'), ...refusals };
const csvText = z.string().describe('text/csv with a header row');

/** The staff console's own APIs (decision 025); the other staff APIs live with their areas. */
export async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  // 401 / 403 before the input is looked at
  const staffOnly = {
    preValidation: async (request: FastifyRequest) => {
      await requirePermission(request, 'admin.access');
    },
  };

  // ── audit log ─────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/staff/audit',
    {
      schema: {
        tags,
        summary: 'Staff actions, newest first: filter by actor, action (or area prefix `coin.`), date',
        querystring: auditQuery,
        response: { 200: auditPage, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => listAudit(db, request.query),
  );
  app.get(
    '/api/staff/audit.csv',
    {
      schema: { tags, querystring: auditExportQuery, response: { 200: csvText, ...refusals } },
      ...staffOnly,
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(await auditCsv(db, request.query)),
  );

  // ── categories and tags ───────────────────────────────────────────────────────────────────────
  app.get(
    '/api/staff/task-categories',
    { schema: { tags, response: { 200: staffCategoryList, ...refusals } }, ...staffOnly },
    async () => {
      const results = await staffCategories(db);
      return { results, count: results.length };
    },
  );
  app.post(
    '/api/staff/task-categories',
    { schema: { tags, body: categoryCreate, response: { 201: staffCategory, ...refusals } }, ...staffOnly },
    async (request, reply) => reply.code(201).send(await createCategory(db, request, request.body)),
  );
  app.patch(
    '/api/staff/task-categories/:id',
    {
      schema: {
        tags,
        params: staffIdParam,
        body: categoryUpdate,
        response: { 200: staffCategory, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => updateCategory(db, request, request.params.id, request.body),
  );
  app.delete(
    '/api/staff/task-categories/:id',
    { schema: { tags, params: staffIdParam, response: deleted }, ...staffOnly },
    async (request, reply) => {
      await deleteCategory(db, request, request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/api/staff/task-tags',
    { schema: { tags, response: { 200: staffTagList, ...refusals } }, ...staffOnly },
    async () => {
      const results = await staffTags(db);
      return { results, count: results.length };
    },
  );
  app.post(
    '/api/staff/task-tags',
    { schema: { tags, body: tagCreate, response: { 201: staffTag, ...refusals } }, ...staffOnly },
    async (request, reply) => reply.code(201).send(await createTag(db, request, request.body)),
  );
  app.patch(
    '/api/staff/task-tags/:id',
    {
      schema: { tags, params: staffIdParam, body: tagUpdate, response: { 200: staffTag, ...refusals } },
      ...staffOnly,
    },
    async (request) => updateTag(db, request, request.params.id, request.body),
  );
  app.delete(
    '/api/staff/task-tags/:id',
    { schema: { tags, params: staffIdParam, response: deleted }, ...staffOnly },
    async (request, reply) => {
      await deleteTag(db, request, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // ── coin grants ───────────────────────────────────────────────────────────────────────────────
  app.post(
    '/api/staff/coin/grants',
    {
      schema: {
        tags,
        summary: 'Activity grant to one user or many (a CSV), one ledger transaction, all or none',
        body: grantBatchRequest,
        response: { 200: grantBatchResponse, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => grantBatch(db, request, request.body),
  );

  // ── users ─────────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/staff/users',
    {
      schema: { tags, querystring: staffUserQuery, response: { 200: staffUserPage, ...refusals } },
      ...staffOnly,
    },
    async (request) => searchUsers(db, request.query),
  );
  app.get(
    '/api/staff/users/:id',
    {
      schema: { tags, params: staffIdParam, response: { 200: staffUserDetailSchema, ...refusals } },
      ...staffOnly,
    },
    async (request) => staffUserDetail(db, request.params.id),
  );
  app.post(
    '/api/staff/users/:id/deactivate',
    {
      schema: {
        tags,
        summary: 'Deactivate with a reason: the member is signed out everywhere at once',
        params: staffIdParam,
        body: deactivateRequest,
        response: { 200: staffUserDetailSchema, ...refusals },
      },
      ...staffOnly,
    },
    async (request) => {
      await deactivateUser(db, request, request.params.id, request.body.reason);
      return staffUserDetail(db, request.params.id);
    },
  );
  app.post(
    '/api/staff/users/:id/reactivate',
    {
      schema: { tags, params: staffIdParam, response: { 200: staffUserDetailSchema, ...refusals } },
      ...staffOnly,
    },
    async (request) => {
      await reactivateUser(db, request, request.params.id);
      return staffUserDetail(db, request.params.id);
    },
  );
  app.get(
    '/api/staff/groups',
    { schema: { tags, response: { 200: staffGroupList, ...refusals } }, ...staffOnly },
    async () => listGroupsWithCounts(db),
  );
  for (const [method, member] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/staff/users/:id/groups/:group_id',
      schema: {
        tags,
        summary: member ? 'Put the member into the group' : 'Take the member out of the group',
        params: userGroupParams,
        response: { 200: staffUserDetailSchema, ...refusals },
      },
      ...staffOnly,
      handler: async (request) => {
        const { id, group_id } = request.params;
        await setGroup(db, request, id, group_id, member);
        return staffUserDetail(db, id);
      },
    });
  }

  // ── tasks (close, reopen, sponsor and batch delete are the task APIs, audited there) ──────────
  app.get(
    '/api/staff/tasks',
    {
      schema: { tags, querystring: staffTaskQuery, response: { 200: staffTaskPage, ...refusals } },
      ...staffOnly,
    },
    async (request) => staffTasks(db, request.query),
  );
}
