import type { BalanceRecord } from '@miao/contracts/coin';

export interface BalancePoint {
  /** When the balance became `balance` (ISO time). */
  at: string;
  balance: number;
  /** The change that led here (0 for the starting point). */
  change: number;
}

/**
 * The balance over time, oldest first, from the current balance and the newest records (newest
 * first, as the history answers): walking back, the balance before a record is the balance after it
 * less its change. The first point is the balance before the oldest record shown.
 */
export function balanceSeries(current: number, newestFirst: readonly BalanceRecord[]): BalancePoint[] {
  const points: BalancePoint[] = [];
  let after = current;
  for (const record of newestFirst) {
    const change = record.type === 'increase' ? record.number : -record.number;
    points.push({ at: record.effective_at, balance: after, change });
    after -= change;
  }
  const oldest = newestFirst[newestFirst.length - 1];
  if (oldest) points.push({ at: oldest.effective_at, balance: after, change: 0 });
  return points.reverse();
}

/**
 * The SVG path of a step chart of `points`: one equal step per change (a burst of changes in one
 * minute reads as well as a quiet month; the times are in the table beside it), the level held
 * across each step, then the jump to the next balance.
 */
export function stepPath(
  points: readonly BalancePoint[],
  box: { width: number; height: number; pad: number },
): string {
  if (points.length === 0) return '';
  const values = points.map((p) => p.balance);
  const low = Math.min(0, ...values);
  const range = Math.max(1, Math.max(...values) - low);
  const steps = Math.max(1, points.length - 1);
  const x = (i: number) => box.pad + (i / steps) * (box.width - 2 * box.pad);
  const y = (value: number) => box.height - box.pad - ((value - low) / range) * (box.height - 2 * box.pad);
  const round = (n: number) => Math.round(n * 10) / 10;
  let d = `M${round(x(0))},${round(y(values[0]!))}`;
  for (let i = 1; i < points.length; i += 1) d += ` H${round(x(i))} V${round(y(values[i]!))}`;
  return d;
}
