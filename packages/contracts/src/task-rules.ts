// The task board's fixed values without zod: the task list filters by them before any form loads;
// tasks.ts re-exports them next to its schemas.

/** Spec 3 and 7: tasks are written in Chinese (cn), English (en) or Japanese (ja). */
export const TASK_LANGUAGES = ['cn', 'en', 'ja'] as const;
export type TaskLanguage = (typeof TASK_LANGUAGES)[number];
export const TASK_STATUSES = ['processing', 'closed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * Orders of GET /api/tasks (issue 18, docs/decisions/028); ties go to the newer task (id desc).
 * `-id` newest first (the default; staff pins lead it), `-comment_count` most discussed,
 * `-max_reward_number` largest reward pool, `ending_soon` open tasks whose end_at is still ahead,
 * soonest first, then the rest newest first; `id` oldest first.
 */
export const TASK_ORDERINGS = ['-id', '-comment_count', '-max_reward_number', 'ending_soon', 'id'] as const;
export type TaskOrdering = (typeof TASK_ORDERINGS)[number];
/** `mine`: tasks I sponsor; `subscribed`: tasks my e-mail address is subscribed to. Signed in only. */
export const TASK_LIST_FILTERS = ['mine', 'subscribed'] as const;
export type TaskListFilter = (typeof TASK_LIST_FILTERS)[number];
