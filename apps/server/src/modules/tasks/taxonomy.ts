// Categories and tags of tasks (spec 3): read by the create form and the list filters.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Page } from '@miao/contracts/common';
import type { TaskCategory, TaskTag, TaskTagGroup } from '@miao/contracts/tasks';
import type { DbOrTx } from '../../db/client';
import { tagGroups, tags, taskCategories } from '../../db/schema/tasks';
import { presentCategory } from './presenter';
import type { Viewer } from '../../platform/identity';

interface PageQuery {
  page_number: number;
  page_size: number;
}

/**
 * Non-public categories are listed to staff only (only staff may file tasks under them); hidden
 * ones to nobody here (the staff console has its own list, decision 025).
 */
export async function listCategories(
  db: DbOrTx,
  viewer: Viewer,
  query: PageQuery,
): Promise<Page<TaskCategory>> {
  const where = and(
    eq(taskCategories.hidden, false),
    viewer.isStaff ? undefined : eq(taskCategories.isPublic, true),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(taskCategories)
      .where(where)
      .orderBy(asc(taskCategories.sort), asc(taskCategories.id))
      .limit(query.page_size)
      .offset((query.page_number - 1) * query.page_size),
    db.select({ n: count() }).from(taskCategories).where(where),
  ]);
  return { results: rows.map(presentCategory), count: Number(total?.n ?? 0), ...query };
}

/** The tags offered in pickers and filters: hidden ones left out, in staff order. */
export async function listTags(db: DbOrTx, query: PageQuery): Promise<Page<TaskTag>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: tags.id,
        name: tags.name,
        name_en: tags.nameEn,
        name_ja: tags.nameJa,
        group_id: tags.groupId,
      })
      .from(tags)
      .where(eq(tags.hidden, false))
      .orderBy(asc(tags.sort), asc(tags.id))
      .limit(query.page_size)
      .offset((query.page_number - 1) * query.page_size),
    db.select({ n: count() }).from(tags).where(eq(tags.hidden, false)),
  ]);
  return { results: rows, count: Number(total?.n ?? 0), ...query };
}

/** GET /api/task-tag-groups: the groups the task board filters by (issue 17), oldest first. */
export async function listTagGroups(db: DbOrTx, query: PageQuery): Promise<Page<TaskTagGroup>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: tagGroups.id,
        name: tagGroups.name,
        name_en: tagGroups.nameEn,
        name_ja: tagGroups.nameJa,
      })
      .from(tagGroups)
      .orderBy(asc(tagGroups.id))
      .limit(query.page_size)
      .offset((query.page_number - 1) * query.page_size),
    db.select({ n: count() }).from(tagGroups),
  ]);
  return { results: rows, count: Number(total?.n ?? 0), ...query };
}

/** GET /api/task-tags/group-ids?id=: the tag ids of one tag group (empty for an unknown group). */
export async function tagIdsOfGroup(db: DbOrTx, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(eq(tags.groupId, groupId))
    .orderBy(asc(tags.id));
  return rows.map((r) => r.id);
}

/** POST /api/task-tags/tips: the tips text of the named tags, in the order asked; unknown ids are skipped. */
export async function tagTips(db: DbOrTx, tagIds: number[]) {
  if (tagIds.length === 0) return [];
  const rows = await db
    .select({ id: tags.id, name: tags.name, nameEn: tags.nameEn, tips: tags.tips })
    .from(tags)
    .where(and(inArray(tags.id, tagIds)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...new Set(tagIds)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ tag_id: row.id, tag_name: row.name, name_en: row.nameEn, tips: row.tips }] : [];
  });
}
