// Work batched per turn of the event loop (platform/turn-batch.ts): one call per turn, answers in
// order, later arrivals in the next batch, a cap per batch, and a retried batch one item at a time.
import { describe, expect, it } from 'vitest';
import { TurnBatch } from './turn-batch';

describe('TurnBatch', () => {
  it('sends the items of one turn together and answers each its own result', async () => {
    const calls: number[][] = [];
    const batch = new TurnBatch<number, number>(async (items) => {
      calls.push(items);
      return items.map((n) => n * 10);
    });
    expect(await Promise.all([1, 2, 3].map((n) => batch.add(n)))).toEqual([10, 20, 30]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('keeps one batch on its way: items arriving meanwhile go in the next, together', async () => {
    const calls: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const batch = new TurnBatch<number, number>(async (items) => {
      calls.push(items);
      if (calls.length === 1) await gate;
      return items;
    });
    const first = batch.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((n) => batch.add(n));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([[1]]);
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(calls).toEqual([[1], [2, 3, 4]]);
  });

  it('takes at most `max` items a batch', async () => {
    const calls: number[][] = [];
    const batch = new TurnBatch<number, number>(
      async (items) => {
        calls.push(items);
        return items;
      },
      { max: 2 },
    );
    await Promise.all([1, 2, 3, 4, 5].map((n) => batch.add(n)));
    expect(calls).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('sends a batch refused with a retryable error again one item at a time', async () => {
    const calls: number[][] = [];
    const batch = new TurnBatch<number, number>(
      async (items) => {
        calls.push(items);
        if (items.length > 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        if (items[0] === 2) throw new Error('item 2 is broken');
        return items;
      },
      { retryAlone: (error) => (error as { code?: string }).code === '40P01' },
    );
    const answers = await Promise.allSettled([1, 2, 3].map((n) => batch.add(n)));
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(calls).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('refuses every item of a batch refused otherwise, and of a batch answered short', async () => {
    const failing = new TurnBatch<number, number>(async () => {
      throw new Error('database gone');
    });
    const answers = await Promise.allSettled([1, 2].map((n) => failing.add(n)));
    expect(answers.every((a) => a.status === 'rejected')).toBe(true);
    const short = new TurnBatch<number, number>(async (items) => items.slice(1));
    await expect(Promise.all([1, 2].map((n) => short.add(n)))).rejects.toThrow('1 results for 2 items');
    // the queue goes on after a refusal
    let calls = 0;
    const once = new TurnBatch<number, number>(async (items) => {
      if (++calls === 1) throw new Error('a blip');
      return items;
    });
    await expect(once.add(6)).rejects.toThrow('a blip');
    expect(await once.add(7)).toBe(7);
  });
});
