import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { settingConflict, type ProductSetting, type ProductSettingUpdate } from '@miao/contracts/products';
import type { Db } from '../../db/client';
import { productSettings } from '../../db/schema/products';
import { fail } from '../../platform/errors';
import { presentSetting } from './presenter';
import type { Storage } from '../../platform/storage';
import { mediaByProduct } from './media-service';

/** With `storage`, each setting carries its product's public media (decision 050) when it has any. */
export async function listSettings(db: Db, storage?: Storage): Promise<ProductSetting[]> {
  const rows = await db.select().from(productSettings).orderBy(asc(productSettings.code));
  const media = storage ? await mediaByProduct(db, storage) : undefined;
  return rows.map((row) => {
    const setting = presentSetting(row);
    const own = media?.get(row.code);
    return own ? { ...setting, media: own } : setting;
  });
}

export async function productExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: productSettings.code })
    .from(productSettings)
    .where(eq(productSettings.code, code));
  return row !== undefined;
}

const COLUMNS = {
  kind: 'kind',
  path: 'path',
  cn_name: 'cnName',
  overseas_name: 'overseasName',
  cn_url: 'cnUrl',
  overseas_url: 'overseasUrl',
  cn_status: 'cnStatus',
  overseas_status: 'overseasStatus',
  cn_is_top: 'cnIsTop',
  overseas_is_top: 'overseasIsTop',
  cn_is_home: 'cnIsHome',
  overseas_is_home: 'overseasIsHome',
  cn_priority: 'cnPriority',
  overseas_priority: 'overseasPriority',
  cn_top_name: 'cnTopName',
  overseas_top_name: 'overseasTopName',
  hide_buy: 'hideBuy',
  jump_url: 'jumpUrl',
  cn_price_min: 'cnPriceMin',
  cn_price_max: 'cnPriceMax',
  overseas_price_min: 'overseasPriceMin',
  overseas_price_max: 'overseasPriceMax',
  cn_gb_start: 'cnGbStart',
  cn_gb_end: 'cnGbEnd',
  cn_gb_ship_month: 'cnGbShipMonth',
  overseas_gb_start: 'overseasGbStart',
  overseas_gb_end: 'overseasGbEnd',
  overseas_gb_ship_month: 'overseasGbShipMonth',
  cn_dispatch_days: 'cnDispatchDays',
  overseas_dispatch_days: 'overseasDispatchDays',
} as const satisfies Record<keyof ProductSettingUpdate, keyof typeof productSettings.$inferInsert>;

const MOMENTS = new Set<keyof ProductSettingUpdate>([
  'cn_gb_start',
  'cn_gb_end',
  'overseas_gb_start',
  'overseas_gb_end',
]);

/**
 * Staff edit of one setting; only the fields given change. The rules between fields (issue 18:
 * price range, group-buy window) are checked on the setting as it would be saved, so an edit of
 * one field cannot break its pair. Call inside a transaction: the row is locked while checked.
 */
export async function updateSetting(
  db: Db,
  code: string,
  update: ProductSettingUpdate,
  staffId: number,
): Promise<ProductSetting> {
  const [current] = await db
    .select()
    .from(productSettings)
    .where(eq(productSettings.code, code))
    .for('update');
  if (!current) fail('not_found');
  const conflict = settingConflict({ ...presentSetting(current), ...update });
  if (conflict) fail(conflict.code, { fields: conflict.fields });
  const values: Partial<typeof productSettings.$inferInsert> = { updatedAt: new Date(), updatedBy: staffId };
  for (const [field, column] of Object.entries(COLUMNS) as [
    keyof ProductSettingUpdate,
    keyof typeof values,
  ][]) {
    const value = update[field];
    if (value === undefined) continue;
    Object.assign(values, {
      [column]: MOMENTS.has(field) && typeof value === 'string' ? new Date(value) : value,
    });
  }
  const [row] = await db
    .update(productSettings)
    .set(values)
    .where(eq(productSettings.code, code))
    .returning();
  if (!row) fail('not_found');
  return presentSetting(row);
}

export function staticSettingsFile(dataDir: string): string {
  return path.join(dataDir, 'static', 'product-settings.json');
}

/**
 * Writes `${dataDir}/static/product-settings.json` (the static list of spec 7, for a CDN or a web
 * server in front) when its content changed. Written to a temporary file and renamed, so a reader
 * never sees half a file. Answers the JSON text.
 */
export async function writeStaticSettings(db: Db, dataDir: string, storage?: Storage): Promise<string> {
  const json = JSON.stringify(await listSettings(db, storage));
  const file = staticSettingsFile(dataDir);
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current !== json) {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, json);
    await rename(temporary, file);
  }
  return json;
}
