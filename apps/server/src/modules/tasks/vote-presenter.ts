// How a task's vote options are shown (spec 3 vote_content): totals only when the results are visible.
import type { VoteContent } from '@miao/contracts/tasks';
import type { Viewer } from '../../platform/identity';
import type { TaskRow } from './policy';

export interface OptionRow {
  id: number;
  content: string;
  pic: string;
  voteNum: number;
}

/**
 * Totals are shown to the sponsor, once the vote is over (end_at passed or task closed), and before
 * that only when the sponsor chose `show_res`; otherwise vote_num and vote_total_num are null.
 */
export function resultsVisible(task: TaskRow, viewer: Viewer, now = new Date()): boolean {
  return task.userId === viewer.userId || task.status === 'closed' || now >= task.endAt || task.voteShowRes;
}

/** Spec 3 vote_content; an empty list when voting is not enabled (spec 5). */
export function presentVoteContent(task: TaskRow, options: OptionRow[], viewer: Viewer): VoteContent {
  if (!task.voteEnable) return { vote_list: [], vote_total_num: 0, show_res: false };
  const show = resultsVisible(task, viewer);
  return {
    vote_list: options.map((o) => ({
      id: o.id,
      content: o.content,
      pic: o.pic,
      vote_num: show ? o.voteNum : null,
    })),
    vote_total_num: show ? options.reduce((sum, o) => sum + o.voteNum, 0) : null,
    show_res: show,
  };
}
