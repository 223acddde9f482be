import type { ContestRound, Milestone } from '@/content/info/types';

export type MilestoneState = 'past' | 'current' | 'upcoming';
export type ContestStatus = 'upcoming' | 'entries' | 'poll' | 'results' | 'between' | 'ended';

const time = (iso: string) => new Date(iso).getTime();

export function milestoneState(milestone: Milestone, now: number): MilestoneState {
  const start = time(milestone.start);
  const end = milestone.end ? time(milestone.end) : start;
  if (now < start) return 'upcoming';
  if (milestone.end && now <= end) return 'current';
  return 'past';
}

export interface NextBoundary {
  milestone: Milestone;
  /** Whether the moment is the milestone's start or the end of its window. */
  edge: 'start' | 'end';
  at: number;
}

/** The next moment anything changes (a window opens or closes, results come out); none once all are past. */
export function nextBoundary(rounds: readonly ContestRound[], now: number): NextBoundary | undefined {
  const moments: NextBoundary[] = [];
  for (const round of rounds)
    for (const milestone of round.milestones) {
      moments.push({ milestone, edge: 'start', at: time(milestone.start) });
      if (milestone.end) moments.push({ milestone, edge: 'end', at: time(milestone.end) });
    }
  return moments.filter((m) => m.at > now).sort((a, b) => a.at - b.at)[0];
}

/** Where the contest stands: before it, inside a window, between windows, or over. */
export function contestStatus(rounds: readonly ContestRound[], now: number): ContestStatus | undefined {
  const milestones = rounds.flatMap((round) => round.milestones);
  if (milestones.length === 0) return undefined;
  const current = milestones.find((m) => milestoneState(m, now) === 'current');
  if (current) return current.id === 'poll' ? 'poll' : current.id === 'entries' ? 'entries' : 'between';
  if (milestones.every((m) => milestoneState(m, now) === 'upcoming')) return 'upcoming';
  if (milestones.every((m) => milestoneState(m, now) === 'past')) {
    const last = milestones.reduce((a, b) => (time(b.start) > time(a.start) ? b : a));
    return last.id === 'results' && now - time(last.start) < 30 * 86_400_000 ? 'results' : 'ended';
  }
  return 'between';
}
