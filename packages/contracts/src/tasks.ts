// The community task board (issue 4): tasks, categories, tags, voting, subscriptions.
// Spec 3 shapes in snake_case; times are ISO-8601 UTC strings.
import { z } from 'zod';
import { coinNumber, coinTypeId } from './coin';
import { pageOf } from './common';
import {
  EMAIL_INPUT_MAX,
  MAX_PAGE_SIZE,
  PAGE_SIZE_STORE,
  TASK_BATCH_MAX,
  TASK_CONTENT_MAX,
  TASK_LIST_DEFAULT_PAGE_SIZE,
  TASK_MEDIAS_MAX,
  TASK_MENTIONS_MAX,
  TASK_SEARCH_MAX,
  TASK_TAGS_MAX,
  TASK_TITLE_MAX,
  VOTE_OPTIONS_MAX,
  VOTE_TEXT_MAX,
} from './limits';
import { TASK_LANGUAGES, TASK_LIST_FILTERS, TASK_ORDERINGS, TASK_STATUSES } from './task-rules';
import { userInfo } from './users';

export {
  TASK_LANGUAGES,
  TASK_LIST_FILTERS,
  TASK_ORDERINGS,
  TASK_STATUSES,
  type TaskLanguage,
  type TaskListFilter,
  type TaskOrdering,
  type TaskStatus,
} from './task-rules';

export const TASK_OPERATIONS = ['manual'] as const;
/** Spec 2: public for everyone, semi-public for signed-in members, non-public for author, mentioned users and staff. */
export const TASK_PERMISSIONS = ['public', 'semi_public', 'non_public'] as const;
export type TaskPermission = (typeof TASK_PERMISSIONS)[number];
/**
 * Spec 2's form offers a fourth value, `default` (decision 060): the task takes its category's
 * audience when saved (a public category, or none, makes it public; a staff-only category
 * non-public). It is resolved on the server and never stored.
 */
export const TASK_PERMISSION_CHOICES = ['default', ...TASK_PERMISSIONS] as const;
export type TaskPermissionChoice = (typeof TASK_PERMISSION_CHOICES)[number];

/** Ids are PostgreSQL integers: anything larger is refused as invalid input, never sent to the database. */
const ID_MAX = 2 ** 31 - 1;
const id = z.number().int().min(1).max(ID_MAX);
/** An id in a query string or path. */
export const idQuery = z.coerce.number().int().min(1).max(ID_MAX);
export const taskIdParam = z.object({ id: idQuery });
/** Far past any real page; keeps the offset a sane number. */
const pageNumber = z.coerce.number().int().min(1).max(1_000_000).default(1);
/** Ids arrive as JSON numbers or digit strings (form values). */
const idInput = z.union([
  id,
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(id),
]);
/** Spec 5: all query parameters are trimmed; the language rule maps zh-cn and zh-tw to cn. */
const languageInput = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => (v === 'zh-cn' || v === 'zh-tw' || v === 'zh' ? 'cn' : v))
  .pipe(z.enum(TASK_LANGUAGES));
const time = z.iso.datetime({ offset: true }).transform((v) => new Date(v));
/** A comma list of ids in a query string: `1,2,3`. */
const idList = z
  .string()
  .trim()
  .regex(/^\d{1,10}(,\d{1,10})*$/)
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .pipe(z.array(id).max(MAX_PAGE_SIZE));

/** One media of a task (the first is the cover): `{ url }`, or the address alone. */
const mediaInput = z
  .union([z.string(), z.object({ url: z.string() })])
  .transform((m) => (typeof m === 'string' ? m : m.url).trim())
  .pipe(z.string().min(1).max(1000));

/** One vote option as the form sends it; `id` only on options that already exist (edit mode). */
export const voteOptionInput = z.object({
  id: id.optional(),
  content: z.string().trim().min(1).max(VOTE_TEXT_MAX),
  pic: z.string().trim().max(1000).default(''),
});
export type VoteOptionInput = z.infer<typeof voteOptionInput>;

