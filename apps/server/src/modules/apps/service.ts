import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AppPlatform, AppVersionCreate, AppVersionUpdate } from '@miao/contracts/apps';
import type { Db } from '../../db/client';
import { appVersions } from '../../db/schema/apps';
import { fail } from '../../platform/errors';

export type AppVersionRow = typeof appVersions.$inferSelect;

/** Newest first: by release time, then by id for releases published together. */
const NEWEST_FIRST = [desc(appVersions.releasedAt), desc(appVersions.id)];

export async function newestVersion(db: Db, appCode: string, platform: AppPlatform): Promise<AppVersionRow> {
  const [row] = await db
    .select()
    .from(appVersions)
    .where(and(eq(appVersions.appCode, appCode), eq(appVersions.platform, platform)))
    .orderBy(...NEWEST_FIRST)
    .limit(1);
  if (!row) fail('not_found');
  return row;
}

export async function versionHistory(
  db: Db,
  query: { app_code?: string; platform?: AppPlatform; page_number: number; page_size: number },
) {
  // without an app code (the staff list) every app's releases
  const where: SQL[] = [];
  if (query.app_code) where.push(eq(appVersions.appCode, query.app_code));
  if (query.platform) where.push(eq(appVersions.platform, query.platform));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(appVersions)
      .where(condition)
      .orderBy(...NEWEST_FIRST)
      .limit(query.page_size)
      .offset((query.page_number - 1) * query.page_size),
    db.select({ n: count() }).from(appVersions).where(condition),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** The same app, platform and version can be published once (409 app_version_exists). */
export async function createVersion(
  db: Db,
  input: AppVersionCreate,
  staffId: number | null,
): Promise<AppVersionRow> {
  const [row] = await db
    .insert(appVersions)
    .values({
      appCode: input.app_code,
      platform: input.platform,
      version: input.version,
      downloadUrl: input.download_url,
      notesCn: input.notes_cn,
      notesEn: input.notes_en,
      releasedAt: input.released_at ? new Date(input.released_at) : new Date(),
      createdBy: staffId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) fail('app_version_exists');
  return row;
}

export async function updateVersion(db: Db, id: number, input: AppVersionUpdate): Promise<AppVersionRow> {
  const [current] = await db.select().from(appVersions).where(eq(appVersions.id, id));
  if (!current) fail('not_found');
  const next = {
    appCode: input.app_code ?? current.appCode,
    platform: input.platform ?? current.platform,
    version: input.version ?? current.version,
    downloadUrl: input.download_url ?? current.downloadUrl,
    notesCn: input.notes_cn ?? current.notesCn,
    notesEn: input.notes_en ?? current.notesEn,
    releasedAt: input.released_at ? new Date(input.released_at) : current.releasedAt,
  };
  const [clash] = await db
    .select({ id: appVersions.id })
    .from(appVersions)
    .where(
      and(
        eq(appVersions.appCode, next.appCode),
        eq(appVersions.platform, next.platform),
        eq(appVersions.version, next.version),
      ),
    );
  if (clash && clash.id !== id) fail('app_version_exists');
  const [row] = await db
    .update(appVersions)
    .set({ ...next, updatedAt: new Date() })
    .where(eq(appVersions.id, id))
    .returning();
  if (!row) fail('not_found');
  return row;
}

export async function deleteVersion(db: Db, id: number): Promise<void> {
  const [row] = await db.delete(appVersions).where(eq(appVersions.id, id)).returning({ id: appVersions.id });
  if (!row) fail('not_found');
}
