import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusals } from '@miao/contracts/common';
import { queuedMailer } from '../../platform/mail';
import {
  storeListQuery,
  tagGroupIdsQuery,
  tagTips as tagTipsResponse,
  tagTipsRequest,
  taskBatchCreateRequest,
  taskBatchCreateResponse,
  taskBatchDeleteRequest,
  taskBatchDeleteResponse,
  taskCategoryList,
  taskChangeUserRequest,
  taskCloseRequest,
  taskCreateRequest,
  taskDetail,
  taskIdParam,
  taskList,
  taskListQuery,
  taskRecord as taskRecordResponse,
  taskRecordQuery,
  taskSubscribeRequest,
  taskSubscribeResponse,
  taskTagGroupList,
  taskTagList,
  taskUpdateRequest,
} from '@miao/contracts/tasks';
import { actorOf, requirePermission, staffOf, viewerOf } from '../../platform/identity';
import { fail } from '../../platform/errors';
import { recordScope, TASKS_SCOPE } from '../../platform/change-feed';
import { cachedBody, sendCachedJson } from '../../platform/read-cache';
import { unsubscribeRoutes } from '../../platform/unsubscribe';
import { batchCreateTasks, batchDeleteTasks } from './batch';
import { taskDepsOf } from './prepare';
import { getTaskDetail, listTasks, taskDetails, taskRecord } from './reads';
import { taskDetailAnswer, TaskListKeys } from './list-cache';
import { setPinned } from './pins';
import { changeSponsor, closeTask, createTask, deleteTask, reopenTask, updateTask } from './service';
import { findSubscription, handleSubscriberMails, subscribe, taskMails, unsubscribe } from './subscriptions';
import { listCategories, listTagGroups, listTags, tagIdsOfGroup, tagTips } from './taxonomy';
import { auditedTaskChange } from './staff-audit';
import { userPageRoutes } from './user-page-routes';

const tags = ['tasks'];

