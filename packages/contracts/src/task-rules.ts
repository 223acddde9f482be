// The task board's fixed values without zod: the task list filters by them before any form loads;
// tasks.ts re-exports them next to its schemas.

/** Spec 3 and 7: tasks are written in Chinese (cn), English (en) or Japanese (ja). */
export const TASK_LANGUAGES = ['cn', 'en', 'ja'] as const;
export type TaskLanguage = (typeof TASK_LANGUAGES)[number];
export const TASK_STATUSES = ['processing', 'closed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
