import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/state-panels';
import { useLanguage } from '../../../hooks/use-language';
import { ApiError } from '../../../lib/api-client';
import { productRequestsCsvUrl, useProductRequests } from '../api/get-product-requests';
import { useStaffProductSettings } from '../api/get-staff-product-settings';
import { formatStaffTime, settingName } from '../utils/format';
import { pageCount } from '../utils/paging';
import { CsvDownloadLink } from './csv-download-link';

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

  let body;
  if (requests.isPending) body = <Skeleton lines={5} />;
  else if (requests.isError)
    body = (
      <ErrorState
        message={requests.error instanceof ApiError ? requests.error.displayMessage : t('common.loadFailed')}
        onRetry={() => void requests.refetch()}
      />
    );
  else if (requests.data.results.length === 0)
    body = (
      <EmptyState>{t(productCode ? 'staff.requests.emptyFiltered' : 'staff.requests.empty')}</EmptyState>
    );
  else
    body = (
      <>
        <div className="staff-table__scroll">
          <table className="staff-table staff-list">
            <caption className="visually-hidden">{t('staff.requests.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.requests.columns.product')}</th>
                <th scope="col">{t('staff.requests.columns.nickname')}</th>
                <th scope="col">{t('staff.requests.columns.contact')}</th>
                <th scope="col">{t('staff.requests.columns.mode')}</th>
                <th scope="col">{t('staff.requests.columns.member')}</th>
                <th scope="col">{t('staff.requests.columns.time')}</th>
              </tr>
            </thead>
            <tbody>
              {requests.data.results.map((r) => (
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
              ))}
            </tbody>
          </table>
        </div>
        {requests.data.count > requests.data.page_size ? (
          <Pagination
            page={page}
            pageCount={pageCount(requests.data.count, requests.data.page_size)}
            onChange={setPage}
            label={t('staff.requests.pages')}
            disabled={requests.isFetching}
          />
        ) : null}
      </>
    );

  return (
    <section className="card staff-panel" aria-labelledby={`${uid}-title`}>
      <header className="staff-panel__head">
        <div>
          <h2 id={`${uid}-title`} className="card__title">
            {t('staff.requests.title')}
          </h2>
          <p className="staff-panel__lead">{t('staff.requests.lead')}</p>
        </div>
        <CsvDownloadLink href={productRequestsCsvUrl(filters)} list={t('staff.requests.title')} />
      </header>
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
      {body}
    </section>
  );
}
