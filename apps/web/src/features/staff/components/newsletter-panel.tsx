import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/state-panels';
import { useLanguage } from '../../../hooks/use-language';
import { ApiError } from '../../../lib/api-client';
import {
  newsletterCsvUrl,
  useNewsletterSubscribers,
  type NewsletterFilters,
} from '../api/get-newsletter-subscribers';
import { formatStaffTime } from '../utils/format';
import { pageCount } from '../utils/paging';
import { CsvDownloadLink } from './csv-download-link';

type Subscribed = NonNullable<NewsletterFilters['subscribed']> | '';

/** Footer newsletter subscribers (spec 2, overseas): current and former, newest first, and their CSV. */
export function NewsletterPanel() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const uid = useId();
  const [subscribed, setSubscribed] = useState<Subscribed>('');
  const [page, setPage] = useState(1);
  const filters: NewsletterFilters = { subscribed: subscribed || undefined };
  const list = useNewsletterSubscribers({ ...filters, page_number: page });

  let body;
  if (list.isPending) body = <Skeleton lines={5} />;
  else if (list.isError)
    body = (
      <ErrorState
        message={list.error instanceof ApiError ? list.error.displayMessage : t('common.loadFailed')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.results.length === 0) body = <EmptyState>{t('staff.newsletter.empty')}</EmptyState>;
  else
    body = (
      <>
        <div className="staff-table__scroll">
          <table className="staff-table staff-list">
            <caption className="visually-hidden">{t('staff.newsletter.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.newsletter.columns.email')}</th>
                <th scope="col">{t('staff.newsletter.columns.language')}</th>
                <th scope="col">{t('staff.newsletter.columns.state')}</th>
                <th scope="col">{t('staff.newsletter.columns.since')}</th>
                <th scope="col">{t('staff.newsletter.columns.left')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.results.map((s) => (
                <tr key={s.id}>
                  <th scope="row" className="staff-list__main staff-list__contact">
                    {s.email}
                  </th>
                  <td data-label={t('staff.newsletter.columns.language')}>
                    {t(`staff.languages.${s.language}`)}
                  </td>
                  <td data-label={t('staff.newsletter.columns.state')}>
                    <span
                      className={`tag ${s.subscribed ? 'staff-status staff-status--inStock' : 'tag--muted'}`}
                    >
                      {t(s.subscribed ? 'staff.newsletter.subscribed' : 'staff.newsletter.unsubscribed')}
                    </span>
                  </td>
                  <td data-label={t('staff.newsletter.columns.since')}>
                    <time dateTime={s.create_time}>{formatStaffTime(s.create_time, language)}</time>
                  </td>
                  <td data-label={t('staff.newsletter.columns.left')}>
                    {s.unsubscribe_time ? (
                      <time dateTime={s.unsubscribe_time}>
                        {formatStaffTime(s.unsubscribe_time, language)}
                      </time>
                    ) : (
                      <span className="muted" aria-label={t('staff.none')}>
                        –
                      </span>
                    )}
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
            label={t('staff.newsletter.pages')}
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
            {t('staff.newsletter.title')}
          </h2>
          <p className="staff-panel__lead">{t('staff.newsletter.lead')}</p>
        </div>
        <CsvDownloadLink href={newsletterCsvUrl(filters)} list={t('staff.newsletter.title')} />
      </header>
      <div className="staff-filters">
        <label className="form__label" htmlFor={`${uid}-state`}>
          {t('staff.newsletter.show')}
        </label>
        <select
          id={`${uid}-state`}
          className="input staff-filters__select"
          value={subscribed}
          onChange={(e) => {
            setSubscribed(e.target.value as Subscribed);
            setPage(1);
          }}
        >
          <option value="">{t('staff.newsletter.all')}</option>
          <option value="true">{t('staff.newsletter.subscribed')}</option>
          <option value="false">{t('staff.newsletter.unsubscribed')}</option>
        </select>
        {list.data ? (
          <span className="staff-filters__count">{t('staff.total', { count: list.data.count })}</span>
        ) : null}
      </div>
      {body}
    </section>
  );
}
