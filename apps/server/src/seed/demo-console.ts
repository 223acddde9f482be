// Demo data for the staff console's own sections (decision 025): a staff grant and a tag edit,
// both through the audited services (so the audit log has rows), and one failed job.
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { tags } from '../db/schema/tasks';
import { grantBatch } from '../modules/staff/grants';
import { updateTag } from '../modules/staff/taxonomy';

export async function seedConsole(
  tx: DbOrTx,
  ids: { staffId: number; aliceId: number; bobId: number },
): Promise<void> {
  const staff = { userId: ids.staffId, ip: '127.0.0.1' };
  await grantBatch(tx, staff, {
    coin_type_id: 1,
    remarks: 'Community contest prize',
    rows: [
      { user: `#${ids.aliceId}`, number: 50 },
      { user: `#${ids.bobId}`, number: 20 },
    ],
  });
  const [first] = await tx.select({ id: tags.id }).from(tags).orderBy(asc(tags.id)).limit(1);
  if (first) await updateTag(tx, staff, first.id, { sort: -10 });
  // a mail the outbox could not take: what the failed-jobs screen is for
  await tx.insert(jobs).values({
    kind: 'mail.send',
    payload: { to: 'bounced@example.com', subject: 'New comment on your task' },
    status: 'failed',
    attempts: 8,
    maxAttempts: 8,
    lastError: '550 mailbox unavailable',
  });
}
