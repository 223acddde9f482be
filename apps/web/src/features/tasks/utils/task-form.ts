import { DEFAULT_COIN_ID, TASK_CONTENT_MAX, VOTE_OPTIONS_MAX, VOTE_TEXT_MAX } from '@miao/contracts/limits';
import {
  taskCreateRequest,
  voteOptionInput,
  type TaskCreateRequest,
  type TaskDetail,
  type TaskLanguage,
  type TaskPermissionChoice,
} from '@miao/contracts/tasks';
import type { UserInfo } from '@miao/contracts/users';
import type { UpdateTaskInput } from '@/features/tasks/api/update-task';
import { contentHtml } from './content-text';
import { fromTaskInput, toTaskInput } from '@/features/tasks/utils/task-dates';

/** One vote option as the form holds it; `id` only on options the task already has (fixed). */
export interface VoteOptionDraft {
  /** Stable React key, also for options not saved yet. */
  key: string;
  id?: number;
  content: string;
  pic: string;
}

/** Every field of the spec 2 create/edit form, as the inputs hold them. */
export interface TaskFormValues {
  title: string;
  /** Cover address (the first media); empty for none. */
  cover: string;
  /** Medias after the cover, kept as they are. */
  otherMedias: string[];
  /** The rich editor's HTML ('' when empty). */
  content: string;
  /** Edit mode: the content is sent only once it was changed (the stored HTML is already sanitised). */
  contentChanged: boolean;
  taskCategoryId: string;
  tagIds: number[];
  coinTypeId: string;
  reward: string;
  language: TaskLanguage;
  publicPermission: TaskPermissionChoice;
  /** Spec 2 publish flag: false saves a draft only the sponsor and staff see (decision 060). */
  published: boolean;
  /** Edit mode: the task was saved as a draft (the flag can then publish it, never unpublish). */
  wasDraft: boolean;
  startAt: string;
  endAt: string;
  voteEnable: boolean;
  voteMaxNum: number;
  voteShowRes: boolean;
  voteOptions: VoteOptionDraft[];
  mentions: UserInfo[];
}

