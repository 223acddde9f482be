// Task rules (spec 4, 5): creation once an hour, the reward pool in escrow, edits that keep the pool
// above what was rewarded, vote options fixed once created, visibility. Every change runs in one
// transaction with its money movement, so a refusal leaves nothing written.
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@miao/contracts/common';
import { errors, type ErrorCode } from '@miao/contracts/errors';
import { TASK_CREATE_INTERVAL_SECONDS, TASK_RECORD_MAX, VOTE_OPTIONS_MAX } from '@miao/contracts/limits';
import {
  taskCreateRequest,
  type BatchRowError,
  type TaskCreate,
  type TaskDetail,
  type TaskLanguage,
  type TaskListQuery,
  type TaskRecord,
  type TaskSummary,
  type TaskUpdate,
  type VoteOptionInput,
} from '@miao/contracts/tasks';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { coinTypes } from '../../db/schema/coin';
import { rewards } from '../../db/schema/comments';
import {
  tags,
  taskCategories,
  taskMedias,
  taskMentions,
  tasks,
  taskTags,
  voteBallots,
  votes,
} from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { announce, TARGETS_SCOPE } from '../../platform/change-feed';
import { AppError, fail } from '../../platform/errors';
import { rowsOf } from '../../platform/rate-limit';
import { assertNoNullCharacters, mediaPrefixesOf, sanitizeRichText } from '../../platform/sanitize';
import type { Storage } from '../../platform/storage';
import { escrowAccount, post, userAccount } from '../coin/ledger';
import { assertCoinType, escrow, escrowBalance, refund } from '../coin/service';
import { isOwnUploadUrl } from '../uploads/service';
import { optionsOf, insertOptions, voteStateOf } from '../votes/service';
import {
  assertSponsorOrStaff,
  loadVisibleTask,
  visibleTo,
  type Actor,
  type TaskRow,
  type Viewer,
} from './policy';
import { isoTime, presentTaskDetail, presentTaskSummary, type SummaryRow } from './presenter';

/** What the task rules need from outside: where our media live and whether an address is our upload. */
export interface TaskDeps {
  mediaPrefixes: readonly string[];
  /** True when `url` is an image uploaded here (covers, vote pictures). */
  isOwnImage(db: DbOrTx, url: string): Promise<boolean>;
}

export function taskDepsOf(deps: { config: Config; storage: Storage }): TaskDeps {
  return {
    mediaPrefixes: mediaPrefixesOf(deps.config, deps.storage),
    isOwnImage: (db, url) => isOwnUploadUrl(db, deps.storage, url, ['image']),
  };
}

interface PreparedTask {
  title: string;
  content: string;
  startAt: Date;
  endAt: Date;
  coinTypeId: number;
  maxRewardNumber: number;
  taskCategoryId: number | null;
  language: TaskLanguage;
  publicPermission: TaskCreate['public_permission'];
  operation: TaskCreate['operation'];
  medias: string[];
  tagIds: number[];
  mentionIds: number[];
  vote: {
    enable: boolean;
    maxNum: number;
    showRes: boolean;
    options: Pick<VoteOptionInput, 'content' | 'pic'>[];
  };
}

const unique = (ids: number[]) => [...new Set(ids)];

// ---------------------------------------------------------------------------------------------
// Checks shared by create, edit and batch create; each adds the names of bad fields to `bad`.

async function checkCategory(db: DbOrTx, id: number | null, actor: Actor, bad: string[]) {
  if (id === null) return;
  const [row] = await db
    .select({ isPublic: taskCategories.isPublic })
    .from(taskCategories)
    .where(eq(taskCategories.id, id));
  // Non-public categories are staff-only.
  if (!row || (!row.isPublic && !actor.isStaff)) bad.push('task_category_id');
}

async function checkTags(db: DbOrTx, ids: number[], bad: string[]) {
  if (ids.length === 0) return;
  const found = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
  if (found.length !== ids.length) bad.push('tag_ids');
}

async function checkMentions(db: DbOrTx, ids: number[], bad: string[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isActive, true)));
  if (found.length !== ids.length) bad.push('mention_user_ids');
}

/** Spec 7: covers and vote pictures come from our signed upload (images only). */
async function checkImages(
  db: DbOrTx,
  deps: TaskDeps,
  urls: { url: string; field: string }[],
  bad: string[],
) {
  for (const { url, field } of urls) {
    if (url && !(await deps.isOwnImage(db, url))) bad.push(field);
  }
}

