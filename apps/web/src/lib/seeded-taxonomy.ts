import type { Page } from '@miao/contracts/common';
import type { TaskCategory, TaskTag, TaskTagGroup } from '@miao/contracts/tasks';
import type { QueryClient } from '@tanstack/react-query';
import { jsonElement, jsonFromDocument } from './json-element';
import { queryKeys } from './query-keys';

/** The `<script type="application/json">` that carries the task board's filters into its page. */
export const TAXONOMY_ELEMENT_ID = 'miao-task-taxonomy';

/**
 * What the task board filters by, as a visitor's GET /api/task-categories, /api/task-tags and
 * /api/task-tag-groups answer it (page_size 1000).
 */
export interface TaskTaxonomy {
  categories: Page<TaskCategory>;
  tags: Page<TaskTag>;
  tagGroups: Page<TaskTagGroup>;
}

/**
 * Puts the filters a task board page was rendered with into the query client before the first
 * render: the server's HTML then has the tag rows, and nothing moves down when the page comes alive
 * (a CLS of 0.023 on a phone while they arrived after hydration). The server keeps the page until
 * the taxonomy changes, so the answers are current. A member's categories (staff see non-public
 * ones) are asked for as before.
 */
export function seedTaxonomy(client: QueryClient, taxonomy: TaskTaxonomy | undefined): void {
  if (!taxonomy) return;
  client.setQueryData(queryKeys.tasks.categories(false), taxonomy.categories);
  client.setQueryData(queryKeys.tasks.tags, taxonomy.tags);
  client.setQueryData(queryKeys.tasks.tagGroups, taxonomy.tagGroups);
}

/** Server side: the data element for `<head>`. */
export function taxonomyElement(taxonomy: TaskTaxonomy | undefined): string {
  return taxonomy ? jsonElement(TAXONOMY_ELEMENT_ID, taxonomy) : '';
}

/** Browser side: the filters the server rendered the page with, if it sent them. */
export function taxonomyFromDocument(doc: Document): TaskTaxonomy | undefined {
  const value = jsonFromDocument(doc, TAXONOMY_ELEMENT_ID) as Partial<TaskTaxonomy> | undefined;
  const isPage = (page: unknown) => Array.isArray((page as Page<unknown> | undefined)?.results);
  return value && isPage(value.categories) && isPage(value.tags) && isPage(value.tagGroups)
    ? (value as TaskTaxonomy)
    : undefined;
}
