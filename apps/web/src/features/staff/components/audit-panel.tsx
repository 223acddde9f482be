import type { AuditRecord } from '@miao/contracts/staff';
import { useId, useState, type FormEvent } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { useTranslation } from '@/lib/use-translation';
import { useStringSet } from '@/locales/string-sets';
import { auditCsvUrl, useAuditLog, type AuditFilters } from '@/features/staff/api/get-audit-log';
import { formatStaffTime } from '@/features/staff/utils/format';
import { CsvDownloadLink } from './csv-download-link';
import { StaffPagedList, StaffPanel } from './staff-panel';

/** The areas staff act in, as the action prefixes the server writes (`coin.grant` is in `coin.`). */
const AREAS = [
  'task_categories.',
  'task_tags.',
  'coin.',
  'users.',
  'tasks.',
  'jobs.',
  'product_settings.',
  'app_versions.',
  'short_links.',
  'orders.',
  'order_rewards.',
  'devices.',
  'chat_faq.',
] as const;

/** Before and after, only the fields that changed (all of them for a creation or deletion). */
function changes(record: AuditRecord): { field: string; before: string; after: string }[] {
  const show = (v: unknown) =>
    v === undefined || v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v);
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  const { before, after } = record;
  if (!isObject(before) && !isObject(after)) return [{ field: '', before: show(before), after: show(after) }];
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((f) => !isObject(before) || !isObject(after) || JSON.stringify(b[f]) !== JSON.stringify(a[f]))
    .map((field) => ({ field, before: show(b[field]), after: show(a[field]) }));
}

function Changes({ record }: { record: AuditRecord }) {
  const { t } = useTranslation();
  const rows = changes(record);
  if (rows.length === 0) return <span className="staff-list__sub">{t('console.audit.noChange')}</span>;
  return (
    <details className="console-changes">
      <summary>{t('console.audit.fields', { count: rows.length })}</summary>
      <dl>
        {rows.map((r) => (
          <div key={r.field} className="console-changes__row">
            <dt className="mono">{r.field || t('console.audit.value')}</dt>
            <dd>
              <del className="console-changes__before">{r.before}</del>
              <ins className="console-changes__after">{r.after}</ins>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** Who did what to which target, before and after (decision 025); filters and the CSV export. */
export function AuditPanel() {
  const { t, i18n } = useTranslation();
  useStringSet(i18n, 'console');
  const { language } = useLanguage();
  const uid = useId();
  const [draft, setDraft] = useState<AuditFilters>({});
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const list = useAuditLog(filters, page);
  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, actor_id: draft.actor_id?.replace('#', '') });
    setPage(1);
  };
  return (
    <StaffPanel
      title={t('console.audit.title')}
      lead={t('console.audit.lead')}
      actions={<CsvDownloadLink href={auditCsvUrl(filters)} list={t('console.audit.title')} />}
    >
      <form className="staff-filters console-audit-filters" onSubmit={apply}>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-action`}>
            {t('console.audit.action')}
          </label>
          <select
            id={`${uid}-action`}
            className="input staff-filters__select"
            value={draft.action ?? ''}
            onChange={set('action')}
          >
            <option value="">{t('console.audit.allActions')}</option>
            {AREAS.map((a) => (
              <option key={a} value={a}>
                {t(`console.audit.areas.${a.slice(0, -1)}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-actor`}>
            {t('console.audit.actor')}
          </label>
          <input
            id={`${uid}-actor`}
            className="input mono console-form__short"
            inputMode="numeric"
            value={draft.actor_id ?? ''}
            placeholder="#1"
            onChange={set('actor_id')}
          />
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-from`}>
            {t('console.audit.from')}
          </label>
          <input
            id={`${uid}-from`}
            type="date"
            className="input"
            value={draft.from ?? ''}
            onChange={set('from')}
          />
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-to`}>
            {t('console.audit.to')}
          </label>
          <input id={`${uid}-to`} type="date" className="input" value={draft.to ?? ''} onChange={set('to')} />
        </div>
        <button type="submit" className="button button--secondary console-audit-filters__apply">
          {t('console.audit.apply')}
        </button>
      </form>
      <StaffPagedList
        query={list}
        caption={t('console.audit.title')}
        empty={t('console.audit.empty')}
        columns={[
          t('console.audit.columns.action'),
          t('console.audit.columns.actor'),
          t('console.audit.columns.target'),
          t('console.audit.columns.changes'),
          t('console.audit.columns.time'),
        ]}
        row={(r) => (
          <tr key={r.id}>
            <th scope="row" className="staff-list__main">
              <span className="staff-list__name">
                {t(`console.audit.actions.${r.action}`, { defaultValue: r.action })}
              </span>
              <span className="staff-list__sub mono">{r.action}</span>
            </th>
            <td data-label={t('console.audit.columns.actor')}>
              {r.actor ? (
                <>
                  {r.actor.nickname || r.actor.email} <span className="mono">#{r.actor.id}</span>
                </>
              ) : (
                '—'
              )}
            </td>
            <td data-label={t('console.audit.columns.target')} className="mono">
              {r.target_type}
              {r.target_id ? ` ${r.target_id}` : ''}
            </td>
            <td data-label={t('console.audit.columns.changes')}>
              <Changes record={r} />
            </td>
            <td data-label={t('console.audit.columns.time')}>
              <time dateTime={r.create_time}>{formatStaffTime(r.create_time, language)}</time>
            </td>
          </tr>
        )}
        page={page}
        onPage={setPage}
        pagesLabel={t('console.audit.pages')}
      />
    </StaffPanel>
  );
}
