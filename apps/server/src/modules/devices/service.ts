import { and, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import {
  DEVICE_COUNTRY_WARNING,
  type AdminDevice,
  type DeviceImportResult,
  type DeviceSummary,
  type DeviceVerifyResult,
} from '@miao/contracts/devices';
import type { Db, DbOrTx } from '../../db/client';
import { deviceChecks, devices } from '../../db/schema/devices';
import { productSettings } from '../../db/schema/products';
import { consumePass, recordCaptchaFailure } from '../../platform/captcha';
import { fail } from '../../platform/errors';
import { isUniqueViolation, rowsOf } from '../../db/sql';
import { checkDeviceCsv, type DeviceRow } from './csv-import';

/** Rows shown back in an import preview. */
const PREVIEW_ROWS = 20;
/** Rows per insert statement. */
const INSERT_CHUNK = 500;
/** Warnings listed in the staff summary. */
const WARNINGS_SHOWN = 50;

export type DeviceRecord = typeof devices.$inferSelect;

export function presentVerified(device: DeviceRecord): DeviceVerifyResult {
  return {
    sn: device.sn,
    product_code: device.productCode,
    production_date: device.productionDate,
    manufacturer: device.manufacturer,
    production_name: device.productionName,
  };
}

/**
 * Spec 2 serial verification: the captcha pass is used up first (a missing, used or expired one
 * is a captcha failure and counts towards the limits), then the SN is looked up and the check
 * logged with the client's country whether the device exists or not.
 */
export async function verifyDevice(
  db: Db,
  input: { sn: string; token: string; clientId: string; ip: string; country: string },
): Promise<DeviceVerifyResult> {
  if (!(await consumePass(db, input.token))) {
    await recordCaptchaFailure(db, input.ip, input.clientId);
    fail('captcha_failed');
  }
  const [device] = await db.select().from(devices).where(eq(devices.sn, input.sn));
  await db.insert(deviceChecks).values({ sn: input.sn, found: device !== undefined, country: input.country });
  if (!device) fail('device_not_found');
  return presentVerified(device);
}

async function catalogue(db: DbOrTx): Promise<Set<string>> {
  const rows = await db.select({ code: productSettings.code }).from(productSettings);
  return new Set(rows.map((r) => r.code));
}

/** SNs of `rows` already stored. */
async function existingSns(db: DbOrTx, rows: readonly DeviceRow[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const sns = rows.slice(i, i + INSERT_CHUNK).map((r) => r.sn);
    const stored = await db.select({ sn: devices.sn }).from(devices).where(inArray(devices.sn, sns));
    for (const { sn } of stored) found.add(sn);
  }
  return found;
}

/**
 * Staff CSV import: every row checked (format, catalogue, SNs repeated in the file or already
 * stored); a dry run reports, a real run saves every row in one transaction or, when any row is
 * refused, none (device_import_invalid with the errors).
 */
export async function importDevices(
  db: Db,
  input: { csv: string; dryRun: boolean; staffId: number },
): Promise<DeviceImportResult> {
  const run = async (tx: DbOrTx): Promise<DeviceImportResult> => {
    const { rows, errors } = checkDeviceCsv(input.csv, await catalogue(tx));
    const stored = await existingSns(tx, rows);
    for (const row of rows) {
      if (stored.has(row.sn)) errors.push({ row: row.line, field: 'sn', problem: 'sn_exists' });
    }
    errors.sort((a, b) => a.row - b.row);
    const preview = rows.slice(0, PREVIEW_ROWS).map((r) => ({
      sn: r.sn,
      product_code: r.productCode,
      production_date: r.productionDate,
      manufacturer: r.manufacturer,
      production_name: r.productionName,
      channel: r.channel,
    }));
    const result = { rows: rows.length, errors, imported: 0, preview };
    if (input.dryRun) return result;
    if (errors.length > 0) fail('device_import_invalid', { errors });
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await tx.insert(devices).values(
        rows.slice(i, i + INSERT_CHUNK).map((r) => ({
          sn: r.sn,
          productCode: r.productCode,
          productionDate: r.productionDate,
          manufacturer: r.manufacturer,
          productionName: r.productionName,
          channel: r.channel,
          importedBy: input.staffId,
        })),
      );
    }
    return { ...result, imported: rows.length };
  };
  if (input.dryRun) return run(db);
  try {
    return await db.transaction(run);
  } catch (error) {
    // another import stored one of these SNs between the check and the insert
    if (isUniqueViolation(error)) fail('device_import_invalid', { errors: [] });
    throw error;
  }
}

/** Device counts per product and the SNs checked from many countries. */
export async function deviceSummary(db: Db): Promise<DeviceSummary> {
  const products = await db
    .select({ product_code: devices.productCode, count: count() })
    .from(devices)
    .groupBy(devices.productCode)
    .orderBy(desc(count()), devices.productCode);
  const warnings = rowsOf<{
    sn: string;
    found: boolean;
    countries: string[] | null;
    checks: number | string;
    last_checked_at: Date | string;
  }>(
    await db.execute(sql`
      select sn, bool_or(found) as found,
        array_agg(distinct country) filter (where country <> '') as countries,
        count(*) as checks, max(created_at) as last_checked_at
      from device_checks
      group by sn
      having count(distinct country) filter (where country <> '') >= ${DEVICE_COUNTRY_WARNING}
      order by max(created_at) desc
      limit ${WARNINGS_SHOWN}`),
  );
  const total = products.reduce((sum, p) => sum + Number(p.count), 0);
  return {
    total,
    products: products.map((p) => ({ product_code: p.product_code, count: Number(p.count) })),
    warnings: warnings.map((w) => ({
      sn: w.sn,
      found: Boolean(w.found),
      countries: [...(w.countries ?? [])].sort(),
      checks: Number(w.checks),
      last_checked_at: new Date(w.last_checked_at).toISOString(),
    })),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Staff search: SNs beginning with `sn` (all when empty), of one product when given, newest first. */
export async function searchDevices(
  db: Db,
  query: { sn?: string; product_code?: string; page_number: number; page_size: number },
): Promise<{ rows: AdminDevice[]; count: number }> {
  const filters: SQL[] = [];
  if (query.sn) filters.push(like(devices.sn, `${escapeLike(query.sn)}%`));
  if (query.product_code) filters.push(eq(devices.productCode, query.product_code));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(devices)
      .where(where)
      .orderBy(desc(devices.id))
      .limit(query.page_size)
      .offset((query.page_number - 1) * query.page_size),
    db.select({ n: count() }).from(devices).where(where),
  ]);
  const checks = rows.length
    ? rowsOf<{ sn: string; checks: number | string; countries: string[] | null }>(
        await db.execute(sql`
          select sn, count(*) as checks,
            array_agg(distinct country) filter (where country <> '') as countries
          from device_checks where sn in ${rows.map((r) => r.sn)} group by sn`),
      )
    : [];
  const bySn = new Map(checks.map((c) => [c.sn, c]));
  return {
    count: Number(total?.n ?? 0),
    rows: rows.map((d) => ({
      id: d.id,
      sn: d.sn,
      product_code: d.productCode,
      production_date: d.productionDate,
      manufacturer: d.manufacturer,
      production_name: d.productionName,
      channel: d.channel,
      checks: Number(bySn.get(d.sn)?.checks ?? 0),
      countries: [...(bySn.get(d.sn)?.countries ?? [])].sort(),
      created_at: d.createdAt.toISOString(),
    })),
  };
}
