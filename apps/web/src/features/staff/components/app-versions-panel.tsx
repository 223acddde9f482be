import type { AppVersion } from '@miao/contracts/apps';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/state-panels';
import { useLanguage } from '../../../hooks/use-language';
import { ApiError } from '../../../lib/api-client';
import { EditIcon, PlusIcon, TrashIcon } from '../../tasks/components/task-icons';
import { useDeleteAppVersion } from '../api/delete-app-version';
import { useAppVersions } from '../api/get-app-versions';
import { formatStaffTime } from '../utils/format';
import { pageCount } from '../utils/paging';
import { AppVersionDialog } from './app-version-dialog';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

type Editing = { kind: 'add' } | { kind: 'edit'; release: AppVersion } | null;

/** App releases (AM Master, CYBERBLADE): what the download pages offer, newest first; add, edit, delete. */
export function AppVersionsPanel() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const uid = useId();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AppVersion | null>(null);
  const list = useAppVersions({ page_number: page });
  const remove = useDeleteAppVersion();
  const closeEditor = useCallback(() => setEditing(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);

  const notesOf = (r: AppVersion) =>
    language === 'cn' ? r.notes_cn || r.notes_en : r.notes_en || r.notes_cn;
  const label = (r: AppVersion) => `${r.app_code} ${t(`staff.platforms.${r.platform}`)} ${r.version}`;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('staff.apps.deleted', { version: deleting.version }));
        // the last row of a later page gone: step back a page
        if (list.data && list.data.results.length === 1 && page > 1) setPage(page - 1);
        setDeleting(null);
      },
    });
  };

  let body;
  if (list.isPending) body = <Skeleton lines={5} />;
  else if (list.isError)
    body = (
      <ErrorState
        message={list.error instanceof ApiError ? list.error.displayMessage : t('common.loadFailed')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.results.length === 0)
    body = (
      <EmptyState
        action={
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => setEditing({ kind: 'add' })}
          >
            <PlusIcon /> {t('staff.apps.add')}
          </button>
        }
      >
        {t('staff.apps.empty')}
      </EmptyState>
    );
  else
    body = (
      <>
        <div className="staff-table__scroll">
          <table className="staff-table staff-list staff-apps">
            <caption className="visually-hidden">{t('staff.apps.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.apps.columns.release')}</th>
                <th scope="col">{t('staff.apps.columns.platform')}</th>
                <th scope="col">{t('staff.apps.columns.download')}</th>
                <th scope="col">{t('staff.apps.columns.notes')}</th>
                <th scope="col">{t('staff.apps.columns.releasedAt')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('staff.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.results.map((r) => (
                <tr key={r.id}>
                  <th scope="row" className="staff-list__main">
                    <span className="staff-list__name mono">{r.version}</span>
                    <span className="staff-list__sub mono">{r.app_code}</span>
                  </th>
                  <td data-label={t('staff.apps.columns.platform')}>
                    <span className="tag tag--accent">{t(`staff.platforms.${r.platform}`)}</span>
                  </td>
                  <td data-label={t('staff.apps.columns.download')} className="staff-list__url">
                    <a href={r.download_url} target="_blank" rel="noopener noreferrer" className="staff-link">
                      {r.download_url}
                      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                    </a>
                  </td>
                  <td data-label={t('staff.apps.columns.notes')} className="staff-list__notes">
                    {notesOf(r) || <span className="muted">–</span>}
                  </td>
                  <td data-label={t('staff.apps.columns.releasedAt')}>
                    <time dateTime={r.released_at}>{formatStaffTime(r.released_at, language)}</time>
                  </td>
                  <td className="staff-table__actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => setEditing({ kind: 'edit', release: r })}
                      aria-label={t('staff.apps.editLabel', { release: label(r) })}
                    >
                      <EditIcon /> {t('staff.edit')}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary button--small button--danger-text"
                      onClick={() => setDeleting(r)}
                      aria-label={t('staff.apps.deleteLabel', { release: label(r) })}
                    >
                      <TrashIcon /> {t('staff.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {list.data.count > list.data.page_size ? (
          <Pagination
            page={page}
            pageCount={pageCount(list.data.count, list.data.page_size)}
            onChange={setPage}
            label={t('staff.apps.pages')}
            disabled={list.isFetching}
          />
        ) : null}
      </>
    );

  return (
    <section className="card staff-panel" aria-labelledby={`${uid}-title`}>
      <header className="staff-panel__head">
        <div>
          <h2 id={`${uid}-title`} className="card__title">
            {t('staff.apps.title')}
          </h2>
          <p className="staff-panel__lead">{t('staff.apps.lead')}</p>
        </div>
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => setEditing({ kind: 'add' })}
        >
          <PlusIcon /> {t('staff.apps.add')}
        </button>
      </header>
      {body}
      {editing ? (
        <AppVersionDialog
          release={editing.kind === 'edit' ? editing.release : undefined}
          onClose={closeEditor}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          title={t('staff.apps.deleteTitle')}
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onClose={closeDelete}
        >
          {t('staff.apps.deleteBody', { release: label(deleting) })}
        </ConfirmDeleteDialog>
      ) : null}
    </section>
  );
}
