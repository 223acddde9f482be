import type { TaskDetail } from '@miao/contracts/tasks';

/** Why the vote block takes no ballot (spec 4), in the order the server checks them. */
export type VoteBlockReason =
  'closed' | 'ownTask' | 'resultsShown' | 'notStarted' | 'ended' | 'voted' | 'signedOut';

export type VoteAvailability = { canVote: true } | { canVote: false; reason: VoteBlockReason };

type VoteTask = Pick<TaskDetail, 'status' | 'user_id' | 'start_at' | 'end_at' | 'my_vote_ids'> & {
  vote_conf: Pick<TaskDetail['vote_conf'], 'show_res'>;
};

/**
 * Spec 4: voting is possible only when the task is not closed, the viewer is not the author, the
 * sponsor has not shown the results and now is between start_at and end_at; a member votes once (the server counts one ballot each).
 */
export function voteAvailability(
  task: VoteTask,
  viewerId: number | undefined,
  now: number,
): VoteAvailability {
  if (task.status === 'closed') return { canVote: false, reason: 'closed' };
  if (viewerId !== undefined && task.user_id === viewerId) return { canVote: false, reason: 'ownTask' };
  if (task.vote_conf.show_res) return { canVote: false, reason: 'resultsShown' };
  if (now < Date.parse(task.start_at)) return { canVote: false, reason: 'notStarted' };
  if (now >= Date.parse(task.end_at)) return { canVote: false, reason: 'ended' };
  if (task.my_vote_ids.length > 0) return { canVote: false, reason: 'voted' };
  if (viewerId === undefined) return { canVote: false, reason: 'signedOut' };
  return { canVote: true };
}

/**
 * Spec 4, choosing options: with max_num 1 a new pick replaces the old one; above 1 a pick
 * toggles, and a pick past the maximum is refused (the caller shows the maximum message).
 */
export function chooseOption(
  selected: readonly number[],
  optionId: number,
  maxNum: number,
): { selected: number[]; limitReached: boolean } {
  if (maxNum <= 1) return { selected: [optionId], limitReached: false };
  if (selected.includes(optionId)) {
    return { selected: selected.filter((id) => id !== optionId), limitReached: false };
  }
  if (selected.length >= maxNum) return { selected: [...selected], limitReached: true };
  return { selected: [...selected, optionId], limitReached: false };
}

/** Share of the total, rounded to whole percent (0 when nobody voted yet). */
export function votePercent(voteNum: number | null, total: number | null): number {
  if (!voteNum || !total) return 0;
  return Math.round((voteNum / total) * 100);
}
