// Task rules (spec 4, 5): creation once an hour, the reward pool in escrow, edits that keep the pool
// above what was rewarded, vote options fixed once created, closing, reopening, deleting and handing
// over. Every change runs in one transaction with its money movement, so a refusal leaves nothing
// written. Shared checks and writes: prepare.ts; batches: batch.ts; reads: reads.ts.
import { and, eq, sql } from 'drizzle-orm';
import { VOTE_OPTIONS_MAX } from '@miao/contracts/limits';
import { type TaskCreate, type TaskUpdate, type VoteOptionInput } from '@miao/contracts/tasks';
import type { DbOrTx } from '../../db/client';
import { rewards } from '../../db/schema/rewards';
import { taskMedias, tasks } from '../../db/schema/tasks';
import { users } from '../../db/schema/users';
import { announce, TARGETS_SCOPE } from '../../platform/change-feed';
import { inTransaction, rowsOf } from '../../db/sql';
import { fail } from '../../platform/errors';
import type { Actor } from '../../platform/identity';
import { assertNoNullCharacters } from '../../platform/sanitize';
import { escrowAccount, post, userAccount } from '../coin/ledger';
import { escrow, refund } from '../coin/service';
import { attachPostedFiles } from '../uploads/attachments';
import { assertSponsorOrStaff, loadVisibleTask, type TaskRow } from './policy';
import {
  assertHourlyLimit,
  checkCategory,
  checkImages,
  checkMentions,
  checkTags,
  insertTask,
  prepareTask,
  refuseFields,
  replaceMedias,
  resolvePermission,
  replaceMentions,
  replaceTags,
  taskContent,
  type TaskDeps,
  unique,
} from './prepare';
import { insertOptions, optionsOf } from './vote-options';
import { indexTask } from '../search/service';

/** POST /api/tasks: checked, then written with its escrow in one transaction (nothing on refusal). */
export async function createTask(
  db: DbOrTx,
  deps: TaskDeps,
  actor: Actor,
  input: TaskCreate,
  options: { hourlyLimit?: boolean } = {},
): Promise<number> {
  const prepared = await prepareTask(db, deps, actor, input);
  return inTransaction(db, async (tx) => {
    if (!actor.isStaff && options.hourlyLimit !== false) await assertHourlyLimit(tx, actor.userId);
    return insertTask(tx, actor.userId, prepared);
  });
}

// ---------------------------------------------------------------------------------------------
// Edit

/** Rewards given on comments but not yet sent by the batch reward. */
export async function processingRewards(db: DbOrTx, taskId: number): Promise<number> {
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
  await inTransaction(db, async (tx) => {
    const task = await loadVisibleTask(tx, taskId, actor, 'update');
    assertSponsorOrStaff(task, actor);
    const bad: string[] = [];
    const startAt = input.start_at ?? task.startAt;
    const endAt = input.end_at ?? task.endAt;
    if (!(startAt < endAt)) bad.push('end_at');
    if (input.coin_type_id !== undefined && input.coin_type_id !== task.coinTypeId) bad.push('coin_type_id');
    // a draft is published once, from the edit form; a task on the board stays there (decision 060)
    if (input.published === false && task.published) bad.push('published');
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
      // the results can be shown once the vote has run (which ends it, spec 4), never hidden again
      if (task.voteEnable && conf.show_res === false && task.voteShowRes) bad.push('vote_conf.show_res');
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

    const content = input.content === undefined ? undefined : taskContent(input.content, deps);
    const newReward = input.max_reward_number;
    if (newReward !== undefined && newReward !== task.maxRewardNumber) {
      // Spec 5 / 8: the task's coin must exceed what was already rewarded, counting the rewards
      // promised on comments (processing) that the batch reward will pay from the pool.
      if (newReward <= (await rewardedAmount(tx, task.id)) + (await processingRewards(tx, task.id))) {
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

    const categoryId = input.task_category_id === undefined ? task.taskCategoryId : input.task_category_id;
    const publicPermission =
      input.public_permission === undefined
        ? undefined
        : await resolvePermission(tx, input.public_permission, categoryId);
    const publishing = input.published === true && !task.published;
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
        publicPermission,
        ...(publishing ? { published: true, publishedAt: new Date() } : {}),
        operation: input.operation,
        voteShowRes: task.voteEnable && conf?.show_res === true ? true : undefined,
        updatedAt: new Date(),
      })
      .where(eq(tasks.id, task.id));
    if (input.medias) await replaceMedias(tx, task.id, input.medias);
    if (tagIds) await replaceTags(tx, task.id, tagIds);
    if (mentionIds) await replaceMentions(tx, task.id, mentionIds);
    await insertOptions(tx, task.id, added, existingCount);
    await attachPostedFiles(tx, { taskId: task.id, posterId: actor.userId });
    // who may see the task decides whose notifications show it (docs/decisions/017)
    if (input.public_permission !== undefined || mentionIds || publishing) await announce(tx, TARGETS_SCOPE);
    await indexTask(tx, task.id);
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
  await inTransaction(db, async (tx) => {
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
  await inTransaction(db, async (tx) => {
    const task = await loadVisibleTask(tx, taskId, actor, 'update');
    assertSponsorOrStaff(task, actor);
    await tx
      .update(tasks)
      .set({ status: 'processing', closedAt: null, replyDisabled: false, updatedAt: new Date() })
      .where(eq(tasks.id, task.id));
  });
}

/** Marks the task deleted and refunds what is left of its pool to the sponsor. */
export async function deleteLocked(tx: DbOrTx, task: TaskRow, actor: Actor): Promise<void> {
  await tx.update(tasks).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(tasks.id, task.id));
  await indexTask(tx, task.id);
  await refund(tx, { taskId: task.id, toUserId: task.userId, remarks: task.title, createdBy: actor.userId });
}

export async function deleteTask(db: DbOrTx, actor: Actor, taskId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const task = await loadVisibleTask(tx, taskId, actor, 'update');
    assertSponsorOrStaff(task, actor);
    await deleteLocked(tx, task, actor);
  });
}

/** The new sponsor takes over the task and its reward pool (refunds go to the sponsor of the day). */
export async function changeSponsor(db: DbOrTx, actor: Actor, taskId: number, userId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
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