let draftKey = 0;
export function newOption(): VoteOptionDraft {
  draftKey += 1;
  return { key: `new-${draftKey}`, content: '', pic: '' };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** A new task: starts now (this minute, so it is open at once), runs a week, public, in the page's language. */
export function emptyTaskForm(language: TaskLanguage, now: number): TaskFormValues {
  const start = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  return {
    title: '',
    cover: '',
    otherMedias: [],
    content: '',
    contentChanged: false,
    taskCategoryId: '',
    tagIds: [],
    coinTypeId: String(DEFAULT_COIN_ID),
    reward: '',
    language,
    // spec 2's `default`: the category decides (decision 060)
    publicPermission: 'default',
    published: true,
    wasDraft: false,
    startAt: toTaskInput(start),
    endAt: toTaskInput(start + 7 * DAY_MS),
    voteEnable: false,
    voteMaxNum: 1,
    voteShowRes: false,
    voteOptions: [newOption(), newOption()],
    mentions: [],
  };
}

/** An existing task in the form (edit mode). */
export function taskToForm(task: TaskDetail): TaskFormValues {
  const [cover = '', ...otherMedias] = task.medias.map((m) => m.url);
  const options = task.vote_content.vote_list.map((o) => ({
    key: `saved-${o.id}`,
    id: o.id,
    content: o.content,
    pic: o.pic,
  }));
  return {
    title: task.title,
    cover,
    otherMedias,
    content: contentHtml(task.content),
    contentChanged: false,
    taskCategoryId: task.task_category_id ? String(task.task_category_id) : '',
    tagIds: task.tags.map((t) => t.tag_id),
    coinTypeId: String(task.coin_type_id),
    reward: String(task.max_reward_number),
    language: task.language,
    publicPermission: task.public_permission,
    published: task.published !== false,
    wasDraft: task.published === false,
    startAt: toTaskInput(task.start_at),
    endAt: toTaskInput(task.end_at),
    voteEnable: task.vote_conf.enable,
    voteMaxNum: task.vote_conf.max_num,
    voteShowRes: task.vote_conf.show_res,
    voteOptions: task.vote_conf.enable ? options : [newOption(), newOption()],
    mentions: task.mention_user_info,
  };
}

// ---------------------------------------------------------------------------------------------
// Vote options (spec 5): only options without id can be added, changed or removed; max_num runs
// from 1 to the option count and is lowered when options are removed.

export function canAddOption(values: Pick<TaskFormValues, 'voteOptions'>): boolean {
  return values.voteOptions.length < VOTE_OPTIONS_MAX;
}

export function addOption(values: TaskFormValues): TaskFormValues {
  if (!canAddOption(values)) return values;
  return { ...values, voteOptions: [...values.voteOptions, newOption()] };
}

export function removeOption(values: TaskFormValues, key: string): TaskFormValues {
  const option = values.voteOptions.find((o) => o.key === key);
  if (!option || option.id !== undefined) return values;
  const voteOptions = values.voteOptions.filter((o) => o.key !== key);
  return { ...values, voteOptions, voteMaxNum: clampMaxNum(values.voteMaxNum, voteOptions.length) };
}

export function changeOption(
  values: TaskFormValues,
  key: string,
  change: Partial<Pick<VoteOptionDraft, 'content' | 'pic'>>,
): TaskFormValues {
  return {
    ...values,
    voteOptions: values.voteOptions.map((o) =>
      o.key === key && o.id === undefined ? { ...o, ...change } : o,
    ),
  };
}

export function clampMaxNum(maxNum: number, optionCount: number): number {
  return Math.min(Math.max(1, maxNum), Math.max(1, optionCount));
}

/** The choices of the "max votes per user" select: 1 to the option count. */
export function maxNumChoices(optionCount: number): number[] {
  return Array.from({ length: Math.max(1, optionCount) }, (_, i) => i + 1);
}

// ---------------------------------------------------------------------------------------------
// Validation before sending (spec 5), with the contracts' own field schemas.

/** A translation key and its values, shown under the field. */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}
export type TaskFormErrors = Partial<Record<string, FieldError>>;

const fields = taskCreateRequest.shape;

export function validateTaskForm(values: TaskFormValues): TaskFormErrors {
  const errors: TaskFormErrors = {};
  if (!fields.title.safeParse(values.title).success) errors.title = { key: 'tasks.form.errors.title' };
  // the contract's own count: characters of HTML as sent, an emoji one
  if (!fields.content.safeParse(values.content).success)
    errors.content = { key: 'tasks.form.errors.content', values: { max: TASK_CONTENT_MAX } };
  // Spec 5: the reward is a whole number greater than 0 (the coin schema takes digit strings).
  if (!fields.max_reward_number.safeParse(values.reward.trim()).success)
    errors.reward = { key: 'tasks.form.errors.reward' };
  const start = fromTaskInput(values.startAt);
  const end = fromTaskInput(values.endAt);
  if (!start) errors.startAt = { key: 'tasks.form.errors.startAt' };
  if (!end) errors.endAt = { key: 'tasks.form.errors.endAt' };
  else if (start && Date.parse(end) <= Date.parse(start))
    errors.endAt = { key: 'tasks.form.errors.endAfterStart' };
  if (!values.voteEnable) return errors;

  if (values.voteOptions.length === 0) errors.voteOptions = { key: 'tasks.form.errors.optionsRequired' };
  values.voteOptions.forEach((option, index) => {
    if (option.id !== undefined) return;
    if (!voteOptionInput.shape.content.safeParse(option.content).success)
      errors[`voteOptions.${index}`] = {
        key: 'tasks.form.errors.optionText',
        values: { max: VOTE_TEXT_MAX },
      };
  });
  const count = values.voteOptions.length;
  if (count > 0 && (values.voteMaxNum < 1 || values.voteMaxNum > count))
    errors.voteMaxNum = { key: 'tasks.form.errors.maxNum', values: { count } };
  return errors;
}

// ---------------------------------------------------------------------------------------------
// What is sent (spec 5: vote_content is the option list only when voting is enabled).