/** The community task board (API.md "Tasks, votes"). */
export async function taskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  await userPageRoutes(fastify);
  const deps = taskDepsOf(app.deps);
  handleSubscriberMails(app.deps.jobs, app.deps);
  const listKeys = new TaskListKeys(db, app.deps.changes);
  // 401 / 403 before the input is looked at, like the staff console (decision 025)
  const pinners = {
    preValidation: async (request: FastifyRequest) => {
      await requirePermission(request, 'task.pin');
    },
  };

  app.get(
    '/api/tasks',
    {
      schema: {
        tags,
        summary:
          'Tasks visible to the viewer: filters, search (`q`), `mine`/`subscribed` (signed in), orderings; newest first with staff pins by default',
        querystring: taskListQuery,
        response: { 200: taskList, ...refusals },
      },
    },
    // Served from memory while the change feed hears of no task card, name or taxonomy change
    // (issue 13, docs/decisions/027, 028); the reader's visibility is part of the key, not a query.
    async (request, reply) => {
      const viewer = await viewerOf(request);
      if (request.query.filter && viewer.userId === undefined) fail('sign_in_required');
      const { readCache } = app.deps;
      const now = new Date();
      const key = await listKeys.keyOf(viewer, request.query, now);
      const body = await cachedBody(readCache, key, async () =>
        JSON.stringify(taskList.parse(await listTasks(db, viewer, request.query, now))),
      );
      return sendCachedJson(request, reply, readCache, key, body);
    },
  );

  app.post(
    '/api/tasks',
    {
      schema: {
        tags,
        summary: 'Create a task; its reward is taken into escrow from the sponsor',
        body: taskCreateRequest,
        response: { 201: taskDetail, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const id = await createTask(db, deps, actor, request.body);
      return reply.code(201).send(await getTaskDetail(db, actor, id));
    },
  );

  await unsubscribeRoutes(app, {
    path: '/api/tasks/unsubscribe',
    tags,
    find: async (token) => {
      const found = await findSubscription(db, token);
      return found && taskMails(found);
    },
    leave: async (token) => {
      const left = await unsubscribe(db, token);
      return left && taskMails(left);
    },
  });

  app.post(
    '/api/tasks/subscribe',
    {
      schema: {
        tags,
        summary: 'E-mail on new comments of a task (spec 5 e-mail rule); confirmed by mail',
        body: taskSubscribeRequest,
        response: { 200: taskSubscribeResponse, ...refusals },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      // the confirmation mail is a job of the same transaction as the subscription
      return db.transaction((tx) =>
        subscribe({ ...app.deps, db: tx, mailer: queuedMailer(tx) }, viewer, request.body),
      );
    },
  );

  app.post(
    '/api/tasks/change-user',
    {
      schema: {
        tags,
        summary: 'Transfer the sponsor (sponsor or staff); the reward pool goes with the task',
        body: taskChangeUserRequest,
        response: { 200: taskDetail, ...refusals },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { task_id, user_id } = request.body;
      await auditedTaskChange(db, request, actor, 'tasks.change_sponsor', [task_id], (tx) =>
        changeSponsor(tx, actor, task_id, user_id),
      );
      return getTaskDetail(db, actor, request.body.task_id);
    },
  );

  app.post(
    '/api/tasks/batch-create',
    {
      schema: {
        tags,
        summary: 'Staff: many tasks at once, all or none; refused rows are named in `rows`',
        body: taskBatchCreateRequest,
        response: { 201: taskBatchCreateResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = await staffOf(request);
      const ids = await batchCreateTasks(db, deps, actor, request.body.tasks);
      const results = await taskDetails(db, actor, ids);
      return reply.code(201).send({ results, count: results.length });
    },
  );

  app.post(
    '/api/tasks/batch-delete',
    {
      schema: {
        tags,
        summary: 'Delete many tasks at once (own as sponsor, any as staff; pools refunded), all or none',
        body: taskBatchDeleteRequest,
        response: { 200: taskBatchDeleteResponse, ...refusals },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { ids } = request.body;
      const deleted = await auditedTaskChange(
        db,
        request,
        actor,
        'tasks.batch_delete',
        ids,
        (tx) => batchDeleteTasks(tx, actor, ids),
        true,
      );
      return { deleted, count: deleted.length };
    },
  );

  app.get(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        summary: 'One task with vote_content, tags, mentions, user_info, comment_count',
        params: taskIdParam,
        response: { 200: taskDetail, ...refusals },
      },
    },
    async (request, reply) => {
      const { key, body } = await taskDetailAnswer(app.deps, await viewerOf(request), request.params.id);
      return sendCachedJson(request, reply, app.deps.readCache, key, body);
    },
  );

  app.patch(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Edit (sponsor or staff); raising the reward escrows the difference, lowering refunds it',
        params: taskIdParam,
        body: taskUpdateRequest,
        response: { 200: taskDetail, ...refusals },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { id } = request.params;
      await auditedTaskChange(db, request, actor, 'tasks.update', [id], (tx) =>
        updateTask(tx, deps, actor, id, request.body),
      );
      return getTaskDetail(db, actor, request.params.id);
    },
  );

  app.delete(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Delete (sponsor or staff); what is left of the reward pool is refunded',
        params: taskIdParam,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const { id } = request.params;
      await auditedTaskChange(db, request, actor, 'tasks.delete', [id], (tx) => deleteTask(tx, actor, id));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/tasks/:id/close',
    {
      schema: {
        tags,
        summary:
          'Close (sponsor or staff), optionally disabling replies; the pool stays for the batch reward',
        params: taskIdParam,
        body: taskCloseRequest,
        response: { 200: taskDetail, ...refusals },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { id } = request.params;
      await auditedTaskChange(db, request, actor, 'tasks.close', [id], (tx) =>
        closeTask(tx, actor, id, request.body.disable_reply),
      );
      return getTaskDetail(db, actor, request.params.id);
    },
  );

  app.post(
    '/api/tasks/:id/reopen',
    {
      schema: {
        tags,
        summary: 'Reopen a closed task (sponsor or staff)',
        params: taskIdParam,
        response: { 200: taskDetail, ...refusals },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const { id } = request.params;
      await auditedTaskChange(db, request, actor, 'tasks.reopen', [id], (tx) => reopenTask(tx, actor, id));
      return getTaskDetail(db, actor, request.params.id);
    },
  );

  app.post(
    '/api/tasks/:id/pin',
    {
      schema: {
        tags,
        summary: 'Staff (`task.pin`): pin a task as an announcement at the top of the board; audited',
        params: taskIdParam,
        response: { 200: taskDetail, ...refusals },
      },
      ...pinners,
    },
    async (request) => {
      await setPinned(db, request, request.params.id, true);
      return getTaskDetail(db, await actorOf(request), request.params.id);
    },
  );

  app.post(
    '/api/tasks/:id/unpin',
    {
      schema: {
        tags,
        summary: 'Staff (`task.pin`): unpin a task; it returns to its place by date; audited',
        params: taskIdParam,
        response: { 200: taskDetail, ...refusals },
      },
      ...pinners,
    },
    async (request) => {
      await setPinned(db, request, request.params.id, false);
      return getTaskDetail(db, await actorOf(request), request.params.id);
    },
  );

  app.get(
    '/api/task-categories',
    {
      schema: { tags, querystring: storeListQuery, response: { 200: taskCategoryList, ...refusals } },
    },
    async (request) => listCategories(db, await viewerOf(request), request.query),
  );

  app.get(
    '/api/task-tags',
    { schema: { tags, querystring: storeListQuery, response: { 200: taskTagList, ...refusals } } },
    async (request) => listTags(db, request.query),
  );

  app.get(
    '/api/task-tag-groups',
    {
      schema: {
        tags,
        summary: 'Tag groups (the task board filters by a group’s tags)',
        querystring: storeListQuery,
        response: { 200: taskTagGroupList, ...refusals },
      },
    },
    async (request) => listTagGroups(db, request.query),
  );

  app.get(
    '/api/task-tags/group-ids',
    {
      schema: {
        tags,
        querystring: tagGroupIdsQuery,
        response: { 200: z.array(z.number().int()), ...refusals },
      },
    },
    async (request) => tagIdsOfGroup(db, request.query.id),
  );

  app.post(
    '/api/task-tags/tips',
    { schema: { tags, body: tagTipsRequest, response: { 200: tagTipsResponse, ...refusals } } },
    async (request) => tagTips(db, request.body.tag_ids),
  );

  app.get(
    '/api/task-record',
    {
      schema: {
        tags,
        summary: "The signed-in member's task activity: tasks sponsored and votes cast",
        querystring: taskRecordQuery,
        response: { 200: taskRecordResponse, ...refusals },
      },
    },
    // Served from memory until the member votes or a task changes (issue 13).
    async (request, reply) => {
      const actor = await actorOf(request);
      const { language } = request.query;
      const { changes, readCache } = app.deps;
      const stamp = changes.stamp([TASKS_SCOPE, recordScope(actor.userId)]);
      const key = stamp === undefined ? undefined : `record|${stamp}|${actor.userId}|${language ?? ''}`;
      const body = await cachedBody(readCache, key, async () =>
        JSON.stringify(taskRecordResponse.parse(await taskRecord(db, actor.userId, language))),
      );
      return sendCachedJson(request, reply, readCache, key, body);
    },
  );
}
