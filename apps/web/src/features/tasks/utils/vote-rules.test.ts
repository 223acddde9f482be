import { describe, expect, it } from 'vitest';
import { chooseOption, voteAvailability, votePercent } from './vote-rules';

const NOW = Date.parse('2026-05-10T12:00:00Z');
const task = {
  status: 'processing' as const,
  user_id: 7,
  start_at: '2026-05-01T00:00:00Z',
  end_at: '2026-05-20T00:00:00Z',
  my_vote_ids: [] as number[],
  vote_conf: { show_res: false },
};

describe('chooseOption (spec 4)', () => {
  it('replaces the pick when one option may be chosen', () => {
    expect(chooseOption([], 1, 1)).toEqual({ selected: [1], limitReached: false });
    expect(chooseOption([1], 2, 1)).toEqual({ selected: [2], limitReached: false });
    expect(chooseOption([2], 2, 1)).toEqual({ selected: [2], limitReached: false });
  });

  it('toggles picks when more may be chosen, and refuses one past the maximum', () => {
    let state = chooseOption([], 1, 2);
    expect(state).toEqual({ selected: [1], limitReached: false });
    state = chooseOption(state.selected, 2, 2);
    expect(state).toEqual({ selected: [1, 2], limitReached: false });
    state = chooseOption(state.selected, 3, 2);
    expect(state).toEqual({ selected: [1, 2], limitReached: true });
    state = chooseOption(state.selected, 1, 2);
    expect(state).toEqual({ selected: [2], limitReached: false });
    expect(chooseOption(state.selected, 3, 2)).toEqual({ selected: [2, 3], limitReached: false });
  });
});

describe('voteAvailability (spec 4)', () => {
  it('is open to another member within the window', () => {
    expect(voteAvailability(task, 8, NOW)).toEqual({ canVote: true });
  });

  it('names why a ballot cannot be cast, in the order the server checks', () => {
    expect(voteAvailability({ ...task, status: 'closed' }, 7, NOW)).toEqual({
      canVote: false,
      reason: 'closed',
    });
    expect(voteAvailability(task, 7, NOW)).toEqual({ canVote: false, reason: 'ownTask' });
    // spec 4: only while the results are not shown
    expect(voteAvailability({ ...task, vote_conf: { show_res: true } }, 8, NOW)).toEqual({
      canVote: false,
      reason: 'resultsShown',
    });
    expect(voteAvailability(task, 8, Date.parse('2026-04-30T23:59:59Z'))).toEqual({
      canVote: false,
      reason: 'notStarted',
    });
    expect(voteAvailability(task, 8, Date.parse(task.end_at))).toEqual({ canVote: false, reason: 'ended' });
    expect(voteAvailability({ ...task, my_vote_ids: [3] }, 8, NOW)).toEqual({
      canVote: false,
      reason: 'voted',
    });
    expect(voteAvailability(task, undefined, NOW)).toEqual({ canVote: false, reason: 'signedOut' });
  });
});

describe('votePercent', () => {
  it('rounds the share and is 0 without votes', () => {
    expect(votePercent(1, 3)).toBe(33);
    expect(votePercent(0, 0)).toBe(0);
    expect(votePercent(null, null)).toBe(0);
  });
});