/**
 * Spec 3 vote_conf; fixed once the task exists but for `show_res`: the results shown to everyone,
 * which ends the vote (spec 4: voting only while results are not shown). The sponsor may turn it on
 * when editing; it never turns off.
 */
export const voteConfInput = z.object({
  enable: z.boolean().default(false),
  max_num: z.number().int().min(1).max(VOTE_OPTIONS_MAX).default(1),
  show_res: z.boolean().default(false),
});

const taskFields = {
  title: z.string().trim().min(1).max(TASK_TITLE_MAX),
  /**
   * Rich text; the server keeps only its allowlist of tags (platform/sanitize). At most
   * TASK_CONTENT_MAX characters of HTML as sent, counted as code points like a comment's (an emoji
   * is one); a code point is at most two UTF-16 units, hence the cheap bound first.
   */
  content: z
    .string()
    .max(TASK_CONTENT_MAX * 2)
    .refine((html) => html.length <= TASK_CONTENT_MAX || [...html].length <= TASK_CONTENT_MAX),
  medias: z.array(mediaInput).max(TASK_MEDIAS_MAX),
  task_category_id: idInput.nullable(),
  tag_ids: z.array(idInput).max(TASK_TAGS_MAX),
  mention_user_ids: z.array(idInput).max(TASK_MENTIONS_MAX),
  coin_type_id: coinTypeId,
  /** Spec 5: the reward amount is a whole number greater than 0; taken into escrow. */
  max_reward_number: coinNumber,
  public_permission: z.enum(TASK_PERMISSION_CHOICES),
  /** Spec 2 publish flag: false keeps the task a draft its sponsor and staff see (decision 060). */
  published: z.boolean(),
  start_at: time,
  end_at: time,
  language: languageInput,
  operation: z.enum(TASK_OPERATIONS),
  vote_conf: voteConfInput,
  /** Spec 5: the option list only when voting is enabled, else empty. */
  vote_content: z.array(voteOptionInput).max(VOTE_OPTIONS_MAX),
};

/** POST /api/tasks (spec 2 create form) and each row of a batch create. */
export const taskCreateRequest = z.object({
  ...taskFields,
  content: taskFields.content.default(''),
  medias: taskFields.medias.default([]),
  task_category_id: taskFields.task_category_id.default(null),
  tag_ids: taskFields.tag_ids.default([]),
  mention_user_ids: taskFields.mention_user_ids.default([]),
  coin_type_id: taskFields.coin_type_id.default(1),
  public_permission: taskFields.public_permission.default('default'),
  published: taskFields.published.default(true),
  language: taskFields.language.default('en'),
  operation: taskFields.operation.default('manual'),
  vote_conf: taskFields.vote_conf.default({ enable: false, max_num: 1, show_res: false }),
  vote_content: taskFields.vote_content.default([]),
});
export type TaskCreateRequest = z.input<typeof taskCreateRequest>;
export type TaskCreate = z.infer<typeof taskCreateRequest>;

/**
 * PATCH /api/tasks/{id}: any subset; vote_conf must equal the stored one, except that `show_res` may
 * turn on (the sponsor shows the results, which ends the vote: spec 4); vote_content may only add options.
 */
export const taskUpdateRequest = z
  .object({
    ...taskFields,
    // No defaults here: only what is sent is compared with the stored configuration.
    vote_conf: z.object({
      enable: z.boolean().optional(),
      max_num: z.number().int().min(1).max(VOTE_OPTIONS_MAX).optional(),
      show_res: z.boolean().optional(),
    }),
  })
  .partial();
export type TaskUpdate = z.infer<typeof taskUpdateRequest>;

