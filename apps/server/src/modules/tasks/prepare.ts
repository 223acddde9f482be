// What create, edit and batch create share (spec 4, 5): the checks of a task's fields, each adding
// the names of bad fields, the prepared task, the hourly limit, and the writes of a task with its
// media, tags, mentions, vote options and escrowed reward pool.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TASK_CREATE_INTERVAL_SECONDS } from '@miao/contracts/limits';
import {
  type TaskCreate,
  type TaskLanguage,
  type TaskPermission,
  type TaskPermissionChoice,
  type VoteOptionInput,
} from '@miao/contracts/tasks';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { tags, taskCategories, taskMedias, taskMentions, tasks, taskTags } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { rowsOf } from '../../db/sql';
import { fail } from '../../platform/errors';
import type { Actor } from '../../platform/identity';
import {
  assertNoNullCharacters,
  looksLikeHtml,
  mediaPrefixesOf,
  sanitizeRichText,
  textAsParagraphs,
} from '../../platform/sanitize';
import type { Storage } from '../../platform/storage';
import { assertCoinType, escrow } from '../coin/service';
import { attachPostedFiles } from '../uploads/attachments';
import { isOwnUploadUrl } from '../uploads/stored-files';
import { indexTask } from '../search/service';
import { insertOptions } from './vote-options';

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

export interface PreparedTask {
  title: string;
  content: string;
  startAt: Date;
  endAt: Date;
  coinTypeId: number;
  maxRewardNumber: number;
  taskCategoryId: number | null;
  language: TaskLanguage;
  publicPermission: TaskPermission;
  /** False: saved as a draft (decision 060). */
  published: boolean;
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

export const unique = (ids: number[]) => [...new Set(ids)];

/**
 * A description as stored, on create and edit alike: the comments' rich-text allowlist decides
 * what HTML stays (the contract has already capped its length); text without any tag is taken as
 * paragraphs first, so an API client's or an older form's plain text keeps its lines.
 */
export function taskContent(input: string, deps: Pick<TaskDeps, 'mediaPrefixes'>): string {
  const html = looksLikeHtml(input) ? input : textAsParagraphs(input);
  return sanitizeRichText(html, { mediaPrefixes: deps.mediaPrefixes });
}

// ---------------------------------------------------------------------------------------------
// Checks shared by create, edit and batch create; each adds the names of bad fields to `bad`.

export async function checkCategory(db: DbOrTx, id: number | null, actor: Actor, bad: string[]) {
  if (id === null) return;
  const [row] = await db
    .select({ isPublic: taskCategories.isPublic })
    .from(taskCategories)
    .where(eq(taskCategories.id, id));
  // Non-public categories are staff-only.
  if (!row || (!row.isPublic && !actor.isStaff)) bad.push('task_category_id');
}

/**
 * The stored audience of a task (decision 060): `default` takes the category's, public for a public
 * category or none, non-public for a staff-only one (its tasks are staff work, like the category).
 */
export async function resolvePermission(
  db: DbOrTx,
  choice: TaskPermissionChoice,
  categoryId: number | null,
): Promise<TaskPermission> {
  if (choice !== 'default') return choice;
  if (categoryId === null) return 'public';
  const [row] = await db
    .select({ isPublic: taskCategories.isPublic })
    .from(taskCategories)
    .where(eq(taskCategories.id, categoryId));
  return row && !row.isPublic ? 'non_public' : 'public';
}

export async function checkTags(db: DbOrTx, ids: number[], bad: string[]) {
  if (ids.length === 0) return;
  const found = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
  if (found.length !== ids.length) bad.push('tag_ids');
}

export async function checkMentions(db: DbOrTx, ids: number[], bad: string[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isActive, true)));
  if (found.length !== ids.length) bad.push('mention_user_ids');
}

/** Spec 7: covers and vote pictures come from our signed upload (images only). */
export async function checkImages(
  db: DbOrTx,
  deps: TaskDeps,
  urls: { url: string; field: string }[],
  bad: string[],
) {
  for (const { url, field } of urls) {
    if (url && !(await deps.isOwnImage(db, url))) bad.push(field);
  }
}

export function refuseFields(bad: string[]): void {
  if (bad.length > 0) fail('validation_error', { fields: [...new Set(bad)] });
}

export async function prepareTask(
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
    content: taskContent(input.content, deps),
    startAt: input.start_at,
    endAt: input.end_at,
    coinTypeId: input.coin_type_id,
    maxRewardNumber: input.max_reward_number,
    taskCategoryId: input.task_category_id,
    language: input.language,
    publicPermission: await resolvePermission(db, input.public_permission, input.task_category_id),
    published: input.published,
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
export async function assertHourlyLimit(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for no key update`);
  const recent = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from tasks where user_id = ${userId}
      and created_at > now() - make_interval(secs => ${TASK_CREATE_INTERVAL_SECONDS}) limit 1`),
  );
  if (recent.length > 0) fail('task_hourly_limit');
}

export async function replaceMedias(tx: DbOrTx, taskId: number, urls: string[]) {
  await tx.delete(taskMedias).where(eq(taskMedias.taskId, taskId));
  if (urls.length) await tx.insert(taskMedias).values(urls.map((url, sort) => ({ taskId, url, sort })));
}

export async function replaceTags(tx: DbOrTx, taskId: number, tagIds: number[]) {
  await tx.delete(taskTags).where(eq(taskTags.taskId, taskId));
  if (tagIds.length) await tx.insert(taskTags).values(tagIds.map((tagId) => ({ taskId, tagId })));
}

export async function replaceMentions(tx: DbOrTx, taskId: number, userIds: number[]) {
  await tx.delete(taskMentions).where(eq(taskMentions.taskId, taskId));
  if (userIds.length) await tx.insert(taskMentions).values(userIds.map((userId) => ({ taskId, userId })));
}

/** Inserts the task and takes its reward into escrow from the sponsor; refused as a whole. */
export async function insertTask(tx: DbOrTx, userId: number, p: PreparedTask): Promise<number> {
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
      published: p.published,
      publishedAt: p.published ? new Date() : null,
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
  await attachPostedFiles(tx, { taskId, posterId: userId });
  await escrow(tx, { taskId, userId, amount: p.maxRewardNumber, coinTypeId: p.coinTypeId, remarks: p.title });
  await indexTask(tx, taskId);
  return taskId;
}
