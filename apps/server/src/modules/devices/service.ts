import { and, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import {
  DEVICE_COUNTRY_WARNING,
  DEVICE_VERIFY_PER_ADDRESS_PER_DAY,
  DEVICE_VERIFY_PER_SN_PER_DAY,
  type AdminDevice,
  type DeviceImportResult,
  type DeviceSummary,
  type DeviceVerifyResult,
} from '@miao/contracts/devices';
import type { Db, DbOrTx } from '../../db/client';
import { deviceChecks, devices } from '../../db/schema/devices';
import { productSettings } from '../../db/schema/products';
import { addressKey, consumePass, recordCaptchaFailure } from '../../platform/captcha';
import { fail } from '../../platform/errors';
import { hit, peek } from '../../platform/rate-limit';
import { isUniqueViolation, rowsOf } from '../../db/sql';
import { checkDeviceCsv, type DeviceRow } from './csv-import';

/** Rows shown back in an import preview. */
const PREVIEW_ROWS = 20;
/** Rows per insert statement. */
const INSERT_CHUNK = 500;
/** Warnings listed in the staff summary. */
const WARNINGS_SHOWN = 50;
/** The verification limits count UTC days. */
const DAY_SECONDS = 86_400;
const addressVerifications = (address: string) => `device-verify:address:${address}`;
const snVerifications = (sn: string) => `device-verify:sn:${sn}`;

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

/** The day's verification limits (spec defaults; config raises them for e2e, decision 043). */
export interface VerifyLimits {
  perAddressPerDay: number;
  perSnPerDay: number;
}
const DEFAULT_LIMITS: VerifyLimits = {
  perAddressPerDay: DEVICE_VERIFY_PER_ADDRESS_PER_DAY,
  perSnPerDay: DEVICE_VERIFY_PER_SN_PER_DAY,
};

/**
 * Verifications from `address` (an `addressKey`) today: the captcha's proof of work grows with it.
 * Refuses once the address has used up its day, before a puzzle is drawn for nothing.
 */
export async function verificationsToday(
  db: DbOrTx,
  address: string,
  limits: VerifyLimits = DEFAULT_LIMITS,
): Promise<number> {
  const count = await peek(db, addressVerifications(address), DAY_SECONDS);
  if (count >= limits.perAddressPerDay) fail('device_verify_address_limit');
  return count;
}

/**
 * Spec 2 serial verification, in one transaction: the captcha pass is used up (only by the client
 * and address that solved it; a missing, used, expired or stranger's pass is a captcha failure and
 * counts towards the captcha's limits), the day's verifications of the address and of the SN are
 * counted (past either limit nothing is spent or counted: the refusal rolls back), then the SN is
 * looked up and the check logged with the client's country whether the device exists or not.
 */
export async function verifyDevice(
  db: Db,
  input: { sn: string; token: string; clientId: string; ip: string; country: string },
  limits: VerifyLimits = DEFAULT_LIMITS,
): Promise<DeviceVerifyResult> {
  const address = addressKey(input.ip);
  const checked = await db.transaction(async (tx) => {
    if (!(await consumePass(tx, { token: input.token, clientId: input.clientId, address }))) return null;
    if (!(await hit(tx, addressVerifications(address), limits.perAddressPerDay, DAY_SECONDS)))
      fail('device_verify_address_limit');
    if (!(await hit(tx, snVerifications(input.sn), limits.perSnPerDay, DAY_SECONDS)))
      fail('device_verify_sn_limit');
    const [device] = await tx.select().from(devices).where(eq(devices.sn, input.sn));
    await tx
      .insert(deviceChecks)
      .values({ sn: input.sn, found: device !== undefined, country: input.country });
    return { device };
  });
  if (!checked) {
    await recordCaptchaFailure(db, address, input.clientId);
    fail('captcha_failed');
  }
  if (!checked.device) fail('device_not_found');
  return presentVerified(checked.device);
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
