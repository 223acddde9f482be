import type { TaskDetail } from '@miao/contracts/tasks';
import type { QueryClient } from '@tanstack/react-query';
import { jsonElement, jsonFromDocument } from './json-element';
import { queryKeys } from './query-keys';

/** The `<script type="application/json">` that carries a public task's page data into the page. */
export const TASK_ELEMENT_ID = 'miao-task';

/**
 * Puts the task a page was rendered with into the query client before the first render: the task
 * page's server HTML then shows the task (its title and text are the page's largest paint) and the
 * browser hydrates from the same answer. It is the anonymous reader's answer, and the page may have
 * been kept a while, so it is marked old: the page asks for the task again once it runs, as the
 * signed-in member it may be.
 */
export function seedTask(client: QueryClient, task: TaskDetail | undefined): void {
  if (!task) return;
  client.setQueryData(queryKeys.tasks.detail(task.id), task, { updatedAt: 0 });
}

/** Server side: the data element for `<head>`. */
export function taskElement(task: TaskDetail | undefined): string {
  return task ? jsonElement(TASK_ELEMENT_ID, task) : '';
}

/** Browser side: the task the server rendered the page with, if it sent one. */
export function taskFromDocument(doc: Document): TaskDetail | undefined {
  const value = jsonFromDocument(doc, TASK_ELEMENT_ID);
  return value && typeof value === 'object' && typeof (value as TaskDetail).id === 'number'
    ? (value as TaskDetail)
    : undefined;
}
