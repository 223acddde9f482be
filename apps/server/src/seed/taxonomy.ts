// The task board's starter categories, tag groups and tags (issue 17): a new shop's task form has
// something to pick and the contest tag #LED2025 resolves. Applied once per database, recorded in
// `reference_seeds`: staff rename, hide or remove them afterwards and a restart never brings them
// back. Names in cn (name), en and ja, from the spec's areas (spec 1) and contests (spec 9).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { inTransaction } from '../db/sql';
import { referenceSeeds } from '../db/schema/platform';
import { tagGroups, tags, taskCategories } from '../db/schema/tasks';

export const STARTER_TAXONOMY = 'task-taxonomy-1';

interface Names {
  name: string;
  nameEn: string;
  nameJa: string;
}

export const STARTER_CATEGORIES: readonly (Names & { isPublic?: boolean })[] = [
  { name: '设计', nameEn: 'Design', nameJa: 'デザイン' },
  { name: '活动', nameEn: 'Events', nameJa: 'イベント' },
  { name: '反馈', nameEn: 'Feedback', nameJa: 'フィードバック' },
  { name: '评测', nameEn: 'Reviews', nameJa: 'レビュー' },
  // staff only (spec 3 is_public): tasks the team files for itself
  { name: '内部', nameEn: 'Internal', nameJa: '社内', isPublic: false },
];

type Group = 'contests' | 'products' | 'topics';

const GROUPS: Record<Group, Names> = {
  contests: { name: '比赛', nameEn: 'Contests', nameJa: 'コンテスト' },
  products: { name: '产品', nameEn: 'Products', nameJa: '製品' },
  topics: { name: '话题', nameEn: 'Topics', nameJa: 'トピック' },
};

export const STARTER_TAGS: readonly (Names & { group: Group; tips?: string })[] = [
  {
    name: '#LED2025',
    nameEn: '#LED2025',
    nameJa: '#LED2025',
    group: 'contests',
    tips: 'LED effect contest 2025: entries 29 July to 20 August, poll from 22 August, results 26 August. One entry per person; the #LED2025 tag is required.',
  },
  {
    name: '#Graffiti',
    nameEn: '#Graffiti',
    nameJa: '#Graffiti',
    group: 'contests',
    tips: 'Graffiti contest: entries 22 June to 22 July, poll 25 July, results 1 August.',
  },
  {
    name: 'Cyberboard',
    nameEn: 'Cyberboard',
    nameJa: 'Cyberboard',
    group: 'products',
    tips: 'Tell us which Cyberboard you have (R2, R3, R4, Terminal...).',
  },
  { name: 'Glacier', nameEn: 'Glacier', nameJa: 'Glacier', group: 'products' },
  { name: 'Cosmo Killer', nameEn: 'Cosmo Killer', nameJa: 'Cosmo Killer', group: 'products' },
  { name: 'AM Hatsu', nameEn: 'AM Hatsu', nameJa: 'AM Hatsu', group: 'products' },
  { name: 'AM AFA', nameEn: 'AM AFA', nameJa: 'AM AFA', group: 'products' },
  { name: 'AM Master', nameEn: 'AM Master', nameJa: 'AM Master', group: 'products' },
  { name: '键帽', nameEn: 'Keycaps', nameJa: 'キーキャップ', group: 'topics' },
  { name: '轴体', nameEn: 'Switches', nameJa: 'スイッチ', group: 'topics' },
  { name: '灯效', nameEn: 'Light effects', nameJa: 'ライティング', group: 'topics' },
  { name: '固件', nameEn: 'Firmware', nameJa: 'ファームウェア', group: 'topics' },
];

/**
 * Writes the starter taxonomy unless this database already had it. The marker row is inserted
 * first in the same transaction: a second process starting at the same time waits on it, then
 * finds it taken and writes nothing. Answers whether this call wrote the rows.
 */
export async function ensureStarterTaxonomy(db: DbOrTx): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const claimed = await tx
      .insert(referenceSeeds)
      .values({ name: STARTER_TAXONOMY })
      .onConflictDoNothing()
      .returning({ name: referenceSeeds.name });
    if (claimed.length === 0) return false;
    await tx.insert(taskCategories).values(
      STARTER_CATEGORIES.map((c, index) => ({
        name: c.name,
        nameEn: c.nameEn,
        nameJa: c.nameJa,
        isPublic: c.isPublic ?? true,
        sort: index + 1,
      })),
    );
    const groupIds = {} as Record<Group, number>;
    for (const [key, names] of Object.entries(GROUPS) as [Group, Names][]) {
      const [row] = await tx.insert(tagGroups).values(names).returning({ id: tagGroups.id });
      groupIds[key] = row!.id;
    }
    await tx.insert(tags).values(
      STARTER_TAGS.map((t) => ({
        name: t.name,
        nameEn: t.nameEn,
        nameJa: t.nameJa,
        groupId: groupIds[t.group],
        tips: t.tips ?? '',
      })),
    );
    return true;
  });
}

/** The id of a starter row by its cn name (the demo seed files its tasks under them). */
export async function starterIds(db: DbOrTx): Promise<{
  category: (name: string) => number;
  tag: (name: string) => number;
}> {
  const categories = await db
    .select({ id: taskCategories.id, name: taskCategories.name })
    .from(taskCategories);
  const tagRows = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .orderBy(sql`${tags.id}`);
  const find = (rows: { id: number; name: string }[], name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`starter row ${name} is missing`);
    return row.id;
  };
  return { category: (name) => find(categories, name), tag: (name) => find(tagRows, name) };
}
