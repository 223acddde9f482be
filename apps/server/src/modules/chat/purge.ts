import type { Db, DbOrTx } from '../../db/client';
import { defineJob, enqueue, type JobQueue } from '../../platform/jobs';
import { purgeChat } from './service';

/** How often conversations older than the retention are purged. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** The hourly purge of old conversations, a durable job (decision 016) that schedules its successor. */
export const chatPurgeJob = defineJob<Record<string, never>>('chat.purge');

/**
 * Schedules the purge of the next slot (the next whole interval after `now`). The dedupe key is the
 * slot, so every process scheduling it at startup, and the job scheduling its successor, add one job.
 */
export function schedulePurge(db: DbOrTx, now = Date.now()): Promise<number | undefined> {
  const slot = new Date((Math.floor(now / PURGE_INTERVAL_MS) + 1) * PURGE_INTERVAL_MS);
  return enqueue(db, chatPurgeJob, {}, { runAt: slot, key: `chat.purge:${slot.toISOString()}` });
}

/** The job's handler: purges, schedules the next one and finishes, in one transaction. */
export function handleChatPurge(jobs: JobQueue, db: Db): void {
  jobs.handle(chatPurgeJob, async (_payload, job) => {
    await db.transaction(async (tx) => {
      await purgeChat(tx);
      await schedulePurge(tx);
      await job.finish(tx);
    });
  });
}