function refuseFields(bad: string[]): void {
  if (bad.length > 0) fail('validation_error', { fields: [...new Set(bad)] });
}

async function prepareTask(
  db: DbOrTx,
  deps: TaskDeps,
  actor: Actor,
  input: TaskCreate,
): Promise<PreparedTask> {
  assertNoNullCharacters(input);
  const bad: string[] = [];
  if (!(input.start_at < input.end_at)) bad.push('end_at');
  const tagIds = unique(input.tag_ids);
  const mentionIds = unique(input.mention_user_ids);
  await checkCategory(db, input.task_category_id, actor, bad);
  await checkTags(db, tagIds, bad);
  await checkMentions(db, mentionIds, bad);
  await checkImages(
    db,
    deps,
    input.medias.map((url, i) => ({ url, field: `medias.${i}` })),
    bad,
  );
  const { enable, max_num, show_res } = input.vote_conf;
  const options = input.vote_content;
  if (!enable) {
    // Spec 5: the option list is sent only when voting is enabled.
    if (options.length > 0) bad.push('vote_content');
  } else {
    if (options.length === 0) bad.push('vote_content');
    else if (max_num > options.length) bad.push('vote_conf.max_num');
    options.forEach((o, i) => {
      if (o.id !== undefined) bad.push(`vote_content.${i}.id`);
    });
    await checkImages(
      db,
      deps,
      options.map((o, i) => ({ url: o.pic, field: `vote_content.${i}.pic` })),
      bad,
    );
  }
  refuseFields(bad);
  await assertCoinType(db, input.coin_type_id);
  return {
    title: input.title,
    content: sanitizeRichText(input.content, { mediaPrefixes: deps.mediaPrefixes }),
    startAt: input.start_at,
    endAt: input.end_at,
    coinTypeId: input.coin_type_id,
    maxRewardNumber: input.max_reward_number,
    taskCategoryId: input.task_category_id,
    language: input.language,
    publicPermission: input.public_permission,
    operation: input.operation,
    medias: input.medias,
    tagIds,
    mentionIds,
    vote: {
      enable,
      maxNum: enable ? max_num : 1,
      showRes: enable && show_res,
      options: enable ? options.map((o) => ({ content: o.content, pic: o.pic })) : [],
    },
  };
}

/**
 * Spec 5: one task an hour per member (staff exempt). The user's row is locked first, so two
 * creations at once are checked one after the other; deleted tasks count too.
 */
async function assertHourlyLimit(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for no key update`);
  const recent = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from tasks where user_id = ${userId}
      and created_at > now() - make_interval(secs => ${TASK_CREATE_INTERVAL_SECONDS}) limit 1`),
  );
  if (recent.length > 0) fail('task_hourly_limit');
}

async function replaceMedias(tx: DbOrTx, taskId: number, urls: string[]) {
  await tx.delete(taskMedias).where(eq(taskMedias.taskId, taskId));
  if (urls.length) await tx.insert(taskMedias).values(urls.map((url, sort) => ({ taskId, url, sort })));
}

async function replaceTags(tx: DbOrTx, taskId: number, tagIds: number[]) {
  await tx.delete(taskTags).where(eq(taskTags.taskId, taskId));
  if (tagIds.length) await tx.insert(taskTags).values(tagIds.map((tagId) => ({ taskId, tagId })));
}

async function replaceMentions(tx: DbOrTx, taskId: number, userIds: number[]) {
  await tx.delete(taskMentions).where(eq(taskMentions.taskId, taskId));
  if (userIds.length) await tx.insert(taskMentions).values(userIds.map((userId) => ({ taskId, userId })));
}

