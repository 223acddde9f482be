import type { ReadCache } from './read-cache';

/**
 * The last render of each task page and of the task board, by its address (the page key without
 * what changes often), standing in for a new one for a few seconds while that data keeps changing:
 * every comment or vote moves a task's answer key (and every comment the board's cards, which count
 * comments), and a busy page would otherwise be rendered (and cut and compressed, 50-100 ms) after
 * each. The kept page carries the answers it was rendered with, so it hydrates alike.
 *
 * A render stands in for less than `maxAgeMs` after it, or after the start of the newest render of
 * its address (a render running counts it as fresh), but never once it is `oldestMs` old: while
 * every new render of a page fails (its reads refused under overload, say), each attempt would
 * otherwise renew it for good. Never across a change of `sight` either (for the board,
 * the stamp of TASK_VISIBILITY_SCOPE when it was rendered and now): a task hidden from visitors
 * leaves at once. A task page whose task is hidden has no answer, and so no stand-in, at all.
 * Bounded: a crowd of addresses past `size` starts it afresh.
 */
export class RecentRenders {
  private readonly renders = new Map<
    string,
    { key: string; at: number; madeAt: number; sight: string | undefined }
  >();

  constructor(
    private readonly pages: ReadCache,
    private readonly size: number,
    private readonly maxAgeMs: number,
    private readonly oldestMs: number,
  ) {}

  /** The page kept for `address` that may stand in, if any. */
  standIn(address: string, sight: string | undefined): { key: string; body: string } | undefined {
    const recent = this.renders.get(address);
    const now = Date.now();
    if (!recent || recent.sight !== sight) return undefined;
    if (now - recent.at >= this.maxAgeMs || now - recent.madeAt >= this.oldestMs) return undefined;
    const body = this.pages.get(recent.key);
    return typeof body === 'string' ? { key: recent.key, body } : undefined;
  }

  /** A new render of `address` has begun: the last one counts as fresh until it is done. */
  started(address: string): void {
    const recent = this.renders.get(address);
    if (recent) recent.at = Date.now();
    else if (this.renders.size >= this.size) this.renders.clear();
  }

  /** A render of `address`, kept under `key`, is done (complete: not one whose reads failed). */
  done(address: string, key: string, sight: string | undefined): void {
    const now = Date.now();
    this.renders.set(address, { key, at: now, madeAt: now, sight });
  }
}
