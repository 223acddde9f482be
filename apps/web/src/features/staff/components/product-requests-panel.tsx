import { useId, useState } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { productRequestsCsvUrl, useProductRequests } from '@/features/staff/api/get-product-requests';
import { useStaffProductSettings } from '@/features/staff/api/get-staff-product-settings';
import { formatStaffTime, settingName } from '@/features/staff/utils/format';
import { useTranslation } from '@/lib/use-translation';
import { CsvDownloadLink } from './csv-download-link';
import { StaffPagedList, StaffPanel } from './staff-panel';

/** Spec 3 product requests (sold-out interest): newest first, by product, with the CSV of the same filter. */
export function ProductRequestsPanel() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const uid = useId();
  const [productCode, setProductCode] = useState('');
  const [page, setPage] = useState(1);
  const settings = useStaffProductSettings();
  const filters = { product_code: productCode || undefined };
  const requests = useProductRequests({ ...filters, page_number: page });
  const nameOf = (code: string) => {
    const setting = settings.data?.find((s) => s.code === code);
    return setting ? settingName(setting, language) : code;
  };

  return (
    <StaffPanel
      title={t('staff.requests.title')}
      lead={t('staff.requests.lead')}
      actions={<CsvDownloadLink href={productRequestsCsvUrl(filters)} list={t('staff.requests.title')} />}
    >
      <div className="staff-filters">
        <label className="form__label" htmlFor={`${uid}-product`}>
          {t('staff.requests.product')}
        </label>
        <select
          id={`${uid}-product`}
          className="input staff-filters__select"
          value={productCode}
          onChange={(e) => {
            setProductCode(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('staff.requests.allProducts')}</option>
          {(settings.data ?? [])
            .filter((s) => s.kind === 'product')
            .map((s) => (
              <option key={s.code} value={s.code}>
                {settingName(s, language)} ({s.code})
              </option>
            ))}
        </select>
        {requests.data ? (
          <span className="staff-filters__count">{t('staff.total', { count: requests.data.count })}</span>
        ) : null}
      </div>
      <StaffPagedList
        query={requests}
        caption={t('staff.requests.title')}
        empty={t(productCode ? 'staff.requests.emptyFiltered' : 'staff.requests.empty')}
        columns={[
          t('staff.requests.columns.product'),
          t('staff.requests.columns.nickname'),
          t('staff.requests.columns.contact'),
          t('staff.requests.columns.mode'),
          t('staff.requests.columns.member'),
          t('staff.requests.columns.time'),
        ]}
        row={(r) => (
          <tr key={r.id}>
            <th scope="row" className="staff-list__main">
              <span className="staff-list__name">{nameOf(r.product_code)}</span>
              <span className="staff-list__sub mono">{r.product_code}</span>
            </th>
            <td data-label={t('staff.requests.columns.nickname')}>{r.nickname}</td>
            <td data-label={t('staff.requests.columns.contact')} className="staff-list__contact">
              {r.phone || r.email}
            </td>
            <td data-label={t('staff.requests.columns.mode')}>
              <span className="tag tag--muted">{t(`staff.modes.${r.mode}`)}</span>
            </td>
            <td data-label={t('staff.requests.columns.member')} className="mono">
              #{r.user_id}
            </td>
            <td data-label={t('staff.requests.columns.time')}>
              <time dateTime={r.update_time}>{formatStaffTime(r.update_time, language)}</time>
            </td>
          </tr>
        )}
        page={page}
        onPage={setPage}
        pagesLabel={t('staff.requests.pages')}
      />
    </StaffPanel>
  );
}
