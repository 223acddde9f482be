// The staff console's own APIs (docs/decisions/025): the audit log, categories and tags, coin
// grants, users and tasks. Every route needs `admin.access` (401 / 403 before the input is read).
import { z } from 'zod';
import { coinNumber, coinTypeId, remarksField } from './coin';
import { PAGE_NUMBER_MAX, pageOf } from './common';
import { COIN_GRANT_BATCH_MAX, MAX_PAGE_SIZE, STAFF_REASON_MAX, TAXONOMY_NAME_MAX } from './limits';

const pageNumber = z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const positiveId = z.coerce
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);
export const staffIdParam = z.object({ id: positiveId });

// ---------------------------------------------------------------------------------------------
// Audit log

/** `from` and `to` are days (YYYY-MM-DD, UTC) or instants; `to` as a day includes that whole day. */
const dayOrInstant = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/)
  .refine((v) => !Number.isNaN(Date.parse(v)));

export const auditQuery = z.object({
  actor_id: positiveId.optional(),
  /** An exact action (`coin.grant`) or an area prefix ending with a dot (`coin.`). */
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z_.]*$/)
    .optional(),
  from: dayOrInstant.optional(),
  to: dayOrInstant.optional(),
  page_number: pageNumber,
  page_size: pageSize,
});
export type AuditQuery = z.infer<typeof auditQuery>;
/** The CSV export takes the same filters, without paging (newest first, at most AUDIT_EXPORT_MAX rows). */
export const auditExportQuery = auditQuery.omit({ page_number: true, page_size: true });

export const auditRecord = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), nickname: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  create_time: z.string(),
});
export type AuditRecord = z.infer<typeof auditRecord>;
export const auditPage = pageOf(auditRecord);

// ---------------------------------------------------------------------------------------------
// Categories and tags

const nameField = z.string().trim().min(1).max(TAXONOMY_NAME_MAX);
/** An English name is optional: empty means "use the Chinese name". */
const nameEnField = z
  .string()
  .trim()
  .max(TAXONOMY_NAME_MAX)
  .transform((v) => (v === '' ? null : v));
const sortField = z.number().int().min(-100000).max(100000);

export const staffCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  is_public: z.boolean(),
  hidden: z.boolean(),
  sort: z.number().int(),
  /** Live tasks filed under it: a category in use cannot be deleted. */
  task_count: z.number().int(),
});
export type StaffCategory = z.infer<typeof staffCategory>;

export const categoryCreate = z.object({
  name: nameField,
  name_en: nameEnField.optional(),
  is_public: z.boolean().default(true),
  sort: sortField.optional(),
});
/** An edit names at least one field (an empty one would change nothing and is refused). */
const changesSomething = (patch: object) => Object.values(patch).some((value) => value !== undefined);

export const categoryUpdate = z
  .object({
    name: nameField,
    name_en: nameEnField,
    is_public: z.boolean(),
    hidden: z.boolean(),
    sort: sortField,
  })
  .partial()
  .refine(changesSomething, 'nothing to change');
export type CategoryUpdate = z.infer<typeof categoryUpdate>;

export const staffTag = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  group_id: z.number().int().nullable(),
  tips: z.string(),
  hidden: z.boolean(),
  sort: z.number().int(),
  /** Live tasks carrying it: a tag in use cannot be deleted. */
  task_count: z.number().int(),
});
export type StaffTag = z.infer<typeof staffTag>;

const tipsField = z.string().trim().max(500);
export const tagCreate = z.object({
  name: nameField,
  name_en: nameEnField.optional(),
  tips: tipsField.default(''),
  sort: sortField.optional(),
});
export const tagUpdate = z
  .object({ name: nameField, name_en: nameEnField, tips: tipsField, hidden: z.boolean(), sort: sortField })
  .partial()
  .refine(changesSomething, 'nothing to change');
export type TagUpdate = z.infer<typeof tagUpdate>;

export const staffCategoryList = z.object({ results: z.array(staffCategory), count: z.number().int() });
export const staffTagList = z.object({ results: z.array(staffTag), count: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Coin grants

/**
 * One grant: the user by id, e-mail, mobile or wallet address (a CSV row's first cell), and the
 * amount. The reason (`remarks`) is shown in the recipient's balance history.
 */
export const grantRow = z.object({
  user: z.string().trim().min(1).max(120),
  number: z.unknown(),
});
export const grantBatchRequest = z.object({
  coin_type_id: coinTypeId,
  remarks: remarksField.min(1),
  rows: z.array(grantRow).min(1).max(COIN_GRANT_BATCH_MAX),
});
export type GrantBatchRequest = z.input<typeof grantBatchRequest>;
export { coinNumber as grantNumber };

export const grantBatchResponse = z.object({
  /** The one ledger transaction per row, all committed together. */
  results: z.array(
    z.object({
      index: z.number().int(),
      user_id: z.number().int(),
      nickname: z.string(),
      number: z.number().int(),
      count: z.number().int(),
    }),
  ),
  count: z.number().int(),
  total: z.number().int(),
});
export type GrantBatchResponse = z.infer<typeof grantBatchResponse>;

// ---------------------------------------------------------------------------------------------
// Users

export const staffUserQuery = z.object({
  /** E-mail, mobile, nickname (parts of them) or a wallet address; an id with a leading #. */
  q: z.string().trim().max(120).default(''),
  page_number: pageNumber,
  page_size: pageSize,
});
export const staffUserSummary = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  email: z.string(),
  phone: z.string(),
  wallet_address: z.string(),
  is_active: z.boolean(),
  create_time: z.string(),
});
export type StaffUserSummary = z.infer<typeof staffUserSummary>;
export const staffUserPage = pageOf(staffUserSummary);

export const staffUserDetail = staffUserSummary.extend({
  deactivated_at: z.string().nullable(),
  deactivation_reason: z.string(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  balances: z.array(z.object({ coin_id: z.number().int(), coin_name: z.string(), count: z.number().int() })),
  tasks: z.array(
    z.object({ id: z.number().int(), title: z.string(), status: z.string(), create_time: z.string() }),
  ),
  task_count: z.number().int(),
});
export type StaffUserDetail = z.infer<typeof staffUserDetail>;

export const deactivateRequest = z.object({ reason: z.string().trim().min(1).max(STAFF_REASON_MAX) });
export const userGroupParams = z.object({ id: positiveId, group_id: positiveId });
export const staffGroupList = z.object({
  results: z.array(z.object({ id: z.number().int(), name: z.string(), member_count: z.number().int() })),
});

// ---------------------------------------------------------------------------------------------
// Tasks

export const staffTaskQuery = z.object({
  /** Title words, or a task id. */
  q: z.string().trim().max(100).default(''),
  status: z.enum(['processing', 'closed']).optional(),
  page_number: pageNumber,
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export const staffTaskSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  language: z.string(),
  public_permission: z.string(),
  user: z.object({ id: z.number().int(), nickname: z.string() }),
  comment_count: z.number().int(),
  create_time: z.string(),
});
export type StaffTaskSummary = z.infer<typeof staffTaskSummary>;
export const staffTaskPage = pageOf(staffTaskSummary);
