import type { Db, DbOrTx } from '../../db/client';
import { defineJob, enqueue, type JobQueue } from '../../platform/jobs';
import { purgeChat } from './service';

/** How often conversations older than the retention are purged. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** The hourly purge of old conversations, a durable job (decision 016) that schedules its successor. */
export const chatPurgeJob = defineJob<{ slot: string }>('chat.purge');

/**
 * Schedules the purge of the next slot (the next whole interval after `now`). The dedupe key is the
 * slot, so every process scheduling it at startup, and the job scheduling its successor, add one job.
 */
export function schedulePurge(db: DbOrTx, now = Date.now()): Promise<number | undefined> {
  const slot = new Date((Math.floor(now / PURGE_INTERVAL_MS) + 1) * PURGE_INTERVAL_MS);
  const key = `chat.purge:${slot.toISOString()}`;
  return enqueue(db, chatPurgeJob, { slot: slot.toISOString() }, { runAt: slot, key });
}

/** The job's handler: purges, schedules the next one and finishes, in one transaction. */
export function handleChatPurge(jobs: JobQueue, db: Db): void {
  jobs.handle(chatPurgeJob, async ({ slot }, job) => {
    await db.transaction(async (tx) => {
      await purgeChat(tx);
      // the slot after its own, even when it ran early (or late: then the next one from now)
      await schedulePurge(tx, Math.max(Date.now(), Date.parse(slot)));
      await job.finish(tx);
    });
  });
}
