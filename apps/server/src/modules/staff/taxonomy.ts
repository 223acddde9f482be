// Categories and tags as staff keep them (decision 025): create, rename per language, order, hide,
// delete when no live task uses them. Each change is audited in its own transaction.
import { asc, eq, sql } from 'drizzle-orm';
import type { CategoryUpdate, StaffCategory, StaffTag, TagUpdate } from '@miao/contracts/staff';
import type { DbOrTx } from '../../db/client';
import { tags, taskCategories } from '../../db/schema/tasks';
import { inTransaction } from '../../db/sql';
import { audit, type AuditActor } from '../../platform/audit';
import { fail } from '../../platform/errors';

// Live tasks only: a deleted task no longer holds a category or tag in use. The outer columns are
// qualified by hand: drizzle writes `${tags.id}` in a select list as a bare "id", which inside the
// subquery would name the task's id.
const categoryUse = sql<number>`(select count(*)::int from tasks t
  where t.task_category_id = "task_categories"."id" and t.deleted_at is null)`;
const tagUse = sql<number>`(select count(*)::int from task_tags tt join tasks t on t.id = tt.task_id
  where tt.tag_id = "tags"."id" and t.deleted_at is null)`;

const categoryColumns = {
  id: taskCategories.id,
  name: taskCategories.name,
  name_en: taskCategories.nameEn,
  is_public: taskCategories.isPublic,
  hidden: taskCategories.hidden,
  sort: taskCategories.sort,
  task_count: categoryUse,
};
const tagColumns = {
  id: tags.id,
  name: tags.name,
  name_en: tags.nameEn,
  group_id: tags.groupId,
  tips: tags.tips,
  hidden: tags.hidden,
  sort: tags.sort,
  task_count: tagUse,
};

export async function staffCategories(db: DbOrTx): Promise<StaffCategory[]> {
  const rows = await db
    .select(categoryColumns)
    .from(taskCategories)
    .orderBy(asc(taskCategories.sort), asc(taskCategories.id));
  return rows.map((r) => ({ ...r, task_count: Number(r.task_count) }));
}

export async function staffTags(db: DbOrTx): Promise<StaffTag[]> {
  const rows = await db.select(tagColumns).from(tags).orderBy(asc(tags.sort), asc(tags.id));
  return rows.map((r) => ({ ...r, task_count: Number(r.task_count) }));
}

async function category(tx: DbOrTx, id: number): Promise<StaffCategory> {
  const [row] = await tx.select(categoryColumns).from(taskCategories).where(eq(taskCategories.id, id));
  if (!row) fail('not_found');
  return { ...row, task_count: Number(row.task_count) };
}

async function tag(tx: DbOrTx, id: number): Promise<StaffTag> {
  const [row] = await tx.select(tagColumns).from(tags).where(eq(tags.id, id));
  if (!row) fail('not_found');
  return { ...row, task_count: Number(row.task_count) };
}

export async function createCategory(
  db: DbOrTx,
  actor: AuditActor,
  input: { name: string; name_en?: string | null; is_public: boolean; sort?: number },
) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(taskCategories)
      .values({
        name: input.name,
        nameEn: input.name_en ?? null,
        isPublic: input.is_public,
        sort: input.sort ?? 0,
      })
      .returning({ id: taskCategories.id });
    const after = await category(tx, row!.id);
    await audit(tx, actor, {
      action: 'task_categories.create',
      target: { type: 'task_category', id: after.id },
      after,
    });
    return after;
  });
}

export async function updateCategory(db: DbOrTx, actor: AuditActor, id: number, patch: CategoryUpdate) {
  return inTransaction(db, async (tx) => {
    const before = await category(tx, id);
    await tx
      .update(taskCategories)
      .set({
        name: patch.name,
        nameEn: patch.name_en,
        isPublic: patch.is_public,
        hidden: patch.hidden,
        sort: patch.sort,
      })
      .where(eq(taskCategories.id, id));
    const after = await category(tx, id);
    await audit(tx, actor, {
      action: 'task_categories.update',
      target: { type: 'task_category', id },
      before,
      after,
    });
    return after;
  });
}

export async function deleteCategory(db: DbOrTx, actor: AuditActor, id: number) {
  await inTransaction(db, async (tx) => {
    const before = await category(tx, id);
    if (before.task_count > 0) fail('category_in_use', { task_count: before.task_count });
    await tx.delete(taskCategories).where(eq(taskCategories.id, id));
    await audit(tx, actor, {
      action: 'task_categories.delete',
      target: { type: 'task_category', id },
      before,
    });
  });
}

export async function createTag(
  db: DbOrTx,
  actor: AuditActor,
  input: { name: string; name_en?: string | null; tips: string; sort?: number },
) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(tags)
      .values({ name: input.name, nameEn: input.name_en ?? null, tips: input.tips, sort: input.sort ?? 0 })
      .returning({ id: tags.id });
    const after = await tag(tx, row!.id);
    await audit(tx, actor, { action: 'task_tags.create', target: { type: 'task_tag', id: after.id }, after });
    return after;
  });
}

export async function updateTag(db: DbOrTx, actor: AuditActor, id: number, patch: TagUpdate) {
  return inTransaction(db, async (tx) => {
    const before = await tag(tx, id);
    await tx
      .update(tags)
      .set({
        name: patch.name,
        nameEn: patch.name_en,
        tips: patch.tips,
        hidden: patch.hidden,
        sort: patch.sort,
      })
      .where(eq(tags.id, id));
    const after = await tag(tx, id);
    await audit(tx, actor, { action: 'task_tags.update', target: { type: 'task_tag', id }, before, after });
    return after;
  });
}

/** Spec 8 style refusal: a tag some live task carries is not deleted (hide it instead). */
export async function deleteTag(db: DbOrTx, actor: AuditActor, id: number) {
  await inTransaction(db, async (tx) => {
    const before = await tag(tx, id);
    if (before.task_count > 0) fail('tag_in_use', { task_count: before.task_count });
    await tx.delete(tags).where(eq(tags.id, id));
    await audit(tx, actor, { action: 'task_tags.delete', target: { type: 'task_tag', id }, before });
  });
}
