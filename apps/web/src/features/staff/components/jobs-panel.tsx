import type { Job } from '@miao/contracts/jobs';
import { useState } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useStringSet } from '@/locales/string-sets';
import { useFailedJobs, useJobAction } from '@/features/staff/api/staff-jobs';
import { formatStaffTime } from '@/features/staff/utils/format';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { StaffPagedList, StaffPanel } from './staff-panel';

/** Background jobs that gave up (decision 016): why, and retry or discard. */
export function JobsPanel() {
  const { t, i18n } = useTranslation();
  useStringSet(i18n, 'console');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const [discarding, setDiscarding] = useState<Job | null>(null);
  const list = useFailedJobs(page);
  const action = useJobAction();
  return (
    <StaffPanel title={t('console.jobs.title')} lead={t('console.jobs.lead')}>
      <StaffPagedList
        query={list}
        caption={t('console.jobs.title')}
        empty={t('console.jobs.empty')}
        columns={[
          t('console.jobs.columns.job'),
          t('console.jobs.columns.error'),
          t('console.jobs.columns.time'),
        ]}
        row={(job) => (
          <tr key={job.id}>
            <th scope="row" className="staff-list__main">
              <span className="staff-list__name mono">{job.kind}</span>
              <span className="staff-list__sub">
                #{job.id} · {t('console.jobs.attempts', { attempts: job.attempts, max: job.max_attempts })}
              </span>
            </th>
            <td data-label={t('console.jobs.columns.error')} className="console-error-text">
              {job.last_error ?? '—'}
            </td>
            <td data-label={t('console.jobs.columns.time')}>
              <time dateTime={job.update_time}>{formatStaffTime(job.update_time, language)}</time>
            </td>
            <td className="staff-table__actions">
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={action.isPending}
                aria-label={t('console.jobs.retryLabel', { id: job.id })}
                onClick={() =>
                  action.mutate(
                    { id: job.id, action: 'retry' },
                    { onSuccess: () => toast.success(t('console.jobs.retried', { id: job.id })) },
                  )
                }
              >
                {t('console.jobs.retry')}
              </button>
              <button
                type="button"
                className="button button--secondary button--small button--danger-text"
                aria-label={t('console.jobs.discardLabel', { id: job.id })}
                onClick={() => setDiscarding(job)}
              >
                {t('console.jobs.discard')}
              </button>
            </td>
          </tr>
        )}
        page={page}
        onPage={setPage}
        pagesLabel={t('console.jobs.pages')}
      />
      {discarding ? (
        <ConfirmDeleteDialog
          title={t('console.jobs.discardTitle')}
          pending={action.isPending}
          onConfirm={() =>
            action.mutate(
              { id: discarding.id, action: 'discard' },
              {
                onSuccess: () => toast.success(t('console.jobs.discarded', { id: discarding.id })),
                onSettled: () => setDiscarding(null),
              },
            )
          }
          onClose={() => setDiscarding(null)}
        >
          {t('console.jobs.discardBody', { kind: discarding.kind, id: discarding.id })}
        </ConfirmDeleteDialog>
      ) : null}
    </StaffPanel>
  );
}
