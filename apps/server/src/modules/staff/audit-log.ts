// Reading the audit log (decision 025): filters, paging, the CSV export.
import { sql, type SQL } from 'drizzle-orm';
import type { AuditRecord } from '@miao/contracts/staff';
import { AUDIT_EXPORT_MAX } from '@miao/contracts/limits';
import type { DbOrTx } from '../../db/client';
import { isoTime, readRows } from '../../db/sql';
import { toCsv } from '../../platform/csv';

export interface AuditFilter {
  actor_id?: number;
  action?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function whereOf(filter: AuditFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.actor_id !== undefined) parts.push(sql`a.actor_id = ${filter.actor_id}`);
  if (filter.action) {
    // "coin." is the area; "coin.grant" one action
    parts.push(
      filter.action.endsWith('.')
        ? sql`starts_with(a.action, ${filter.action})`
        : sql`a.action = ${filter.action}`,
    );
  }
  if (filter.from) parts.push(sql`a.created_at >= ${new Date(filter.from).toISOString()}::timestamptz`);
  if (filter.to) {
    // a day as `to` includes the whole of it
    const end = DAY.test(filter.to)
      ? new Date(Date.parse(filter.to) + 24 * 60 * 60 * 1000)
      : new Date(Date.parse(filter.to) + 1);
    parts.push(sql`a.created_at < ${end.toISOString()}::timestamptz`);
  }
  return sql.join(parts, sql` and `);
}

interface Row {
  id: number;
  actor_id: number | null;
  nickname: string | null;
  email: string | null;
  phone: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  ip: string;
  create_time: string;
}

async function rows(db: DbOrTx, filter: AuditFilter, limit: number, offset: number) {
  return readRows<Row>(
    db,
    sql`select a.id::int as id, a.actor_id, u.nickname, u.email, u.phone, a.action, a.target_type,
        a.target_id, a.before, a.after, a.ip, ${isoTime(sql`a.created_at`)} as create_time
      from audit_log a left join users u on u.id = a.actor_id
      where ${whereOf(filter)}
      order by a.id desc limit ${limit} offset ${offset}`,
  );
}

function present(row: Row): AuditRecord {
  return {
    id: Number(row.id),
    actor:
      row.actor_id === null
        ? null
        : { id: row.actor_id, nickname: row.nickname ?? '', email: row.email ?? row.phone ?? '' },
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    create_time: row.create_time,
  };
}

export async function listAudit(db: DbOrTx, query: AuditFilter & { page_number: number; page_size: number }) {
  const [found, [total]] = await Promise.all([
    rows(db, query, query.page_size, (query.page_number - 1) * query.page_size),
    readRows<{ n: number }>(db, sql`select count(*)::int as n from audit_log a where ${whereOf(query)}`),
  ]);
  return {
    results: found.map(present),
    count: Number(total?.n ?? 0),
    page_number: query.page_number,
    page_size: query.page_size,
  };
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The filtered log as CSV, newest first; every cell defused against formulas (products/csv.ts). */
export async function auditCsv(db: DbOrTx, filter: AuditFilter): Promise<string> {
  const found = (await rows(db, filter, AUDIT_EXPORT_MAX, 0)).map(present);
  return toCsv(
    ['id', 'time', 'actor_id', 'actor', 'action', 'target_type', 'target_id', 'before', 'after', 'ip'],
    found.map((r) => [
      r.id,
      r.create_time,
      r.actor?.id ?? null,
      r.actor ? r.actor.nickname || r.actor.email : '',
      r.action,
      r.target_type,
      r.target_id,
      json(r.before),
      json(r.after),
      r.ip,
    ]),
  );
}