/** Inserts the task and takes its reward into escrow from the sponsor; refused as a whole. */
async function insertTask(tx: DbOrTx, userId: number, p: PreparedTask): Promise<number> {
  const [row] = await tx
    .insert(tasks)
    .values({
      userId,
      title: p.title,
      content: p.content,
      startAt: p.startAt,
      endAt: p.endAt,
      coinTypeId: p.coinTypeId,
      maxRewardNumber: p.maxRewardNumber,
      taskCategoryId: p.taskCategoryId,
      language: p.language,
      publicPermission: p.publicPermission,
      operation: p.operation,
      voteEnable: p.vote.enable,
      voteMaxNum: p.vote.maxNum,
      voteShowRes: p.vote.showRes,
    })
    .returning({ id: tasks.id });
  const taskId = row!.id;
  await replaceMedias(tx, taskId, p.medias);
  await replaceTags(tx, taskId, p.tagIds);
  await replaceMentions(tx, taskId, p.mentionIds);
  await insertOptions(tx, taskId, p.vote.options);
  await escrow(tx, { taskId, userId, amount: p.maxRewardNumber, coinTypeId: p.coinTypeId, remarks: p.title });
  return taskId;
}

/** POST /api/tasks: checked, then written with its escrow in one transaction (nothing on refusal). */
export async function createTask(
  db: DbOrTx,
  deps: TaskDeps,
  actor: Actor,
  input: TaskCreate,
  options: { hourlyLimit?: boolean } = {},
): Promise<number> {
  const prepared = await prepareTask(db, deps, actor, input);
  return (db as Db).transaction(async (tx) => {
    if (!actor.isStaff && options.hourlyLimit !== false) await assertHourlyLimit(tx, actor.userId);
    return insertTask(tx, actor.userId, prepared);
  });
}

// ---------------------------------------------------------------------------------------------
// Edit

