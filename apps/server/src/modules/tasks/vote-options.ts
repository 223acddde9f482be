// A task's vote options (spec 4): created with the task and only added to in edit mode; read with
// the viewer's own choices for the task detail and the vote answer. Casting a ballot: modules/votes.
import { and, asc, eq } from 'drizzle-orm';
import type { VoteContent, VoteOptionInput } from '@miao/contracts/tasks';
import type { DbOrTx } from '../../db/client';
import { voteOptions, votes } from '../../db/schema/votes';
import type { Viewer } from '../../platform/identity';
import type { TaskRow } from './policy';
import { presentVoteContent, type OptionRow } from './vote-presenter';

export async function optionsOf(db: DbOrTx, taskId: number): Promise<OptionRow[]> {
  return db
    .select({
      id: voteOptions.id,
      content: voteOptions.content,
      pic: voteOptions.pic,
      voteNum: voteOptions.voteNum,
    })
    .from(voteOptions)
    .where(eq(voteOptions.taskId, taskId))
    .orderBy(asc(voteOptions.sort), asc(voteOptions.id));
}

export async function insertOptions(
  db: DbOrTx,
  taskId: number,
  options: Pick<VoteOptionInput, 'content' | 'pic'>[],
  firstSort = 0,
): Promise<void> {
  if (options.length === 0) return;
  await db
    .insert(voteOptions)
    .values(options.map((o, i) => ({ taskId, content: o.content, pic: o.pic, sort: firstSort + i })));
}

export async function myVoteIds(db: DbOrTx, taskId: number, userId: number | undefined): Promise<number[]> {
  if (userId === undefined) return [];
  const rows = await db
    .select({ optionId: votes.optionId })
    .from(votes)
    .where(and(eq(votes.taskId, taskId), eq(votes.userId, userId)))
    .orderBy(asc(votes.optionId));
  return rows.map((r) => r.optionId);
}

/** vote_content and the viewer's own choices, as the task detail and the vote answer show them. */
export async function voteStateOf(
  db: DbOrTx,
  task: TaskRow,
  viewer: Viewer,
): Promise<{ vote_content: VoteContent; my_vote_ids: number[] }> {
  if (!task.voteEnable) return { vote_content: presentVoteContent(task, [], viewer), my_vote_ids: [] };
  const [options, mine] = await Promise.all([optionsOf(db, task.id), myVoteIds(db, task.id, viewer.userId)]);
  return { vote_content: presentVoteContent(task, options, viewer), my_vote_ids: mine };
}
