import type { StaffTaskSummary } from '@miao/contracts/staff';
import type { BatchRowError } from '@miao/contracts/tasks';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useStringSet } from '@/locales/string-sets';
import { useStaffTasks, useTaskAction, type StaffTaskFilters } from '@/features/staff/api/staff-tasks';
import { formatStaffTime } from '@/features/staff/utils/format';
import { StaffPagedList, StaffPanel } from './staff-panel';

function SponsorDialog({ task, onClose }: { task: StaffTaskSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const action = useTaskAction();
  const [userId, setUserId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(userId.replace('#', ''));
    if (!Number.isInteger(id) || id < 1) return;
    action.mutate(
      { kind: 'sponsor', id: task.id, userId: id },
      {
        onSuccess: () => {
          toast.success(t('console.tasks.sponsorChanged', { title: task.title, id }));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      title={t('console.tasks.sponsorTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form={`${uid}-form`}
            className="button button--primary"
            disabled={action.isPending}
          >
            {t('console.tasks.sponsor')}
          </button>
        </>
      }
    >
      <form id={`${uid}-form`} className="form staff-form console-form" onSubmit={submit} noValidate>
        <p className="dialog__text">
          {t('console.tasks.sponsorBody', {
            title: task.title,
            name: task.user.nickname || `#${task.user.id}`,
          })}
        </p>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-user`}>
            {t('console.tasks.newSponsor')}
          </label>
          <input
            id={`${uid}-user`}
            className="input mono console-form__short"
            inputMode="numeric"
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
          />
          <p className="form__hint">{t('console.tasks.newSponsorHint')}</p>
        </div>
      </form>
    </Dialog>
  );
}

type RowOutcome = { id: number; ok: boolean; message: string };

/** Tasks (spec 7 batch delete; spec 6: close, reopen, transfer sponsor), every live task of any visibility. */
export function StaffTasksPanel() {
  const { t, i18n } = useTranslation();
  useStringSet(i18n, 'console');
  const { language } = useLanguage();
  const uid = useId();
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<StaffTaskFilters>({ q: '', status: '' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<RowOutcome[] | null>(null);
  const [sponsoring, setSponsoring] = useState<StaffTaskSummary | null>(null);
  const list = useStaffTasks(filters, page);
  const action = useTaskAction();

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const deleteSelected = () => {
    const ids = [...selected];
    action.mutate(
      { kind: 'delete', ids },
      {
        onSuccess: () => {
          setOutcome(ids.map((id) => ({ id, ok: true, message: t('console.tasks.rowDeleted') })));
          setSelected(new Set());
          setConfirming(false);
        },
        onError: (error) => {
          const rows =
            error instanceof ApiError ? (error.body as { rows?: BatchRowError[] }).rows : undefined;
          const refused = new Map((rows ?? []).map((r) => [ids[r.index], r]));
          setOutcome(
            ids.map((id) => {
              const row = refused.get(id);
              return row
                ? {
                    id,
                    ok: false,
                    message: i18n.t(`error.${row.message.replace(/[.']/g, '')}`, {
                      defaultValue: row.message,
                    }),
                  }
                : { id, ok: false, message: t('console.tasks.rowKept') };
            }),
          );
          if (!rows && error instanceof ApiError) toast.error(error.displayMessage);
          setConfirming(false);
        },
      },
    );
  };

  const simple = (kind: 'close' | 'reopen', task: StaffTaskSummary) =>
    action.mutate(
      { kind, id: task.id },
      {
        onSuccess: () =>
          toast.success(
            t(kind === 'close' ? 'console.tasks.closedToast' : 'console.tasks.reopenedToast', {
              title: task.title,
            }),
          ),
      },
    );

  return (
    <StaffPanel title={t('console.tasks.title')} lead={t('console.tasks.lead')}>
      <form
        className="staff-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters((f) => ({ ...f, q: typed.trim() }));
          setPage(1);
        }}
      >
        <label className="visually-hidden" htmlFor={`${uid}-q`}>
          {t('console.tasks.search')}
        </label>
        <input
          id={`${uid}-q`}
          type="search"
          className="input staff-filters__search"
          value={typed}
          placeholder={t('console.tasks.searchPlaceholder')}
          onChange={(e) => setTyped(e.target.value)}
        />
        <label className="visually-hidden" htmlFor={`${uid}-status`}>
          {t('console.tasks.columns.status')}
        </label>
        <select
          id={`${uid}-status`}
          className="input staff-filters__select"
          value={filters.status}
          onChange={(e) => {
            setFilters((f) => ({ ...f, status: e.target.value as StaffTaskFilters['status'] }));
            setPage(1);
          }}
        >
          <option value="">{t('console.tasks.allStatuses')}</option>
          <option value="processing">{t('console.tasks.status.processing')}</option>
          <option value="closed">{t('console.tasks.status.closed')}</option>
        </select>
        <button type="submit" className="button button--secondary">
          {t('console.search')}
        </button>
        <button
          type="button"
          className="button button--secondary button--danger-text"
          disabled={selected.size === 0}
          onClick={() => setConfirming(true)}
        >
          {t('console.tasks.deleteSelected', { count: selected.size })}
        </button>
      </form>
      {outcome ? (
        <div className="console-result" role="status">
          <p className="console-result__title">{t('console.tasks.outcomeTitle')}</p>
          <ul className="console-result__rows">
            {outcome.map((row) => (
              <li key={row.id} className={row.ok ? 'is-ok' : 'is-refused'}>
                <span className="mono">#{row.id}</span>
                <span>{row.message}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <StaffPagedList
        query={list}
        caption={t('console.tasks.title')}
        empty={t('console.tasks.empty')}
        columns={[
          t('console.tasks.columns.select'),
          t('console.tasks.columns.task'),
          t('console.tasks.columns.sponsor'),
          t('console.tasks.columns.status'),
        ]}
        row={(task) => (
          <tr key={task.id}>
            <td className="console-select">
              <input
                type="checkbox"
                checked={selected.has(task.id)}
                onChange={() => toggle(task.id)}
                aria-label={t('console.tasks.selectLabel', { title: task.title })}
              />
            </td>
            <th scope="row" className="staff-list__main">
              <a
                href={`/${language}/dao/${task.id}/`}
                className="staff-list__name staff-link"
                target="_blank"
                rel="noopener noreferrer"
              >
                {task.title}
              </a>
              <span className="staff-list__sub">
                #{task.id} · {task.language} · {formatStaffTime(task.create_time, language)}
              </span>
            </th>
            <td data-label={t('console.tasks.columns.sponsor')}>
              {task.user.nickname || t('console.anonymous')} <span className="mono">#{task.user.id}</span>
            </td>
            <td data-label={t('console.tasks.columns.status')}>{t(`console.tasks.status.${task.status}`)}</td>
            <td className="staff-table__actions">
              {task.status === 'closed' ? (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => simple('reopen', task)}
                >
                  {t('console.tasks.reopen')}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => simple('close', task)}
                >
                  {t('console.tasks.close')}
                </button>
              )}
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setSponsoring(task)}
              >
                {t('console.tasks.sponsor')}
              </button>
            </td>
          </tr>
        )}
        page={page}
        onPage={setPage}
        pagesLabel={t('console.tasks.pages')}
      />
      {sponsoring ? <SponsorDialog task={sponsoring} onClose={() => setSponsoring(null)} /> : null}
      {confirming ? (
        <ConfirmDialog
          title={t('console.tasks.deleteTitle')}
          confirmLabel={t('console.tasks.deleteConfirm', { count: selected.size })}
          pending={action.isPending}
          onConfirm={deleteSelected}
          onClose={() => setConfirming(false)}
        >
          <p className="dialog__text">{t('console.tasks.deleteBody', { count: selected.size })}</p>
        </ConfirmDialog>
      ) : null}
    </StaffPanel>
  );
}