export const taskListQuery = z.object({
  language: languageInput.optional(),
  /** Words in the title or the content's text, case-insensitive; blank means no search. */
  q: z
    .string()
    .trim()
    .max(TASK_SEARCH_MAX)
    .optional()
    .transform((v) => v || undefined),
  filter: z.enum(TASK_LIST_FILTERS).optional(),
  tag_ids: idList.optional(),
  task_category_id: idQuery.optional(),
  status: z.enum(TASK_STATUSES).optional(),
  user_id: idQuery.optional(),
  page_number: pageNumber,
  /** Spec 9: the list screen offers 10, 20, 50 (default 20); the store reading asks for 1000. */
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(TASK_LIST_DEFAULT_PAGE_SIZE),
  ordering: z.enum(TASK_ORDERINGS).default('-id'),
});
export type TaskListQuery = z.infer<typeof taskListQuery>;

/** `{ disable_reply?: boolean }`; the body may be left out (Fastify then passes null). */
export const taskCloseRequest = z
  .object({ disable_reply: z.boolean().default(false) })
  .nullish()
  .transform((body) => ({ disable_reply: body?.disable_reply ?? false }));
export const taskChangeUserRequest = z.object({ task_id: idInput, user_id: idInput });
/** Rows are checked one by one so each refusal names its row (`rows` of the error body). */
export const taskBatchCreateRequest = z.object({ tasks: z.array(z.unknown()).min(1).max(TASK_BATCH_MAX) });
export const taskBatchDeleteRequest = z.object({ ids: z.array(idInput).min(1).max(TASK_BATCH_MAX) });
/** Spec 5: 2-4 letter top-level part and at most 80 characters, checked by the server (input_error_email). */
export const taskSubscribeRequest = z.object({
  email: z.string().max(EMAIL_INPUT_MAX * 4),
  task_id: idInput,
});
export const voteRequest = z.object({
  task_id: idInput,
  vote_ids: z.array(idInput).min(1).max(VOTE_OPTIONS_MAX),
});
export type VoteRequest = z.infer<typeof voteRequest>;

export const storeListQuery = z.object({
  page_number: pageNumber,
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE_STORE),
});
export const tagGroupIdsQuery = z.object({ id: idQuery });
export const tagTipsRequest = z.object({ tag_ids: z.array(idInput).max(MAX_PAGE_SIZE) });
export const taskRecordQuery = z.object({ language: languageInput.optional() });

// ---------------------------------------------------------------------------------------------
// Answers

export const taskCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  /** Issue 17; optional so older fixtures and clients stay valid. */
  name_ja: z.string().nullable().optional(),
  is_public: z.boolean(),
});
export type TaskCategory = z.infer<typeof taskCategory>;

export const taskTag = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  /** Issue 17; optional so older fixtures and clients stay valid. */
  name_ja: z.string().nullable().optional(),
  group_id: z.number().int().nullable(),
});
export type TaskTag = z.infer<typeof taskTag>;

/** A tag group (GET /api/task-tag-groups): the task board filters by a group's tags (issue 17). */
export const taskTagGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  /** Issue 17; optional so older fixtures and clients stay valid. */
  name_ja: z.string().nullable().optional(),
});
export type TaskTagGroup = z.infer<typeof taskTagGroup>;
/**
 * A tag as a task carries it (spec 3: tag_id, tag_name, the Chinese name) with its English name, so
 * an English page shows the tag in English (issue 35); null when staff gave none.
 */
export const taskTagRef = z.object({
  tag_id: z.number().int(),
  tag_name: z.string(),
  name_en: z.string().nullable().optional(),
});
export type TaskTagRef = z.infer<typeof taskTagRef>;

export const tagTips = z.array(taskTagRef.extend({ tips: z.string() }));

export const voteOption = z.object({
  id: z.number().int(),
  content: z.string(),
  pic: z.string(),
  /** null while the totals are hidden from this viewer (see vote_content.show_res). */
  vote_num: z.number().int().nullable(),
});
export type VoteOption = z.infer<typeof voteOption>;

export const voteContent = z.object({
  vote_list: z.array(voteOption),
  /** Sum of vote_num; null while hidden. */
  vote_total_num: z.number().int().nullable(),
  /** True when this answer carries the totals: to the author, after end_at or once closed, or before the end when the sponsor chose to show them. */
  show_res: z.boolean(),
});
export type VoteContent = z.infer<typeof voteContent>;