function voteContentOf(values: TaskFormValues) {
  if (!values.voteEnable) return [];
  return values.voteOptions.map((o) => ({
    ...(o.id !== undefined ? { id: o.id } : {}),
    content: o.content.trim(),
    pic: o.pic,
  }));
}

function mediasOf(values: TaskFormValues): string[] {
  return values.cover ? [values.cover, ...values.otherMedias] : values.otherMedias;
}

export function toCreateRequest(values: TaskFormValues): TaskCreateRequest {
  return {
    title: values.title.trim(),
    content: values.content,
    medias: mediasOf(values),
    task_category_id: values.taskCategoryId ? Number(values.taskCategoryId) : null,
    tag_ids: values.tagIds,
    mention_user_ids: values.mentions.map((u) => u.id),
    coin_type_id: Number(values.coinTypeId) || DEFAULT_COIN_ID,
    max_reward_number: Number(values.reward.trim()),
    public_permission: values.publicPermission,
    published: values.published,
    start_at: fromTaskInput(values.startAt) ?? '',
    end_at: fromTaskInput(values.endAt) ?? '',
    language: values.language,
    operation: 'manual',
    vote_conf: {
      enable: values.voteEnable,
      max_num: values.voteEnable ? clampMaxNum(values.voteMaxNum, values.voteOptions.length) : 1,
      show_res: values.voteEnable && values.voteShowRes,
    },
    vote_content: voteContentOf(values),
  };
}

/**
 * PATCH body: the coin type and the vote configuration are fixed once the task exists, so they are
 * not sent; the existing options come back unchanged, new ones are added.
 */
export function toUpdateRequest(values: TaskFormValues): UpdateTaskInput {
  const { coin_type_id: _coin, vote_conf: _conf, content, ...rest } = toCreateRequest(values);
  return { ...rest, ...(values.contentChanged ? { content } : {}) };
}

/** The form field a server `fields` entry names, with the message shown under it. */
const SERVER_FIELDS: [RegExp, (match: RegExpExecArray) => [string, FieldError]][] = [
  [/^title$/, () => ['title', { key: 'tasks.form.errors.title' }]],
  [/^content$/, () => ['content', { key: 'tasks.form.errors.content', values: { max: TASK_CONTENT_MAX } }]],
  [/^max_reward_number$/, () => ['reward', { key: 'tasks.form.errors.reward' }]],
  [/^start_at$/, () => ['startAt', { key: 'tasks.form.errors.startAt' }]],
  [/^end_at$/, () => ['endAt', { key: 'tasks.form.errors.endAfterStart' }]],
  [/^task_category_id$/, () => ['taskCategoryId', { key: 'tasks.form.errors.select' }]],
  [/^tag_ids/, () => ['tagIds', { key: 'tasks.form.errors.select' }]],
  [/^mention_user_ids/, () => ['mentions', { key: 'tasks.form.errors.select' }]],
  [/^coin_type_id$/, () => ['coinTypeId', { key: 'tasks.form.errors.select' }]],
  [/^medias/, () => ['cover', { key: 'tasks.form.errors.image' }]],
  [/^vote_content\.(\d+)\.pic$/, (m) => [`voteOptions.${m[1]}`, { key: 'tasks.form.errors.image' }]],
  [
    /^vote_content\.(\d+)/,
    (m) => [`voteOptions.${m[1]}`, { key: 'tasks.form.errors.optionText', values: { max: VOTE_TEXT_MAX } }],
  ],
  [/^vote_content$/, () => ['voteOptions', { key: 'tasks.form.errors.optionsRequired' }]],
  [/^vote_conf/, () => ['voteMaxNum', { key: 'tasks.form.errors.select' }]],
];

/** A validation refusal's `fields`, placed under the form's own fields. */
export function serverFieldErrors(serverFields: readonly string[]): TaskFormErrors {
  const errors: TaskFormErrors = {};
  for (const name of serverFields) {
    for (const [pattern, place] of SERVER_FIELDS) {
      const match = pattern.exec(name);
      if (!match) continue;
      const [field, error] = place(match);
      errors[field] ??= error;
      break;
    }
  }
  return errors;
}
