import { DEVICE_CSV_COLUMNS, type DeviceImportResult, type DeviceRowError } from '@miao/contracts/devices';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { useStringSet } from '@/locales/string-sets';
import { StaffPagedList, StaffPanel } from '@/features/staff/components/staff-panel';
import { useDeviceSummary, useImportDevices, useStaffDevices } from '@/features/devices/api/staff-devices';
import '@/features/devices/devices.css';

function RowErrors({ errors }: { errors: DeviceRowError[] }) {
  const { t } = useTranslation();
  return (
    <ul className="staff-devices__errors">
      {errors.slice(0, 50).map((e) => (
        <li key={`${e.row}-${e.field}-${e.problem}`}>
          {t('devices.staff.row', {
            row: e.row,
            field: e.field,
            problem: t(`devices.staff.problems.${e.problem}`),
          })}
        </li>
      ))}
    </ul>
  );
}

/** CSV import: check first (every row's problems), then import all rows or none. */
function ImportCard() {
  const { t } = useTranslation();
  const uid = useId();
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<DeviceImportResult | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const [refused, setRefused] = useState<{ message: string; errors: DeviceRowError[] } | null>(null);
  const importing = useImportDevices();

  const run = async (dryRun: boolean) => {
    setRefused(null);
    setSaved(null);
    try {
      const result = await importing.mutateAsync({ csv, dry_run: dryRun });
      if (dryRun) setChecked(result);
      else {
        setSaved(result.imported);
        setChecked(null);
        setCsv('');
      }
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { errors?: DeviceRowError[] }) : undefined;
      setRefused({
        message: error instanceof ApiError ? error.displayMessage : t('common.loadFailed'),
        errors: body?.errors ?? [],
      });
    }
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setCsv(await file.text());
    setChecked(null);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(true);
  };
  const ready = checked && checked.errors.length === 0 && checked.rows > 0;

  return (
    <form className="staff-devices__import" onSubmit={onSubmit}>
      <h3 className="card__title">{t('devices.staff.importTitle')}</h3>
      <p className="staff-panel__lead">
        {t('devices.staff.importHelp', { columns: DEVICE_CSV_COLUMNS.join(',') })}
      </p>
      <label className="form__label" htmlFor={`${uid}-file`}>
        {t('devices.staff.fileLabel')}
      </label>
      <input id={`${uid}-file`} type="file" accept=".csv,text/csv" onChange={(e) => void onFile(e)} />
      <label className="form__label" htmlFor={`${uid}-csv`}>
        {t('devices.staff.csvLabel')}
      </label>
      <textarea
        id={`${uid}-csv`}
        className="input staff-devices__csv"
        value={csv}
        spellCheck={false}
        placeholder={DEVICE_CSV_COLUMNS.join(',')}
        onChange={(e) => {
          setCsv(e.target.value);
          setChecked(null);
        }}
      />
      <div className="staff-devices__actions">
        <button
          type="submit"
          className="button button--secondary"
          disabled={!csv.trim() || importing.isPending}
        >
          {t('devices.staff.preview')}
        </button>
        {ready ? (
          <button
            type="button"
            className="button button--primary"
            disabled={importing.isPending}
            onClick={() => void run(false)}
          >
            {t('devices.staff.import', { count: checked.rows })}
          </button>
        ) : null}
      </div>
      <div role="status" aria-live="polite">
        {saved !== null ? <p>{t('devices.staff.imported', { count: saved })}</p> : null}
        {checked ? (
          checked.errors.length > 0 ? (
            <>
              <p>{t('devices.staff.previewErrors', { count: checked.errors.length })}</p>
              <RowErrors errors={checked.errors} />
            </>
          ) : (
            <p>{t('devices.staff.previewOk', { count: checked.rows })}</p>
          )
        ) : null}
        {refused ? (
          <>
            <p className="staff-devices__errors">{refused.message}</p>
            <RowErrors errors={refused.errors} />
          </>
        ) : null}
      </div>
      {checked && checked.preview.length > 0 ? (
        <div className="staff-table__scroll">
          <table className="staff-table">
            <caption className="visually-hidden">{t('devices.staff.caption')}</caption>
            <thead>
              <tr>
                {DEVICE_CSV_COLUMNS.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {checked.preview.map((row) => (
                <tr key={row.sn}>
                  {DEVICE_CSV_COLUMNS.map((c) => (
                    <td key={c}>{row[c]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </form>
  );
}

/** Counts per product and the many-countries warnings. */
function SummaryCard() {
  const { t } = useTranslation();
  const summary = useDeviceSummary();
  if (summary.isPending) return <Skeleton lines={3} />;
  if (summary.isError)
    return <ErrorState message={t('common.loadFailed')} onRetry={() => void summary.refetch()} />;
  const { total, products, warnings } = summary.data;
  return (
    <>
      <h3 className="card__title">{t('devices.staff.countsTitle')}</h3>
      {products.length === 0 ? (
        <EmptyState>{t('devices.staff.noDevices')}</EmptyState>
      ) : (
        <>
          <p>{t('devices.staff.total', { count: total })}</p>
          <ul className="staff-devices__counts">
            {products.map((p) => (
              <li key={p.product_code} className="staff-devices__count">
                {t(`product.${p.product_code}`, { defaultValue: p.product_code })}: {p.count}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="card__title">{t('devices.staff.warningsTitle')}</h3>
      {warnings.length === 0 ? (
        <p className="staff-panel__lead">{t('devices.staff.noWarnings')}</p>
      ) : (
        <ul className="staff-devices__counts">
          {warnings.map((w) => (
            <li key={w.sn} className="staff-devices__warning" role="alert">
              {t('devices.staff.warning', { sn: w.sn, checks: w.checks, countries: w.countries.join(', ') })}{' '}
              {w.found ? null : t('devices.staff.warningMissing')}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function SearchCard() {
  const { t } = useTranslation();
  const uid = useId();
  const [text, setText] = useState('');
  const [sn, setSn] = useState('');
  const [page, setPage] = useState(1);
  const list = useStaffDevices({ sn, page_number: page });
  return (
    <>
      <h3 className="card__title">{t('devices.staff.searchTitle')}</h3>
      <form
        className="staff-devices__search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSn(text.trim().toUpperCase());
          setPage(1);
        }}
      >
        <label className="visually-hidden" htmlFor={`${uid}-sn`}>
          {t('devices.staff.searchLabel')}
        </label>
        <input
          id={`${uid}-sn`}
          className="input"
          value={text}
          placeholder={t('devices.staff.searchLabel')}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button button--secondary">
          {t('devices.staff.search')}
        </button>
      </form>
      <StaffPagedList
        query={list}
        caption={t('devices.staff.caption')}
        empty={t('devices.staff.empty')}
        columns={[
          t('devices.staff.columns.sn'),
          t('devices.staff.columns.product'),
          t('devices.staff.columns.productionDate'),
          t('devices.staff.columns.manufacturer'),
          t('devices.staff.columns.productionName'),
          t('devices.staff.columns.channel'),
          t('devices.staff.columns.checks'),
        ]}
        row={(d) => (
          <tr key={d.id}>
            <th scope="row" data-label={t('devices.staff.columns.sn')}>
              {d.sn}
            </th>
            <td data-label={t('devices.staff.columns.product')}>
              {t(`product.${d.product_code}`, { defaultValue: d.product_code })}
            </td>
            <td data-label={t('devices.staff.columns.productionDate')}>{d.production_date}</td>
            <td data-label={t('devices.staff.columns.manufacturer')}>{d.manufacturer}</td>
            <td data-label={t('devices.staff.columns.productionName')}>{d.production_name}</td>
            <td data-label={t('devices.staff.columns.channel')}>{d.channel}</td>
            <td data-label={t('devices.staff.columns.checks')}>
              {d.checks}
              {d.countries.length > 0 ? ` (${d.countries.join(', ')})` : ''}
            </td>
          </tr>
        )}
        page={page}
        onPage={setPage}
        pagesLabel={t('devices.staff.pages')}
      />
    </>
  );
}

/** The console's Devices section (issue 14): import, counts per product, warnings, search. */
export function StaffDevicesPanel() {
  const { t, i18n } = useTranslation();
  useStringSet(i18n, 'devices');
  return (
    <StaffPanel title={t('devices.staff.title')} lead={t('devices.staff.lead')}>
      <ImportCard />
      <SummaryCard />
      <SearchCard />
    </StaffPanel>
  );
}
