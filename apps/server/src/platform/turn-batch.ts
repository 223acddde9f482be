// Work that many requests of one process ask for at once, sent to the database together
// (docs/decisions/027, "The write path"): the first item of a turn of the event loop starts a batch
// at the turn's end, items arriving while a batch is on its way wait for the next one. A crowd of
// writers then costs a few statements and commits, not one each.

interface Pending<I, O> {
  item: I;
  settle: (result: O) => void;
  refuse: (error: unknown) => void;
}

export interface TurnBatchOptions {
  /** The most items one batch takes; the rest go in the next. */
  max?: number;
  /**
   * A batch refused with such an error is sent again one item at a time (a deadlock between two
   * processes' batches, say), so one item's trouble is not every item's.
   */
  retryAlone?: (error: unknown) => boolean;
}

export class TurnBatch<I, O> {
  private queue: Pending<I, O>[] = [];
  private scheduled = false;
  private flushing = false;

  /** `run` answers one result per item, in the items' order. */
  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly options: TurnBatchOptions = {},
  ) {}

  add(item: I): Promise<O> {
    return new Promise<O>((settle, refuse) => {
      this.queue.push({ item, settle, refuse });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.queue.splice(0, this.options.max ?? this.queue.length);
    if (batch.length === 0) return;
    this.flushing = true;
    try {
      await this.send(batch);
    } catch (error) {
      if (batch.length > 1 && this.options.retryAlone?.(error)) {
        for (const pending of batch) await this.send([pending]).catch(pending.refuse);
      } else {
        for (const pending of batch) pending.refuse(error);
      }
    } finally {
      this.flushing = false;
      if (this.queue.length > 0) this.schedule();
    }
  }

  private async send(batch: Pending<I, O>[]): Promise<void> {
    const results = await this.run(batch.map((pending) => pending.item));
    if (results.length !== batch.length) {
      throw new Error(`turn batch: ${results.length} results for ${batch.length} items`);
    }
    batch.forEach((pending, i) => pending.settle(results[i]!));
  }
}
