import { useId, useState } from 'react';
import { useLanguage } from '@/hooks/use-language';
import {
  newsletterCsvUrl,
  useNewsletterSubscribers,
  type NewsletterFilters,
} from '@/features/staff/api/get-newsletter-subscribers';
import { formatStaffTime } from '@/features/staff/utils/format';
import { useTranslation } from '@/lib/use-translation';
import { CsvDownloadLink } from './csv-download-link';
import { StaffPagedList, StaffPanel } from './staff-panel';

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

  return (
    <StaffPanel
      title={t('staff.newsletter.title')}
      lead={t('staff.newsletter.lead')}
      actions={<CsvDownloadLink href={newsletterCsvUrl(filters)} list={t('staff.newsletter.title')} />}
    >
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
      <StaffPagedList
        query={list}
        caption={t('staff.newsletter.title')}
        empty={t('staff.newsletter.empty')}
        columns={[
          t('staff.newsletter.columns.email'),
          t('staff.newsletter.columns.language'),
          t('staff.newsletter.columns.state'),
          t('staff.newsletter.columns.since'),
          t('staff.newsletter.columns.left'),
        ]}
        row={(s) => (
          <tr key={s.id}>
            <th scope="row" className="staff-list__main staff-list__contact">
              {s.email}
            </th>
            <td data-label={t('staff.newsletter.columns.language')}>{t(`staff.languages.${s.language}`)}</td>
            <td data-label={t('staff.newsletter.columns.state')}>
              <span className={`tag ${s.subscribed ? 'staff-status staff-status--inStock' : 'tag--muted'}`}>
                {t(s.subscribed ? 'staff.newsletter.subscribed' : 'staff.newsletter.unsubscribed')}
              </span>
            </td>
            <td data-label={t('staff.newsletter.columns.since')}>
              <time dateTime={s.create_time}>{formatStaffTime(s.create_time, language)}</time>
            </td>
            <td data-label={t('staff.newsletter.columns.left')}>
              {s.unsubscribe_time ? (
                <time dateTime={s.unsubscribe_time}>{formatStaffTime(s.unsubscribe_time, language)}</time>
              ) : (
                <span className="muted" aria-label={t('staff.none')}>
                  –
                </span>
              )}
            </td>
          </tr>
        )}
        page={page}
        onPage={setPage}
        pagesLabel={t('staff.newsletter.pages')}
      />
    </StaffPanel>
  );
}