export const voteConf = z.object({ enable: z.boolean(), max_num: z.number().int(), show_res: z.boolean() });

const taskBase = {
  id: z.number().int(),
  user_id: z.number().int(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  operation: z.enum(TASK_OPERATIONS),
  start_at: z.string(),
  end_at: z.string(),
  coin_type_id: z.number().int(),
  max_reward_number: z.number().int(),
  task_category_id: z.number().int().nullable(),
  medias: z.array(z.object({ url: z.string() })),
  language: z.enum(TASK_LANGUAGES),
  public_permission: z.enum(TASK_PERMISSIONS),
  /** False for a draft (decision 060); optional so older fixtures and clients stay valid. */
  published: z.boolean().optional(),
  reply_disabled: z.boolean(),
  user_info: userInfo,
  tags: z.array(taskTagRef),
  mention_user_ids: z.array(z.number().int()),
  vote_conf: voteConf,
  category: taskCategory.nullable(),
  chain: z.object({ id: z.number().int(), coin_name: z.string() }),
  comment_count: z.number().int(),
  /** Pinned by staff as an announcement (issue 18): leads the board; null when not pinned. */
  pinned_at: z.string().nullable().optional(),
  create_time: z.string(),
  update_time: z.string(),
};

/** A card of the task list (spec 2): everything but the content, the votes and the mention details. */
export const taskSummary = z.object(taskBase);
export type TaskSummary = z.infer<typeof taskSummary>;
export const taskList = pageOf(taskSummary);

/** GET /api/tasks/{id}. Mentions are detailed for signed-in viewers only (spec 6). */
export const taskDetail = z.object({
  ...taskBase,
  content: z.string(),
  mention_user_info: z.array(userInfo),
  vote_content: voteContent,
  /** The options the signed-in viewer voted for (empty when signed out or not voted). */
  my_vote_ids: z.array(z.number().int()),
  /** Coin already paid out of the reward pool as rewards. */
  rewarded_number: z.number().int(),
  /** Coin still in the reward pool (it includes `pending_number`). */
  remaining_number: z.number().int(),
  /** Coin promised to comments and still in the pool: paid when the task is closed and the batch sent (spec 4). */
  pending_number: z.number().int(),
});
export type TaskDetail = z.infer<typeof taskDetail>;

export const voteResponse = z.object({
  task_id: z.number().int(),
  my_vote_ids: z.array(z.number().int()),
  vote_content: voteContent,
});

export const taskBatchCreateResponse = z.object({ results: z.array(taskDetail), count: z.number().int() });
export const taskBatchDeleteResponse = z.object({
  deleted: z.array(z.number().int()),
  count: z.number().int(),
});
/** One refused row of a batch: the body of a task_batch_invalid refusal carries `rows`. */
export const batchRowError = z.object({
  index: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.array(z.string()),
});
export type BatchRowError = z.infer<typeof batchRowError>;

export const taskSubscribeResponse = z.object({
  email: z.string(),
  task_id: z.number().int(),
  subscribed: z.literal(true),
});

export const taskRecord = z.object({
  created_count: z.number().int(),
  vote_count: z.number().int(),
  /** The user's latest tasks, newest first. */
  tasks: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      status: z.enum(TASK_STATUSES),
      language: z.enum(TASK_LANGUAGES),
      create_time: z.string(),
    }),
  ),
  /** The user's latest votes, newest first: one entry per task voted on. */
  votes: z.array(
    z.object({
      task_id: z.number().int(),
      title: z.string(),
      vote_ids: z.array(z.number().int()),
      create_time: z.string(),
    }),
  ),
});
export type TaskRecord = z.infer<typeof taskRecord>;

export const taskCategoryList = pageOf(taskCategory);
export const taskTagList = pageOf(taskTag);
export const taskTagGroupList = pageOf(taskTagGroup);
