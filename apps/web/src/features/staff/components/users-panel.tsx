import type { StaffUserDetail } from '@miao/contracts/staff';
import { STAFF_REASON_MAX } from '@miao/contracts/limits';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState, Skeleton } from '@/components/ui/state-panels';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useStringSet } from '@/locales/string-sets';
import { useChangeUser, useStaffGroups, useStaffUser, useStaffUsers } from '@/features/staff/api/staff-users';
import { formatStaffTime } from '@/features/staff/utils/format';
import { StaffPagedList, StaffPanel } from './staff-panel';

function DeactivateDialog({ user, onClose }: { user: StaffUserDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const change = useChangeUser(user.id);
  const [reason, setReason] = useState('');
  const [bad, setBad] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setBad(true);
    change.mutate(
      { kind: 'deactivate', reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('console.users.deactivated', { name: user.nickname || `#${user.id}` }));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      title={t('console.users.deactivateTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form={`${uid}-form`}
            className="button button--danger"
            disabled={change.isPending}
          >
            {t('console.users.deactivate')}
          </button>
        </>
      }
    >
      <form id={`${uid}-form`} className="form staff-form console-form" onSubmit={submit} noValidate>
        <p className="dialog__text">
          {t('console.users.deactivateBody', { name: user.nickname || `#${user.id}` })}
        </p>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-reason`}>
            {t('console.users.reason')}
          </label>
          <textarea
            id={`${uid}-reason`}
            className="textarea"
            rows={3}
            value={reason}
            maxLength={STAFF_REASON_MAX}
            onChange={(e) => {
              setReason(e.target.value);
              setBad(false);
            }}
            aria-invalid={bad || undefined}
            aria-describedby={bad ? `${uid}-reason-error` : undefined}
          />
          {bad ? (
            <p className="form__error" role="alert" id={`${uid}-reason-error`}>
              {t('console.users.reasonRequired')}
            </p>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}

/** One member: profile, groups (in and out), balances, latest tasks, and their standing. */
function UserDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const user = useStaffUser(id);
  const groups = useStaffGroups();
  const change = useChangeUser(id);
  const [deactivating, setDeactivating] = useState(false);
  if (user.isPending) return <Skeleton lines={5} />;
  if (user.isError)
    return (
      <ErrorState
        message={user.error instanceof ApiError ? user.error.displayMessage : t('common.loadFailed')}
        onRetry={() => void user.refetch()}
      />
    );
  const u = user.data;
  const name = u.nickname || t('console.anonymous');
  const inGroup = new Set(u.groups.map((g) => g.id));
  return (
    <section className="console-block console-user" aria-labelledby="console-user-title">
      <div className="console-block__head">
        <h3 id="console-user-title" className="console-block__title">
          {name} <span className="mono staff-list__sub">#{u.id}</span>
        </h3>
        <button type="button" className="button button--secondary button--small" onClick={onClose}>
          {t('console.close')}
        </button>
      </div>
      <dl className="console-facts">
        <dt>{t('console.users.columns.contact')}</dt>
        <dd>{[u.email, u.phone].filter(Boolean).join(' · ') || '—'}</dd>
        <dt>{t('console.users.wallet')}</dt>
        <dd className="mono console-break">{u.wallet_address}</dd>
        <dt>{t('console.users.joined')}</dt>
        <dd>{formatStaffTime(u.create_time, language)}</dd>
        <dt>{t('console.users.columns.status')}</dt>
        <dd>
          {u.is_active ? (
            <span className="tag tag--accent">{t('console.users.active')}</span>
          ) : (
            <>
              <span className="tag tag--muted">{t('console.users.inactive')}</span>{' '}
              {t('console.users.inactiveSince', {
                time: formatStaffTime(u.deactivated_at, language),
                reason: u.deactivation_reason,
              })}
            </>
          )}
        </dd>
        <dt>{t('console.users.balances')}</dt>
        <dd>
          {u.balances.map((b) => (
            <span key={b.coin_id} className="console-balance">
              <span className="mono">{b.count}</span> {b.coin_name}
            </span>
          ))}
        </dd>
      </dl>
      <h4 className="console-block__subtitle">{t('console.users.groups')}</h4>
      <ul className="console-groups">
        {(groups.data?.results ?? u.groups).map((g) => {
          const member = inGroup.has(g.id);
          return (
            <li key={g.id}>
              <label className="check">
                <input
                  type="checkbox"
                  checked={member}
                  disabled={change.isPending}
                  onChange={() =>
                    change.mutate(
                      { kind: 'group', groupId: g.id, member: !member },
                      {
                        onSuccess: () =>
                          toast.success(
                            t(member ? 'console.users.groupLeft' : 'console.users.groupJoined', {
                              name,
                              group: g.name,
                            }),
                          ),
                      },
                    )
                  }
                />
                {g.name}
              </label>
            </li>
          );
        })}
      </ul>
      <h4 className="console-block__subtitle">{t('console.users.tasks', { count: u.task_count })}</h4>
      {u.tasks.length === 0 ? (
        <p className="staff-list__sub">{t('console.users.noTasks')}</p>
      ) : (
        <ul className="console-task-links">
          {u.tasks.map((task) => (
            <li key={task.id}>
              <a
                href={`/${language}/dao/${task.id}/`}
                className="staff-link"
                target="_blank"
                rel="noopener noreferrer"
              >
                #{task.id} {task.title}
              </a>{' '}
              <span className="staff-list__sub">{t(`console.tasks.status.${task.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="form__actions">
        {u.is_active ? (
          <button
            type="button"
            className="button button--secondary button--danger-text"
            onClick={() => setDeactivating(true)}
          >
            {t('console.users.deactivate')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { kind: 'reactivate' },
                { onSuccess: () => toast.success(t('console.users.reactivated', { name })) },
              )
            }
          >
            {t('console.users.reactivate')}
          </button>
        )}
      </div>
      {deactivating ? <DeactivateDialog user={u} onClose={() => setDeactivating(false)} /> : null}
    </section>
  );
}

/** Members (spec 3 user): search by e-mail, mobile, nickname or wallet address; one member's page. */
export function UsersPanel() {
  const { t, i18n } = useTranslation();
  useStringSet(i18n, 'console');
  const uid = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useStaffUsers(q, page);
  return (
    <StaffPanel title={t('console.users.title')} lead={t('console.users.lead')}>
      <form
        className="staff-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(typed.trim());
          setPage(1);
        }}
      >
        <label className="visually-hidden" htmlFor={`${uid}-q`}>
          {t('console.users.search')}
        </label>
        <input
          id={`${uid}-q`}
          type="search"
          className="input staff-filters__search"
          value={typed}
          placeholder={t('console.users.searchPlaceholder')}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="button button--secondary">
          {t('console.search')}
        </button>
        {list.data ? (
          <span className="staff-filters__count">{t('console.count', { count: list.data.count })}</span>
        ) : null}
      </form>
      {open !== null ? <UserDetail id={open} onClose={() => setOpen(null)} /> : null}
      <StaffPagedList
        query={list}
        caption={t('console.users.title')}
        empty={t('console.users.empty')}
        columns={[
          t('console.users.columns.member'),
          t('console.users.columns.contact'),
          t('console.users.columns.status'),
        ]}
        row={(u) => (
          <tr key={u.id}>
            <th scope="row" className="staff-list__main">
              <span className="staff-list__name">{u.nickname || t('console.anonymous')}</span>
              <span className="staff-list__sub mono">
                #{u.id} · {u.wallet_address.slice(0, 10)}…
              </span>
            </th>
            <td data-label={t('console.users.columns.contact')}>
              {[u.email, u.phone].filter(Boolean).join(' · ')}
            </td>
            <td data-label={t('console.users.columns.status')}>
              {u.is_active ? t('console.users.active') : t('console.users.inactive')}
            </td>
            <td className="staff-table__actions">
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setOpen(u.id)}
                aria-label={t('console.users.openLabel', { name: u.nickname || `#${u.id}` })}
              >
                {t('console.open')}
              </button>
            </td>
          </tr>
        )}
        page={page}
        onPage={setPage}
        pagesLabel={t('console.users.pages')}
      />
    </StaffPanel>
  );
}