/** Rewards given on comments but not yet sent by the batch reward. */
async function processingRewards(db: DbOrTx, taskId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${rewards.number}), 0)::text` })
    .from(rewards)
    .where(and(eq(rewards.taskId, taskId), eq(rewards.status, 'processing')));
  return Number(row?.total ?? 0);
}

/** Coin paid out of the task's pool as rewards so far (the ledger is the record). */
export async function rewardedAmount(db: DbOrTx, taskId: number): Promise<number> {
  const [row] = rowsOf<{ rewarded: string }>(
    await db.execute(sql`
      select coalesce(sum(-e.amount), 0)::text as rewarded
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join accounts a on a.id = e.account_id
      where t.task_id = ${taskId} and t.type = 'reward' and a.kind = 'escrow'`),
  );
  return Number(row?.rewarded ?? 0);
}

/**
 * Part of the pool back to the sponsor (a reward refund) when the reward amount is lowered. The
 * coin service refunds only the whole pool, so this posts the movement through the ledger core.
 */
async function refundPart(tx: DbOrTx, task: TaskRow, amount: number, createdBy: number) {
  const pool = await escrowAccount(tx, task.id, task.coinTypeId);
  const sponsor = await userAccount(tx, task.userId, task.coinTypeId);
  await post(tx, {
    type: 'reward_refund',
    source: 'dao_platform',
    remarks: task.title,
    taskId: task.id,
    createdBy,
    legs: [
      { account: pool, amount: -amount },
      { account: sponsor, amount },
    ],
    insufficient: 'reward_remaining_insufficient',
  });
}

function sameOption(a: { content: string; pic: string }, b: { content: string; pic: string }) {
  return a.content === b.content && a.pic === b.pic;
}

/**
 * PATCH /api/tasks/{id}. vote_conf is fixed after creation; in vote_content the existing options
 * must come back unchanged (id, content, pic) and only options without id are added. Raising the
 * reward escrows the difference from the sponsor, lowering refunds it, never below what was rewarded.
 */
export async function updateTask(
  db: DbOrTx,
  deps: TaskDeps,
  actor: Actor,
  taskId: number,
  input: TaskUpdate,
): Promise<void> {
  assertNoNullCharacters(input);
  await (db as Db).transaction(async (tx) => {
    const task = await loadVisibleTask(tx, taskId, actor, 'update');
    assertSponsorOrStaff(task, actor);
    const bad: string[] = [];
    const startAt = input.start_at ?? task.startAt;
    const endAt = input.end_at ?? task.endAt;
    if (!(startAt < endAt)) bad.push('end_at');
    if (input.coin_type_id !== undefined && input.coin_type_id !== task.coinTypeId) bad.push('coin_type_id');
    if (input.task_category_id !== undefined && input.task_category_id !== task.taskCategoryId) {
      await checkCategory(tx, input.task_category_id, actor, bad);
    }
    const tagIds = input.tag_ids && unique(input.tag_ids);
    const mentionIds = input.mention_user_ids && unique(input.mention_user_ids);
    if (tagIds) await checkTags(tx, tagIds, bad);
    if (mentionIds) await checkMentions(tx, mentionIds, bad);
    if (input.medias) {
      const kept = new Set(
        (await tx.select({ url: taskMedias.url }).from(taskMedias).where(eq(taskMedias.taskId, task.id))).map(
          (m) => m.url,
        ),
      );
      const fresh = input.medias
        .map((url, i) => ({ url, field: `medias.${i}` }))
        .filter((m) => !kept.has(m.url));
      await checkImages(tx, deps, fresh, bad);
    }

    const conf = input.vote_conf;
    if (conf) {
      if (conf.enable !== undefined && conf.enable !== task.voteEnable) bad.push('vote_conf.enable');
      if (task.voteEnable && conf.max_num !== undefined && conf.max_num !== task.voteMaxNum)
        bad.push('vote_conf.max_num');
      if (task.voteEnable && conf.show_res !== undefined && conf.show_res !== task.voteShowRes)
        bad.push('vote_conf.show_res');
    }
    let added: VoteOptionInput[] = [];
    let existingCount = 0;
    if (input.vote_content) {
      const existing = task.voteEnable ? await optionsOf(tx, task.id) : [];
      existingCount = existing.length;
      const byId = new Map(existing.map((o) => [o.id, o]));
      const seen = new Set<number>();
      if (!task.voteEnable && input.vote_content.length > 0) bad.push('vote_content');
      input.vote_content.forEach((o, i) => {
        if (o.id === undefined) return;
        const stored = byId.get(o.id);
        if (!stored || seen.has(o.id)) bad.push(`vote_content.${i}.id`);
        else if (!sameOption(o, stored)) bad.push(`vote_content.${i}.content`);
        seen.add(o.id);
      });
      // Existing options can be neither changed nor removed.
      if (existing.some((o) => !seen.has(o.id))) bad.push('vote_content');
      added = task.voteEnable ? input.vote_content.filter((o) => o.id === undefined) : [];
      if (existingCount + added.length > VOTE_OPTIONS_MAX) bad.push('vote_content');
      await checkImages(
        tx,
        deps,
        input.vote_content.flatMap((o, i) =>
          o.id === undefined ? [{ url: o.pic, field: `vote_content.${i}.pic` }] : [],
        ),
        bad,
      );
    }
    refuseFields(bad);

    const content =
      input.content === undefined
        ? undefined
        : sanitizeRichText(input.content, { mediaPrefixes: deps.mediaPrefixes });
    const newReward = input.max_reward_number;
    if (newReward !== undefined && newReward !== task.maxRewardNumber) {
      // Spec 5 / 8: the task's coin can never go below what was already rewarded, counting the
      // rewards promised on comments (processing) that the batch reward will pay from the pool.
      if (newReward < (await rewardedAmount(tx, task.id)) + (await processingRewards(tx, task.id))) {
        fail('reward_exceeds_coin_rewarded');
      }
      const difference = newReward - task.maxRewardNumber;
      if (difference > 0) {
        await escrow(tx, {
          taskId: task.id,
          userId: task.userId,
          amount: difference,
          coinTypeId: task.coinTypeId,
          remarks: task.title,
        });
      } else {
        await refundPart(tx, task, -difference, actor.userId);
      }
    }

    await tx
      .update(tasks)
      .set({
        title: input.title,
        content,
        startAt,
        endAt,
        maxRewardNumber: newReward,
        taskCategoryId: input.task_category_id,
        language: input.language,
        publicPermission: input.public_permission,
        operation: input.operation,
        updatedAt: new Date(),
      })
      .where(eq(tasks.id, task.id));
    if (input.medias) await replaceMedias(tx, task.id, input.medias);
    if (tagIds) await replaceTags(tx, task.id, tagIds);
    if (mentionIds) await replaceMentions(tx, task.id, mentionIds);
    await insertOptions(tx, task.id, added, existingCount);
    // who may see the task decides whose notifications show it (docs/decisions/017)
    if (input.public_permission !== undefined || mentionIds) await announce(tx, TARGETS_SCOPE);
  });
}

// ---------------------------------------------------------------------------------------------
// Status, sponsor, delete

/**
 * Closing changes the status only: no refund. Rewards are paid while processing and the batch
 * reward (comments issue) pays a closed task's processing rewards, so the pool must stay until
 * then; what is left is refunded when the batch reward is sent or when the task is deleted.
 */
export async function closeTask(
  db: DbOrTx,
  actor: Actor,
  taskId: number,
  disableReply: boolean,
): Promise<void> {
  await (db as Db).transaction(async (tx) => {
    const task = await loadVisibleTask(tx, taskId, actor, 'update');
    assertSponsorOrStaff(task, actor);
    await tx
      .update(tasks)
      .set({
        status: 'closed',
        closedAt: task.closedAt ?? new Date(),
        replyDisabled: disableReply,
        updatedAt: new Date(),
      })
      .where(eq(tasks.id, task.id));
  });
}

/** Back to processing, replies enabled again. */
export async function reopenTask(db: DbOrTx, actor: Actor, taskId: number): Promise<void> {
  await (db as Db).transaction(async (tx) => {
    const task = await loadVisibleTask(tx, taskId, actor, 'update');
    assertSponsorOrStaff(task, actor);
    await tx
      .update(tasks)
      .set({ status: 'processing', closedAt: null, replyDisabled: false, updatedAt: new Date() })
      .where(eq(tasks.id, task.id));
  });
}

/** Marks the task deleted and refunds what is left of its pool to the sponsor. */
async function deleteLocked(tx: DbOrTx, task: TaskRow, actor: Actor): Promise<void> {
  await tx.update(tasks).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(tasks.id, task.id));
  await refund(tx, { taskId: task.id, toUserId: task.userId, remarks: task.title, createdBy: actor.userId });
}

export async function deleteTask(db: DbOrTx, actor: Actor, taskId: number): Promise<void> {
  await (db as Db).transaction(async (tx) => {
    const task = await loadVisibleTask(tx, taskId, actor, 'update');
    assertSponsorOrStaff(task, actor);
    await deleteLocked(tx, task, actor);
  });
}

/** The new sponsor takes over the task and its reward pool (refunds go to the sponsor of the day). */
export async function changeSponsor(db: DbOrTx, actor: Actor, taskId: number, userId: number): Promise<void> {
  await (db as Db).transaction(async (tx) => {
    const task = await loadVisibleTask(tx, taskId, actor, 'update');
    assertSponsorOrStaff(task, actor);
    const [target] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isActive, true)));
    if (!target) fail('validation_error', { fields: ['user_id'] });
    await tx.update(tasks).set({ userId, updatedAt: new Date() }).where(eq(tasks.id, task.id));
  });
}

// ---------------------------------------------------------------------------------------------
// Batches (staff): all or none, every refused row named.

function rowError(index: number, error: unknown): BatchRowError {
  if (error instanceof AppError) {
    const fields = (error.details?.fields as string[] | undefined) ?? [];
    return { index, code: error.code, message: error.message, fields };
  }
  throw error;
}

function refuseBatch(rows: BatchRowError[]): void {
  if (rows.length > 0) fail('task_batch_invalid', { rows });
}

const validationRow = (index: number, fields: string[]): BatchRowError => ({
  index,
  code: 'validation_error' satisfies ErrorCode,
  message: errors.validation_error.message,
  fields,
});

/**
 * POST /api/tasks/batch-create: each row is a create request of its own, checked like one; the
 * tasks are written in one transaction, each row in a savepoint so a refused escrow names its row,
 * and if any row is refused nothing is kept. The staff member is the sponsor and pays every pool.
 */
export async function batchCreateTasks(
  db: DbOrTx,
  deps: TaskDeps,
  actor: Actor,
  rows: unknown[],
): Promise<number[]> {
  const refused: BatchRowError[] = [];
  const prepared: PreparedTask[] = [];
  for (const [index, raw] of rows.entries()) {
    const parsed = taskCreateRequest.safeParse(raw);
    if (!parsed.success) {
      refused.push(
        validationRow(index, [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))]),
      );
      continue;
    }
    try {
      prepared.push(await prepareTask(db, deps, actor, parsed.data));
    } catch (error) {
      refused.push(rowError(index, error));
    }
  }
  refuseBatch(refused);
  return (db as Db).transaction(async (tx) => {
    const ids: number[] = [];
    for (const [index, task] of prepared.entries()) {
      try {
        ids.push(await tx.transaction((row) => insertTask(row, actor.userId, task)));
      } catch (error) {
        refused.push(rowError(index, error));
      }
    }
    refuseBatch(refused);
    return ids;
  });
}

/** POST /api/tasks/batch-delete: every id must name a live task, else nothing is deleted. */
export async function batchDeleteTasks(db: DbOrTx, actor: Actor, ids: number[]): Promise<number[]> {
  const wanted = unique(ids);
  return (db as Db).transaction(async (tx) => {
    const refused: BatchRowError[] = [];
    const found: TaskRow[] = [];
    for (const [index, id] of wanted.entries()) {
      try {
        found.push(await loadVisibleTask(tx, id, actor, 'update'));
      } catch (error) {
        refused.push(rowError(index, error));
      }
    }
    refuseBatch(refused);
    for (const task of found) await deleteLocked(tx, task, actor);
    return wanted;
  });
}

// ---------------------------------------------------------------------------------------------
// Reading

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** One query for a page of cards: author, category, coin name, medias, tags and mentions aggregated per task. */
async function selectSummaries(
  db: DbOrTx,
  where: SQL | undefined,
  page?: { ordering: 'id' | '-id'; limit: number; offset: number },
): Promise<{ rows: SummaryRow[]; total: number | undefined }> {
  const query = db
    .select({
      task: tasks,
      author: { id: users.id, nickname: users.nickname, avatar: users.avatar },
      category: taskCategories,
      coinName: coinTypes.name,
      medias: sql<unknown>`(select coalesce(json_agg(json_build_object('url', m.url) order by m.sort), '[]'::json)
        from task_medias m where m.task_id = ${tasks.id})`,
      tags: sql<unknown>`(select coalesce(json_agg(json_build_object('tag_id', g.id, 'tag_name', g.name) order by g.id), '[]'::json)
        from task_tags tt join tags g on g.id = tt.tag_id where tt.task_id = ${tasks.id})`,
      mentionIds: sql<unknown>`(select coalesce(json_agg(tm.user_id order by tm.user_id), '[]'::json)
        from task_mentions tm where tm.task_id = ${tasks.id})`,
      total: sql<string>`count(*) over ()`,
    })
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.userId))
    .leftJoin(taskCategories, eq(taskCategories.id, tasks.taskCategoryId))
    .leftJoin(coinTypes, eq(coinTypes.id, tasks.coinTypeId))
    .where(where)
    .$dynamic();
  const result = page
    ? await query
        .orderBy(page.ordering === 'id' ? asc(tasks.id) : desc(tasks.id))
        .limit(page.limit)
        .offset(page.offset)
    : await query;
  return {
    rows: result.map((r) => ({
      ...r,
      medias: json<{ url: string }[]>(r.medias),
      tags: json<{ tag_id: number; tag_name: string }[]>(r.tags),
      mentionIds: json<number[]>(r.mentionIds),
    })),
    total: result.length > 0 ? Number(result[0]!.total) : undefined,
  };
}

/** GET /api/tasks: the viewer's visible tasks, filtered and paged, newest first by default. */
export async function listTasks(
  db: DbOrTx,
  viewer: Viewer,
  query: TaskListQuery,
): Promise<Page<TaskSummary>> {
  const filters: (SQL | undefined)[] = [visibleTo(viewer)];
  if (query.language) filters.push(eq(tasks.language, query.language));
  if (query.status) filters.push(eq(tasks.status, query.status));
  if (query.user_id !== undefined) filters.push(eq(tasks.userId, query.user_id));
  if (query.task_category_id !== undefined) filters.push(eq(tasks.taskCategoryId, query.task_category_id));
  if (query.tag_ids?.length) {
    // A task with any of the tags (the /dao/?tag_ids= filter).
    filters.push(
      sql`exists (select 1 from ${taskTags} where ${taskTags.taskId} = ${tasks.id} and ${inArray(taskTags.tagId, query.tag_ids)})`,
    );
  }
  const where = and(...filters);
  const { rows, total } = await selectSummaries(db, where, {
    ordering: query.ordering,
    limit: query.page_size,
    offset: (query.page_number - 1) * query.page_size,
  });
  // Past the last page the window count is missing: count separately.
  const count =
    total ??
    Number(
      (
        await db
          .select({ n: sql<string>`count(*)` })
          .from(tasks)
          .where(where)
      )[0]?.n ?? 0,
    );
  return {
    results: rows.map((row) => presentTaskSummary(row, viewer)),
    count,
    page_number: query.page_number,
    page_size: query.page_size,
  };
}

/** GET /api/tasks/{id}. */
export async function getTaskDetail(db: DbOrTx, viewer: Viewer, taskId: number): Promise<TaskDetail> {
  const task = await loadVisibleTask(db, taskId, viewer);
  return detailOf(db, viewer, task);
}

export async function detailOf(db: DbOrTx, viewer: Viewer, task: TaskRow): Promise<TaskDetail> {
  const [{ rows }, voteState, rewarded, remaining] = await Promise.all([
    selectSummaries(db, eq(tasks.id, task.id)),
    voteStateOf(db, task, viewer),
    rewardedAmount(db, task.id),
    escrowBalance(db, task.id, task.coinTypeId),
  ]);
  const row = rows[0]!;
  // Spec 6: mentioned users are shown to signed-in viewers only.
  const mentioned =
    viewer.userId !== undefined && row.mentionIds.length > 0
      ? await db
          .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
          .from(users)
          .where(inArray(users.id, row.mentionIds))
          .orderBy(asc(users.id))
      : [];
  return presentTaskDetail(row, viewer, { mentioned, ...voteState, rewarded, remaining });
}

export async function taskDetails(db: DbOrTx, viewer: Viewer, ids: number[]): Promise<TaskDetail[]> {
  const details: TaskDetail[] = [];
  for (const id of ids) details.push(await getTaskDetail(db, viewer, id));
  return details;
}

/** GET /api/task-record: what the signed-in member did on the board (tasks sponsored, votes cast). */
export async function taskRecord(
  db: DbOrTx,
  userId: number,
  language: TaskLanguage | undefined,
): Promise<TaskRecord> {
  const mine = and(
    eq(tasks.userId, userId),
    isNull(tasks.deletedAt),
    language ? eq(tasks.language, language) : undefined,
  );
  const voted = and(
    eq(voteBallots.userId, userId),
    isNull(tasks.deletedAt),
    language ? eq(tasks.language, language) : undefined,
  );
  const [created, createdCount, ballots, voteCount] = await Promise.all([
    db
      .select({
        id: tasks.id,
        title: tasks.title,
        status: tasks.status,
        language: tasks.language,
        createdAt: tasks.createdAt,
      })
      .from(tasks)
      .where(mine)
      .orderBy(desc(tasks.id))
      .limit(TASK_RECORD_MAX),
    db
      .select({ n: sql<string>`count(*)` })
      .from(tasks)
      .where(mine),
    db
      .select({
        taskId: voteBallots.taskId,
        title: tasks.title,
        createdAt: voteBallots.createdAt,
        voteIds: sql<unknown>`(select coalesce(json_agg(v.option_id order by v.option_id), '[]'::json)
          from ${votes} v where v.task_id = ${voteBallots.taskId} and v.user_id = ${voteBallots.userId})`,
      })
      .from(voteBallots)
      .innerJoin(tasks, eq(tasks.id, voteBallots.taskId))
      .where(voted)
      .orderBy(desc(voteBallots.createdAt), desc(voteBallots.taskId))
      .limit(TASK_RECORD_MAX),
    db
      .select({ n: sql<string>`count(*)` })
      .from(voteBallots)
      .innerJoin(tasks, eq(tasks.id, voteBallots.taskId))
      .where(voted),
  ]);
  return {
    created_count: Number(createdCount[0]?.n ?? 0),
    vote_count: Number(voteCount[0]?.n ?? 0),
    tasks: created.map((t) => ({
      id: t.id,
      title: t.title,
      status: t.status,
      language: t.language,
      create_time: isoTime(t.createdAt),
    })),
    votes: ballots.map((b) => ({
      task_id: b.taskId,
      title: b.title,
      vote_ids: json<number[]>(b.voteIds),
      create_time: isoTime(b.createdAt),
    })),
  };
}

/** A member's visible tasks, newest first (for the user detail page). */
export async function tasksOfUser(db: DbOrTx, viewer: Viewer, userId: number, limit = TASK_RECORD_MAX) {
  return db
    .select({ id: tasks.id, title: tasks.title, status: tasks.status })
    .from(tasks)
    .where(and(visibleTo(viewer), eq(tasks.userId, userId)))
    .orderBy(desc(tasks.id))
    .limit(limit);
}
