import { eq } from 'drizzle-orm';
import { taskCreateRequest, type TaskCreateRequest } from '@miao/contracts/tasks';
import type { Db } from '../db/client';
import { createComment } from '../modules/comments/service';
import { createReward } from '../modules/rewards/service';
import { tagGroups, tags, taskCategories, tasks } from '../db/schema/tasks';
import { grant } from '../modules/coin/service';
import { createTask } from '../modules/tasks/service';
import { createUser, grantStaff } from '../modules/users/accounts';
import { type Member, permissionsOf } from '../platform/identity';
import type { TaskDeps } from '../modules/tasks/prepare';

let sequence = 0;

/** A member in one line; `staff: true` adds the internal staff group. */
export async function buildUser(
  db: Db,
  input: { email?: string; phone?: string; nickname?: string; staff?: boolean } = {},
) {
  sequence += 1;
  const user = await createUser(db, {
    email: input.phone ? undefined : (input.email ?? `user${sequence}-${Date.now()}@example.com`),
    phone: input.phone,
    nickname: input.nickname ?? `user${sequence}`,
  });
  if (input.staff) await grantStaff(db, user.id);
  return user;
}

/** Task rules with every image address accepted: factories are not about uploads. */
export const factoryTaskDeps: TaskDeps = {
  mediaPrefixes: ['http://localhost:3000/uploads/'],
  isOwnImage: async () => true,
};

/**
 * A task in one line, created through the task service (so its reward is in escrow). The sponsor
 * (a new member unless given) is granted the reward first unless `fund: false`; the hourly rule
 * is skipped. Defaults: open from an hour ago for a week, reward 10, public, English.
 */
export async function buildTask(
  db: Db,
  input: Partial<TaskCreateRequest> & { user?: { id: number }; staff?: boolean; fund?: boolean } = {},
) {
  const { user: given, staff = false, fund = true, ...fields } = input;
  sequence += 1;
  const user = given ?? (await buildUser(db));
  const body = taskCreateRequest.parse({
    title: `Task ${sequence}`,
    max_reward_number: 10,
    start_at: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    end_at: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    ...fields,
  });
  if (fund) {
    await grant(db, {
      userId: user.id,
      amount: body.max_reward_number,
      coinTypeId: body.coin_type_id,
      remarks: 'test funding',
    });
  }
  const id = await createTask(db, factoryTaskDeps, { userId: user.id, isStaff: staff }, body, {
    hourlyLimit: false,
  });
  const [task] = await db.select().from(tasks).where(eq(tasks.id, id));
  return task!;
}

export async function buildCategory(
  db: Db,
  input: { name?: string; nameEn?: string; isPublic?: boolean } = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(taskCategories)
    .values({
      name: input.name ?? `category${sequence}`,
      nameEn: input.nameEn ?? null,
      isPublic: input.isPublic ?? true,
    })
    .returning();
  return row!;
}

export async function buildTagGroup(db: Db, input: { name?: string } = {}) {
  sequence += 1;
  const [row] = await db
    .insert(tagGroups)
    .values({ name: input.name ?? `group${sequence}` })
    .returning();
  return row!;
}

export async function buildTag(
  db: Db,
  input: { name?: string; nameEn?: string; groupId?: number; tips?: string } = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(tags)
    .values({
      name: input.name ?? `tag${sequence}`,
      nameEn: input.nameEn ?? null,
      groupId: input.groupId ?? null,
      tips: input.tips ?? '',
    })
    .returning();
  return row!;
}

/** The user as the comment and reward rules see it: its permissions read from its groups. */
export async function memberFor(db: Db, userId: number): Promise<Member> {
  const permissions = await permissionsOf(db, userId);
  return { userId, isStaff: permissions.has('admin.access'), permissions };
}

/**
 * A comment in one line, written through the comment service (so counters and notifications
 * follow). The author is a new member unless given; a reply when `superiorId` is set.
 */
export async function buildComment(
  db: Db,
  input: {
    task: { id: number };
    user?: { id: number };
    content?: string;
    superiorId?: number;
    mentionUserIds?: number[];
  },
) {
  sequence += 1;
  const user = input.user ?? (await buildUser(db));
  return createComment(db, factoryTaskDeps, await memberFor(db, user.id), {
    content: input.content ?? `<p>Comment ${sequence}</p>`,
    content_type: 'coin_task',
    object_id: input.task.id,
    mention_user_ids: input.mentionUserIds ?? [],
    superior_id: input.superiorId ?? 0,
  });
}

/** A processing reward on a comment, given by the task's sponsor unless `by` is set. Default 1 coin. */
export async function buildReward(
  db: Db,
  input: {
    task: { id: number; userId: number };
    comment: { id: number };
    number?: number;
    by?: { id: number };
  },
) {
  const by = input.by?.id ?? input.task.userId;
  return createReward(db, await memberFor(db, by), {
    task_id: input.task.id,
    comment_id: input.comment.id,
    number: input.number ?? 1,
  });
}
