import { describe, expect, it } from 'vitest';
import { buildTask } from '@/features/tasks/testing/fixtures';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { seedTask, taskElement, taskFromDocument } from './seeded-task';

describe('the task a task page carries', () => {
  it('comes back as the server rendered it, and is asked for again once the page runs', () => {
    const task = buildTask({ id: 12, title: 'A desk photo </script> contest' });
    document.head.innerHTML = taskElement(task);
    const carried = taskFromDocument(document);
    expect(carried).toEqual(task);

    const client = createQueryClient();
    seedTask(client, carried);
    expect(client.getQueryData(queryKeys.tasks.detail(12))).toEqual(task);
    // the visitors' answer, perhaps kept a while: old at once, so the page fetches the reader's own
    expect(client.getQueryState(queryKeys.tasks.detail(12))?.dataUpdatedAt).toBe(0);
    const query = client.getQueryCache().find({ queryKey: queryKeys.tasks.detail(12) })!;
    expect(query.isStaleByTime(client.getDefaultOptions().queries?.staleTime as number)).toBe(true);
  });

  it('is none on other pages', () => {
    document.head.innerHTML = taskElement(undefined);
    expect(taskFromDocument(document)).toBeUndefined();
    const client = createQueryClient();
    seedTask(client, undefined);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
