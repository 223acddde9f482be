import {
  TASK_LANGUAGES,
  TASK_PERMISSIONS,
  type TaskCreateRequest,
  type TaskLanguage,
  type TaskPermission,
} from '@miao/contracts/tasks';
import { taskCreateRequest } from '@miao/contracts/tasks';
import { fromTaskInput, toTaskInput } from '@/features/tasks/utils/task-dates';

/** One row of the batch-create table (staff). */
export interface BatchRow {
  key: string;
  title: string;
  reward: string;
  language: TaskLanguage;
  startAt: string;
  endAt: string;
  taskCategoryId: string;
  publicPermission: TaskPermission;
}

/** The columns in table and paste order. */
export const BATCH_COLUMNS = [
  'title',
  'reward',
  'language',
  'startAt',
  'endAt',
  'taskCategoryId',
  'publicPermission',
] as const;
export type BatchColumn = (typeof BATCH_COLUMNS)[number];

let rowKey = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

export function emptyRow(language: TaskLanguage, now: number): BatchRow {
  rowKey += 1;
  // this minute: the task is open at once
  const start = Math.floor(now / 60_000) * 60_000;
  return {
    key: `row-${rowKey}`,
    title: '',
    reward: '',
    language,
    startAt: toTaskInput(start),
    endAt: toTaskInput(start + 7 * DAY_MS),
    taskCategoryId: '',
    publicPermission: 'public',
  };
}

const PERMISSION_WORDS: Record<string, TaskPermission> = {
  public: 'public',
  公开: 'public',
  semi_public: 'semi_public',
  'semi-public': 'semi_public',
  半公开: 'semi_public',
  non_public: 'non_public',
  'non-public': 'non_public',
  private: 'non_public',
  不公开: 'non_public',
};

function readLanguage(value: string, fallback: TaskLanguage): TaskLanguage {
  const v = value.trim().toLowerCase();
  if (v === 'zh' || v === 'zh-cn' || v === 'zh-tw' || v === '中文') return 'cn';
  return (TASK_LANGUAGES as readonly string[]).includes(v) ? (v as TaskLanguage) : fallback;
}

/** A spreadsheet cell's time: `2026-01-31 18:00`, `2026/01/31 18:00` or ISO, as a datetime-local value. */
function readTime(value: string): string {
  const v = value.trim().replace(/\//g, '-').replace(' ', 'T');
  if (!v) return '';
  // a wall clock is the member's own zone, as the form shows it; a time with a zone is moved onto it
  const iso = fromTaskInput(v);
  return iso ? toTaskInput(iso) : value.trim();
}

/**
 * Rows pasted from a spreadsheet: tab-separated, in column order (title, reward, language, start,
 * end, category, permission); a header line naming "title" is skipped. The category may be its id
 * or its name.
 */
export function parseTsv(
  text: string,
  options: { language: TaskLanguage; now: number; categoryId: (cell: string) => string },
): BatchRow[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'))
    .filter((cells, i) => !(i === 0 && /^(title|标题)$/i.test(cells[0]?.trim() ?? '')))
    .map((cells) => {
      const [title = '', reward = '', language = '', start = '', end = '', category = '', permission = ''] =
        cells;
      const row = emptyRow(options.language, options.now);
      return {
        ...row,
        title: title.trim(),
        reward: reward.trim(),
        language: readLanguage(language, options.language),
        startAt: readTime(start) || row.startAt,
        endAt: readTime(end) || row.endAt,
        taskCategoryId: category.trim() ? options.categoryId(category.trim()) : '',
        publicPermission: PERMISSION_WORDS[permission.trim().toLowerCase()] ?? 'public',
      };
    });
}

export function rowToRequest(row: BatchRow): TaskCreateRequest {
  return {
    title: row.title.trim(),
    max_reward_number: Number(row.reward.trim()),
    language: row.language,
    start_at: fromTaskInput(row.startAt) ?? '',
    end_at: fromTaskInput(row.endAt) ?? '',
    task_category_id: row.taskCategoryId ? Number(row.taskCategoryId) : null,
    public_permission: row.publicPermission,
  };
}

/** The columns of a row that fail spec 5 before sending. */
export function rowProblems(row: BatchRow): BatchColumn[] {
  const fields = taskCreateRequest.shape;
  const bad: BatchColumn[] = [];
  if (!fields.title.safeParse(row.title).success) bad.push('title');
  if (!fields.max_reward_number.safeParse(row.reward.trim()).success) bad.push('reward');
  const start = fromTaskInput(row.startAt);
  const end = fromTaskInput(row.endAt);
  if (!start) bad.push('startAt');
  if (!end || (start && Date.parse(end) <= Date.parse(start))) bad.push('endAt');
  if (row.taskCategoryId && !/^\d+$/.test(row.taskCategoryId)) bad.push('taskCategoryId');
  if (!(TASK_PERMISSIONS as readonly string[]).includes(row.publicPermission)) bad.push('publicPermission');
  return bad;
}

/** The server's field names (`fields` of a refused row) as table columns. */
export function serverColumns(serverFields: readonly string[]): BatchColumn[] {
  const map: Record<string, BatchColumn> = {
    title: 'title',
    max_reward_number: 'reward',
    language: 'language',
    start_at: 'startAt',
    end_at: 'endAt',
    task_category_id: 'taskCategoryId',
    public_permission: 'publicPermission',
  };
  return [...new Set(serverFields.flatMap((f) => (map[f.split('.')[0]!] ? [map[f.split('.')[0]!]!] : [])))];
}
