// Demo conversation (issue 6), run by seed/demo.ts inside its transaction after the task board
// is seeded: comments and replies with mentions, likes, rewards still processing (so every pool
// stays whole) and the notifications all of this causes, written through the services. The closed
// graffiti contest gets its comments and rewards through the same writers minus the open-task
// check, so staff can try the batch reward at once.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CommentCreate } from '@miao/contracts/comments';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { notifications } from '../db/schema/notifications';
import { taskMedias, tasks } from '../db/schema/tasks';
import { permissionsOf, type Member } from '../platform/identity';
import type { Storage } from '../platform/storage';
import { likeComment } from '../modules/comments/likes';
import {
  commentDepsOf,
  createComment,
  prepareContent,
  writeComment,
  type CommentRecord,
} from '../modules/comments/service';
import { createReward, writeReward } from '../modules/rewards/service';
import type { DemoPeople } from './demo-tasks';

export async function seedConversation(
  tx: DbOrTx,
  deps: { config: Config; storage: Storage },
  people: DemoPeople,
): Promise<void> {
  const commentDeps = commentDepsOf(deps);
  const members = new Map<number, Member>();
  const member = async (userId: number) => {
    let found = members.get(userId);
    if (!found) {
      const permissions = await permissionsOf(tx, userId);
      found = { userId, isStaff: permissions.has('admin.access'), permissions };
      members.set(userId, found);
    }
    return found;
  };
  const taskNamed = async (title: string) => {
    const [task] = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.title, title), isNull(tasks.deletedAt)));
    if (!task) throw new Error(`demo task "${title}" missing: seed the task board first`);
    return task;
  };
  const say = (
    who: number,
    taskId: number,
    content: string,
    more: Partial<Pick<CommentCreate, 'superior_id' | 'mention_user_ids'>> = {},
  ): Promise<CommentRecord> =>
    member(who).then((m) =>
      createComment(tx, commentDeps, m, {
        content,
        content_type: 'coin_task',
        object_id: taskId,
        mention_user_ids: more.mention_user_ids ?? [],
        superior_id: more.superior_id ?? 0,
      }),
    );
  const like = async (who: number, comment: CommentRecord) => likeComment(tx, await member(who), comment.id);
  const reward = async (who: number, taskId: number, comment: CommentRecord, number: number) =>
    createReward(tx, await member(who), { task_id: taskId, comment_id: comment.id, number });

  const { staffId, aliceId, bobId, xiaomiaoId } = people;

  // The LED contest (staff): an entry with the contest cover embedded, a reply mentioning its author.
  const led = await taskNamed('LED light-effect contest 2025');
  const [cover] = await tx
    .select({ url: taskMedias.url })
    .from(taskMedias)
    .where(eq(taskMedias.taskId, led.id))
    .orderBy(asc(taskMedias.sort));
  const image = cover ? `<p><img src="${cover.url}" alt="Aurora sweep"></p>` : '';
  const bobEntry = await say(
    bobId,
    led.id,
    `<p>My entry: <strong>Aurora sweep</strong>, a slow cyan-to-violet wave across the panel.</p>${image}`,
  );
  const aliceEntry = await say(
    aliceId,
    led.id,
    '<p>Entry two: <em>Rain on glass</em>. Droplets fall from the top row and ripple when they land.</p>',
  );
  const aliceReply = await say(
    aliceId,
    led.id,
    '<p>@Bob the fade at the edges is lovely, which firmware did you use?</p>',
    { superior_id: bobEntry.id, mention_user_ids: [bobId] },
  );
  const bobAnswer = await say(
    bobId,
    led.id,
    '<p>AM Master 0.8.6, the effect file is in the <a href="https://master.miao.example.com/">web editor</a>.</p>',
    { superior_id: aliceReply.id },
  );
  await say(staffId, led.id, '<p>Great start, keep them coming! Entries close on 20 August.</p>');
  await like(aliceId, bobEntry);
  await like(xiaomiaoId, bobEntry);
  await like(staffId, bobEntry);
  await like(bobId, aliceReply);
  await like(staffId, aliceEntry);
  await like(aliceId, bobAnswer);
  await reward(staffId, led.id, bobEntry, 50);

  // The keycap colourway vote (alice): opinions, a reward from the sponsor.
  const keycaps = await taskNamed('Which colourway for the next resin keycap?');
  const bobVote = await say(
    bobId,
    keycaps.id,
    '<p>Aurora, no question. Midnight would look great on a white board too.</p>',
  );
  const xiaomiaoVote = await say(xiaomiaoId, keycaps.id, '<p>极光配色最好看！</p>');
  await say(aliceId, keycaps.id, '<p>Thanks both, noted!</p>', { superior_id: bobVote.id });
  await like(aliceId, bobVote);
  await like(aliceId, xiaomiaoVote);
  await reward(aliceId, keycaps.id, bobVote, 10);

  // The Glacier unboxing thread (小喵, Chinese).
  const glacier = await taskNamed('Glacier R2 开箱晒图');
  const aliceDesk = await say(aliceId, glacier.id, '<p>刚到货，冰川白太好看了，键感比上一代更稳。</p>');
  await say(bobId, glacier.id, '<p>同款！你用的是什么轴？</p>', { superior_id: aliceDesk.id });
  await like(xiaomiaoId, aliceDesk);

  // The closed graffiti contest (staff): entries and rewards waiting for the batch reward.
  const graffiti = await taskNamed('Street-art keyboard graffiti contest');
  const entry = (who: number, html: string) =>
    writeComment(tx, graffiti, who, { content: prepareContent(html, commentDeps), mentionIds: [] });
  const neon = await entry(aliceId, '<p>Neon alley: spray-paint tags in pink and cyan on the space bar.</p>');
  const cranes = await entry(bobId, '<p>Paper cranes flying over the number row, hand-drawn.</p>');
  await writeReward(tx, {
    taskId: graffiti.id,
    commentId: neon.id,
    recipientId: aliceId,
    number: 60,
    createdBy: staffId,
  });
  await writeReward(tx, {
    taskId: graffiti.id,
    commentId: cranes.id,
    recipientId: bobId,
    number: 40,
    createdBy: staffId,
  });

  // Alice has read her oldest notification; the rest are waiting.
  const [oldest] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, aliceId))
    .orderBy(asc(notifications.id))
    .limit(1);
  if (oldest) await tx.update(notifications).set({ isRead: true }).where(eq(notifications.id, oldest.id));
}
