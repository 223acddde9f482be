import { TASK_BATCH_MAX } from '@miao/contracts/limits';
import {
  TASK_LANGUAGES,
  TASK_PERMISSIONS,
  type TaskCategory,
  type TaskDetail,
  type TaskLanguage,
  type TaskPermission,
} from '@miao/contracts/tasks';
import { Fragment, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { LocalLink } from '@/components/ui/local-link';
import { translateServerMessage } from '@/lib/api-client';
import type { Language } from '@/lib/language';
import { batchRowErrors, useBatchCreateTasks } from '@/features/tasks/api/batch-create-tasks';
import { categoryName } from '@/features/tasks/api/get-task-categories';
import {
  BATCH_COLUMNS,
  emptyRow,
  parseTsv,
  rowProblems,
  rowToRequest,
  serverColumns,
  type BatchColumn,
  type BatchRow,
} from '@/features/tasks/utils/batch-rows';
import { formatCoins } from '@/features/tasks/utils/task-dates';
import { PlusIcon, TrashIcon } from '@/components/icons/line-icons';
import { useTranslation } from '@/lib/use-translation';

interface RowError {
  columns: BatchColumn[];
  message: string;
}

/**
 * Staff batch creation: a table of rows (title, reward, language, start, end, category,
 * permission), added by hand or pasted from a spreadsheet (TSV). All rows are created or none;
 * a refused row shows the server's reason on that row.
 */
export function BatchCreateTable(props: {
  categories: readonly TaskCategory[];
  language: Language;
  onCreated?: (tasks: TaskDetail[]) => void;
}) {
  const { t } = useTranslation();
  const { language } = props;
  const pasteId = useId();
  const [rows, setRows] = useState<BatchRow[]>(() => [emptyRow(language, Date.now())]);
  const [rowErrors, setRowErrors] = useState<Record<string, RowError>>({});
  const [paste, setPaste] = useState('');
  const [pasting, setPasting] = useState(false);
  const [created, setCreated] = useState<TaskDetail[]>([]);
  const batch = useBatchCreateTasks();

  const columnLabel = (column: BatchColumn) => t(`tasks.batch.columns.${column}`);
  const listFormat = { format: (items: string[]) => items.join(language === 'cn' ? '、' : ', ') };
  const change = (key: string, column: BatchColumn, value: string) => {
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, [column]: value } : r)));
    setRowErrors((es) => {
      const error = es[key];
      if (!error) return es;
      return { ...es, [key]: { ...error, columns: error.columns.filter((c) => c !== column) } };
    });
  };

  const categoryId = (cell: string) => {
    if (/^\d+$/.test(cell)) return cell;
    const found = props.categories.find(
      (c) => c.name === cell || c.name_en?.toLowerCase() === cell.toLowerCase(),
    );
    return found ? String(found.id) : cell;
  };

  const addPasted = () => {
    const parsed = parseTsv(paste, { language, now: Date.now(), categoryId });
    if (parsed.length === 0) {
      toast.info(t('tasks.batch.pasteEmpty'));
      return;
    }
    // a lone untouched starting row gives way to the pasted ones
    setRows((rs) => {
      const kept = rs.length === 1 && !rs[0]!.title && !rs[0]!.reward ? [] : rs;
      return [...kept, ...parsed].slice(0, TASK_BATCH_MAX);
    });
    setPaste('');
    setPasting(false);
    toast.success(t('tasks.batch.pasted', { count: parsed.length }));
  };

  const submit = () => {
    const problems: Record<string, RowError> = {};
    for (const row of rows) {
      const columns = rowProblems(row);
      if (columns.length) problems[row.key] = { columns, message: t('tasks.batch.rowInvalid') };
    }
    setRowErrors(problems);
    if (Object.keys(problems).length) return;
    batch.mutate(rows.map(rowToRequest), {
      onSuccess: (answer) => {
        toast.success(t('tasks.batch.created', { count: answer.count }));
        setCreated(answer.results);
        setRows([emptyRow(language, Date.now())]);
        props.onCreated?.(answer.results);
      },
      onError: (error) => {
        const refused: Record<string, RowError> = {};
        for (const r of batchRowErrors(error)) {
          const row = rows[r.index];
          if (row)
            refused[row.key] = {
              columns: serverColumns(r.fields),
              message: translateServerMessage(r.message),
            };
        }
        setRowErrors(refused);
      },
    });
  };

  const total = rows.reduce((sum, r) => sum + (Number(r.reward) || 0), 0);
  const refusedCount = Object.values(rowErrors).length;
  return (
    <div className="stack">
      <section className="card batch" aria-labelledby={`${pasteId}-title`}>
        <header className="batch__head">
          <h2 id={`${pasteId}-title`} className="card__title">
            {t('tasks.batch.rowsTitle', { count: rows.length })}
          </h2>
          <div className="batch__tools">
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setPasting((p) => !p)}
              aria-expanded={pasting}
              aria-controls={pasteId}
            >
              {t('tasks.batch.paste')}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={rows.length >= TASK_BATCH_MAX}
              onClick={() => setRows((rs) => [...rs, emptyRow(language, Date.now())])}
            >
              <PlusIcon /> {t('tasks.batch.addRow')}
            </button>
          </div>
        </header>

        {pasting ? (
          <div id={pasteId} className="batch__paste">
            <label className="form__label" htmlFor={`${pasteId}-text`}>
              {t('tasks.batch.pasteLabel')}
            </label>
            <textarea
              id={`${pasteId}-text`}
              className="input textarea mono"
              rows={5}
              value={paste}
              onChange={(e) => setPaste(e.target.value)}
              placeholder={'Title\t100\ten\t2026-01-01 10:00\t2026-01-08 10:00\tEvents\tpublic'}
            />
            <p className="form__hint">{t('tasks.batch.pasteHint')}</p>
            <div className="form__actions">
              <button type="button" className="button button--primary button--small" onClick={addPasted}>
                {t('tasks.batch.addPasted')}
              </button>
            </div>
          </div>
        ) : null}

        <div className="batch__scroll">
          <table className="batch-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                {BATCH_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {columnLabel(column)}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{t('tasks.batch.removeColumn')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const error = rowErrors[row.key];
                const bad = (column: BatchColumn) => (error?.columns.includes(column) ? true : undefined);
                const label = (column: BatchColumn) =>
                  t('tasks.batch.cellLabel', { column: columnLabel(column), row: index + 1 });
                return (
                  <Fragment key={row.key}>
                    <tr className={error ? 'is-refused' : undefined}>
                      <th scope="row" className="batch-table__index">
                        {index + 1}
                      </th>
                      <td data-label={columnLabel('title')} className="batch-table__title">
                        <input
                          className="input"
                          aria-label={label('title')}
                          aria-invalid={bad('title')}
                          value={row.title}
                          onChange={(e) => change(row.key, 'title', e.target.value)}
                        />
                      </td>
                      <td data-label={columnLabel('reward')}>
                        <input
                          className="input mono"
                          inputMode="numeric"
                          aria-label={label('reward')}
                          aria-invalid={bad('reward')}
                          value={row.reward}
                          onChange={(e) =>
                            change(row.key, 'reward', e.target.value.replace(/[^\d]/g, '').slice(0, 16))
                          }
                        />
                      </td>
                      <td data-label={columnLabel('language')}>
                        <select
                          className="input"
                          aria-label={label('language')}
                          aria-invalid={bad('language')}
                          value={row.language}
                          onChange={(e) => change(row.key, 'language', e.target.value as TaskLanguage)}
                        >
                          {TASK_LANGUAGES.map((lang) => (
                            <option key={lang} value={lang}>
                              {t(`tasks.languages.${lang}`)}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td data-label={columnLabel('startAt')}>
                        <input
                          className="input"
                          type="datetime-local"
                          aria-label={label('startAt')}
                          aria-invalid={bad('startAt')}
                          value={row.startAt}
                          onChange={(e) => change(row.key, 'startAt', e.target.value)}
                        />
                      </td>
                      <td data-label={columnLabel('endAt')}>
                        <input
                          className="input"
                          type="datetime-local"
                          aria-label={label('endAt')}
                          aria-invalid={bad('endAt')}
                          value={row.endAt}
                          onChange={(e) => change(row.key, 'endAt', e.target.value)}
                        />
                      </td>
                      <td data-label={columnLabel('taskCategoryId')}>
                        <select
                          className="input"
                          aria-label={label('taskCategoryId')}
                          aria-invalid={bad('taskCategoryId')}
                          value={row.taskCategoryId}
                          onChange={(e) => change(row.key, 'taskCategoryId', e.target.value)}
                        >
                          <option value="">{t('tasks.form.noCategory')}</option>
                          {props.categories.map((c) => (
                            <option key={c.id} value={c.id}>
                              {categoryName(c, language)}
                            </option>
                          ))}
                          {row.taskCategoryId &&
                          !props.categories.some((c) => String(c.id) === row.taskCategoryId) ? (
                            <option value={row.taskCategoryId}>{row.taskCategoryId}</option>
                          ) : null}
                        </select>
                      </td>
                      <td data-label={columnLabel('publicPermission')}>
                        <select
                          className="input"
                          aria-label={label('publicPermission')}
                          aria-invalid={bad('publicPermission')}
                          value={row.publicPermission}
                          onChange={(e) =>
                            change(row.key, 'publicPermission', e.target.value as TaskPermission)
                          }
                        >
                          {TASK_PERMISSIONS.map((p) => (
                            <option key={p} value={p}>
                              {t(`tasks.permission.${p}`)}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td className="batch-table__remove">
                        <button
                          type="button"
                          className="icon-button"
                          disabled={rows.length === 1}
                          aria-label={t('tasks.batch.removeRow', { row: index + 1 })}
                          onClick={() => {
                            setRows((rs) => rs.filter((r) => r.key !== row.key));
                            setRowErrors((es) => {
                              const { [row.key]: _gone, ...rest } = es;
                              return rest;
                            });
                          }}
                        >
                          <TrashIcon />
                        </button>
                      </td>
                    </tr>
                    {error ? (
                      <tr className="batch-table__error-row">
                        <td colSpan={BATCH_COLUMNS.length + 2} className="batch-table__error" role="alert">
                          {t('tasks.batch.rowError', { row: index + 1, message: error.message })}
                          {error.columns.length
                            ? t('tasks.batch.rowColumns', {
                                columns: listFormat.format(error.columns.map(columnLabel)),
                              })
                            : ''}
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>

        <footer className="batch__foot">
          <p className="form__hint">
            {t('tasks.batch.total', { count: rows.length, amount: formatCoins(total, language) })}
          </p>
          {refusedCount ? (
            <p className="form__error" role="alert">
              {t('tasks.batch.refused', { count: refusedCount })}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            onClick={submit}
            disabled={batch.isPending}
          >
            {batch.isPending ? t('common.saving') : t('tasks.batch.submit', { count: rows.length })}
          </button>
        </footer>
      </section>

      {created.length ? (
        <section className="card batch-created" aria-label={t('tasks.batch.createdTitle')}>
          <h2 className="card__title">{t('tasks.batch.createdTitle')}</h2>
          <ul className="task-list">
            {created.map((task) => (
              <li key={task.id} className="task-list__item">
                <LocalLink to={`/dao/${task.id}/`} className="task-list__title">
                  {task.title}
                </LocalLink>
                <span className="mono">
                  {formatCoins(task.max_reward_number, language)} {task.chain.coin_name}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
