import type { AppVersion } from '@miao/contracts/apps';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/ui/state-panels';
import { useLanguage } from '@/hooks/use-language';
import { EditIcon, PlusIcon } from '@/components/icons/line-icons';
import { useDeleteAppVersion } from '@/features/staff/api/delete-app-version';
import { useAppVersions } from '@/features/staff/api/get-app-versions';
import { formatStaffTime } from '@/features/staff/utils/format';
import { useTranslation } from '@/lib/use-translation';
import { AppVersionDialog } from './app-version-dialog';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { StaffDeleteButton, StaffPagedList, StaffPanel } from './staff-panel';

type Editing = { kind: 'add' } | { kind: 'edit'; release: AppVersion } | null;

/** App releases (AM Master, CYBERBLADE): what the download pages offer, newest first; add, edit, delete. */
export function AppVersionsPanel() {
  const { t } = useTranslation();
  const { language } = useLanguage();
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

  return (
    <StaffPanel
      title={t('staff.apps.title')}
      lead={t('staff.apps.lead')}
      actions={
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => setEditing({ kind: 'add' })}
        >
          <PlusIcon /> {t('staff.apps.add')}
        </button>
      }
    >
      <StaffPagedList
        query={list}
        caption={t('staff.apps.title')}
        empty={
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
        }
        columns={[
          t('staff.apps.columns.release'),
          t('staff.apps.columns.platform'),
          t('staff.apps.columns.download'),
          t('staff.apps.columns.notes'),
          t('staff.apps.columns.releasedAt'),
        ]}
        row={(r) => (
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
              <StaffDeleteButton
                label={t('staff.apps.deleteLabel', { release: label(r) })}
                onClick={() => setDeleting(r)}
              />
            </td>
          </tr>
        )}
        page={page}
        onPage={setPage}
        pagesLabel={t('staff.apps.pages')}
        className="staff-apps"
      />
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
    </StaffPanel>
  );
}
