import { z } from 'zod';
import { PAGE_NUMBER_MAX, pageOf } from './common';
import { MAX_PAGE_SIZE } from './limits';

/** Background jobs (docs/decisions/016-durable-jobs.md): what staff see of the queue. */
export const jobStatus = z.enum(['pending', 'running', 'done', 'failed']);
export type JobStatus = z.infer<typeof jobStatus>;

export const job = z.object({
  id: z.number().int(),
  /** What the job does, e.g. `mail.send`, `tasks.subscriber-mails`. */
  kind: z.string(),
  payload: z.unknown(),
  /** Dedupe key: the job was enqueued once for this key. */
  key: z.string().nullable(),
  status: jobStatus,
  /** Due time: when it runs (a scheduled job) or is tried again (after a failure). */
  run_time: z.string(),
  /** While running: when its lease ends and another process may take it. */
  locked_until: z.string().nullable(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  create_time: z.string(),
  update_time: z.string(),
});
export type Job = z.infer<typeof job>;

export const jobListQuery = z.object({
  status: jobStatus.optional(),
  kind: z.string().trim().min(1).max(100).optional(),
  page_number: z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type JobListQuery = z.infer<typeof jobListQuery>;
export const jobPage = pageOf(job);

/** Job ids are bigserial numbers (kept under 2^53). */
export const jobIdParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
