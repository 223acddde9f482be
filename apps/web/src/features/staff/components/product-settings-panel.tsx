import {
  modeFields,
  type ProductKind,
  type ProductMode,
  type ProductSetting,
} from '@miao/contracts/products';
import { useCallback, useId, useMemo, useState } from 'react';
import { CheckIcon } from '@/components/icons/ui-icons';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/state-panels';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { EditIcon } from '@/components/icons/line-icons';
import { useStaffProductSettings } from '@/features/staff/api/get-staff-product-settings';
import { settingName } from '@/features/staff/utils/format';
import { useTranslation } from '@/lib/use-translation';
import { ProductSettingDialog } from './product-setting-dialog';
import { StaffStatusTag } from './staff-status-tag';

const MODES: ProductMode[] = ['cn', 'en'];
const KIND_ORDER: Record<ProductKind, number> = { product: 0, page: 1, link: 2 };

function matches(setting: ProductSetting, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [
    setting.code,
    setting.cn_name,
    setting.overseas_name,
    setting.cn_top_name,
    setting.overseas_top_name,
  ]
    .join('\n')
    .toLowerCase()
    .includes(q);
}

function Flag({ on, label }: { on: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <span className={`staff-flag${on ? ' is-on' : ''}`} title={label}>
      {on ? <CheckIcon /> : <span aria-hidden="true">–</span>}
      <span className="visually-hidden">
        {label}: {on ? t('staff.yes') : t('staff.no')}
      </span>
    </span>
  );
}

/** One mode's half of a row: status, home and header flags, priority. */
function ModeCells({ setting, mode }: { setting: ProductSetting; mode: ProductMode }) {
  const { t } = useTranslation();
  const fields = modeFields(setting, mode);
  const modeName = t(`staff.modes.${mode}`);
  return (
    <>
      <td className="staff-settings__status" data-label={modeName}>
        <StaffStatusTag status={fields.status} />
      </td>
      <td className="staff-settings__flag" data-label={t('staff.settings.columns.home')}>
        <Flag on={fields.isHome} label={`${modeName} ${t('staff.settings.columns.home')}`} />
      </td>
      <td className="staff-settings__flag" data-label={t('staff.settings.columns.top')}>
        <Flag on={fields.isTop} label={`${modeName} ${t('staff.settings.columns.top')}`} />
      </td>
      <td className="staff-settings__priority mono" data-label={t('staff.settings.columns.priority')}>
        {fields.priority}
      </td>
    </>
  );
}

/**
 * Spec 3 product settings: every product with its status, home and header placement and priority
 * per mode; Edit opens the form. A save shows on the site (home, header, landing buttons) at once.
 */
export function ProductSettingsPanel() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const searchId = useId();
  const settings = useStaffProductSettings();
  const [query, setQuery] = useState('');
  const [homeOnly, setHomeOnly] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const close = useCallback(() => setEditing(null), []);

  const rows = useMemo(
    () =>
      (settings.data ?? [])
        .filter((s) => matches(s, query) && (!homeOnly || s.cn_is_home || s.overseas_is_home))
        // products first, then pages and header links; by code within each
        .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.code.localeCompare(b.code)),
    [settings.data, query, homeOnly],
  );
  const current = editing ? settings.data?.find((s) => s.code === editing) : undefined;

  let body;
  if (settings.isPending) body = <Skeleton lines={6} />;
  else if (settings.isError)
    body = (
      <ErrorState
        message={settings.error instanceof ApiError ? settings.error.displayMessage : t('common.loadFailed')}
        onRetry={() => void settings.refetch()}
      />
    );
  else if (rows.length === 0)
    body = (
      <EmptyState
        action={
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              setQuery('');
              setHomeOnly(false);
            }}
          >
            {t('staff.clearFilters')}
          </button>
        }
      >
        {t('staff.settings.empty')}
      </EmptyState>
    );
  else
    body = (
      <div className="staff-table__scroll">
        <table className="staff-table staff-settings">
          <caption className="visually-hidden">{t('staff.settings.title')}</caption>
          <thead>
            <tr className="staff-settings__groups">
              <th scope="col" rowSpan={2}>
                {t('staff.settings.columns.product')}
              </th>
              {MODES.map((mode) => (
                <th key={mode} scope="colgroup" colSpan={4} className="staff-settings__mode">
                  {t(`staff.modes.${mode}`)}
                </th>
              ))}
              <th scope="col" rowSpan={2}>
                <span className="visually-hidden">{t('staff.actions')}</span>
              </th>
            </tr>
            <tr>
              {MODES.map((mode) => (
                <ModeHeads key={mode} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((setting) => {
              const name = settingName(setting, language);
              return (
                <tr key={setting.code}>
                  <th scope="row">
                    <div className="staff-settings__product">
                      <span className="staff-settings__name">{name}</span>
                      <span className="staff-settings__meta">
                        {setting.code !== name ? (
                          <span className="staff-settings__code mono">{setting.code}</span>
                        ) : null}
                        {setting.kind !== 'product' ? (
                          <span className="tag tag--muted">{t(`staff.kinds.${setting.kind}`)}</span>
                        ) : null}
                      </span>
                    </div>
                  </th>
                  {MODES.map((mode) => (
                    <ModeCells key={mode} setting={setting} mode={mode} />
                  ))}
                  <td className="staff-table__actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => setEditing(setting.code)}
                      aria-label={t('staff.settings.editLabel', { name, code: setting.code })}
                    >
                      <EditIcon /> {t('staff.edit')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );

  return (
    <section className="card staff-panel" aria-labelledby={`${searchId}-title`}>
      <header className="staff-panel__head">
        <div>
          <h2 id={`${searchId}-title`} className="card__title">
            {t('staff.settings.title')}
          </h2>
          <p className="staff-panel__lead">{t('staff.settings.lead')}</p>
        </div>
      </header>
      <div className="staff-filters">
        <label className="visually-hidden" htmlFor={searchId}>
          {t('staff.settings.search')}
        </label>
        <input
          id={searchId}
          className="input staff-filters__search"
          type="search"
          value={query}
          placeholder={t('staff.settings.search')}
          onChange={(e) => setQuery(e.target.value)}
        />
        <label className="check">
          <input type="checkbox" checked={homeOnly} onChange={(e) => setHomeOnly(e.target.checked)} />
          {t('staff.settings.homeOnly')}
        </label>
        {settings.data ? (
          <span className="staff-filters__count">
            {t('staff.settings.count', { count: rows.length, total: settings.data.length })}
          </span>
        ) : null}
      </div>
      {body}
      {current ? <ProductSettingDialog setting={current} onClose={close} /> : null}
    </section>
  );
}

function ModeHeads() {
  const { t } = useTranslation();
  return (
    <>
      <th scope="col">{t('staff.settings.columns.status')}</th>
      <th scope="col">{t('staff.settings.columns.home')}</th>
      <th scope="col">{t('staff.settings.columns.top')}</th>
      <th scope="col">{t('staff.settings.columns.priority')}</th>
    </>
  );
}
