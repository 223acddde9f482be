import type { BalanceRecord, Chain } from '@miao/contracts/coin';
import { BALANCE_TYPES, type BalanceType } from '@miao/contracts/coin-rules';
import { BALANCE_HISTORY_PAGE_SIZE } from '@miao/contracts/limits';
import { useId, useRef, useState } from 'react';
import { LocalLink } from '@/components/ui/local-link';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/state-panels';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import type { Language } from '@/lib/language';
import { useBalanceHistory, useInfiniteBalanceHistory } from '@/features/coin/api/get-balance-history';
import { coinName, useChains } from '@/features/coin/api/get-chains';
import { formatCoinCount, formatRecordTime, shortAddress } from '@/features/coin/utils/format';
import { Pagination } from '@/components/ui/pagination';
import { useTranslation } from '@/lib/use-translation';
import { PendingRewards } from './pending-rewards';

/** Spec 3 balance record: type and source translated, the amount signed, the other wallet short. */
export function BalanceRecordItem(props: {
  record: BalanceRecord;
  chains: readonly Chain[] | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  const { record: r, language } = props;
  const increase = r.type === 'increase';
  const transfer = r.record.type === 'transfer';
  // desc is the other wallet for a transfer, otherwise it repeats the remarks; a remark the system
  // wrote is shown in the page's language, not as its stored English, with what it names (the
  // order number) filled in
  const key = r.record.remarks_key;
  const remarks = key
    ? t(`coin.systemRemarks.${key}`, { order_no: '', ...r.record.remarks_params }).trim()
    : r.record.remarks.trim();
  const desc = transfer ? '' : key ? remarks : r.record.desc.trim();
  return (
    <li className="coin-record">
      <div className="coin-record__main">
        <div className="coin-record__head">
          <span className="coin-record__type">{t(`coin.types.${r.record.type}`)}</span>
          <span className="tag tag--muted">{t(`coin.sources.${r.record.from}`)}</span>
        </div>
        {transfer && r.record.desc ? (
          <p className="coin-record__desc">
            {t(increase ? 'coin.fromWallet' : 'coin.toWallet')}{' '}
            <code className="mono coin-record__wallet" title={r.record.desc}>
              {shortAddress(r.record.desc)}
            </code>
          </p>
        ) : null}
        {desc ? <p className="coin-record__desc">{desc}</p> : null}
        {remarks && remarks !== desc ? (
          <p className="coin-record__remarks">{t('coin.remarksLine', { text: remarks })}</p>
        ) : null}
        {r.task_id ? (
          <LocalLink to={`/tasks/${r.task_id}/`} className="coin-record__task">
            {t('coin.taskLink', { id: r.task_id })}
          </LocalLink>
        ) : null}
      </div>
      <div className="coin-record__side">
        <span className={`coin-record__amount coin-record__amount--${r.type}`}>
          <span className="mono">
            {increase ? '+' : '\u2212'}
            {formatCoinCount(r.number, language)}
          </span>{' '}
          <span className="coin-record__coin">{coinName(props.chains, r.coin_type_id)}</span>
        </span>
        <time className="coin-record__time" dateTime={r.effective_at}>
          {formatRecordTime(r.effective_at, language)}
        </time>
      </div>
    </li>
  );
}

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.displayMessage : fallback;
}

/**
 * The user's balance records, newest first, filtered by type. Desktop shows numbered pages of 20
 * that replace the list; mobile appends the next 20 with "Load more" (spec 2 list paging).
 */
export function BalanceHistory() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const mobile = useIsMobile();
  const titleId = useId();
  const filterId = useId();
  const section = useRef<HTMLElement>(null);
  const [type, setType] = useState<BalanceType | ''>('');
  const [page, setPage] = useState(1);
  const chains = useChains().data?.results;
  const filters = { type: type || undefined };
  const paged = useBalanceHistory({ ...filters, page_number: page }, { enabled: !mobile });
  const more = useInfiniteBalanceHistory(filters, { enabled: mobile });

  const changePage = (next: number) => {
    setPage(next);
    // the new page replaces the list: bring its top back into view
    const top = section.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) section.current?.scrollIntoView({ block: 'start' });
  };

  const query = mobile ? more : paged;
  const records = mobile ? (more.data?.pages.flatMap((p) => p.results) ?? []) : (paged.data?.results ?? []);
  const count = (mobile ? more.data?.pages[0]?.count : paged.data?.count) ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / BALANCE_HISTORY_PAGE_SIZE));

  let body;
  if (query.isPending) body = <Skeleton lines={4} />;
  else if (query.isError && records.length === 0)
    body = (
      <ErrorState
        message={errorText(query.error, t('common.loadFailed'))}
        onRetry={() => void query.refetch()}
      />
    );
  else if (records.length === 0)
    body = type ? (
      <EmptyState
        action={
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setType('');
              setPage(1);
            }}
          >
            {t('coin.showAllTypes')}
          </button>
        }
      >
        {t('coin.emptyFiltered')}
      </EmptyState>
    ) : (
      <EmptyState>{t('coin.empty')}</EmptyState>
    );
  else
    body = (
      <>
        <ul className={`coin-history__list${paged.isPlaceholderData && !mobile ? ' is-stale' : ''}`}>
          {records.map((record) => (
            <BalanceRecordItem key={record.id} record={record} chains={chains} language={language} />
          ))}
        </ul>
        {mobile ? (
          more.hasNextPage || more.isFetchNextPageError ? (
            <div className="coin-history__more">
              <button
                type="button"
                className="button button--secondary button--block"
                onClick={() => void more.fetchNextPage()}
                disabled={more.isFetchingNextPage}
              >
                {more.isFetchingNextPage ? t('common.loading') : t('coin.loadMore')}
              </button>
            </div>
          ) : null
        ) : pageCount > 1 ? (
          <Pagination
            label={t('coin.pagination')}
            page={page}
            pageCount={pageCount}
            onChange={changePage}
            disabled={paged.isFetching && paged.isPlaceholderData}
          />
        ) : null}
      </>
    );

  return (
    <section
      ref={section}
      className="card coin-history"
      aria-labelledby={titleId}
      aria-busy={query.isFetching}
    >
      <header className="coin-history__header">
        <h2 id={titleId} className="card__title">
          {t('coin.historyTitle')}
        </h2>
        {count > 0 ? (
          <span className="coin-history__count">
            {t('coin.recordCount', { count, total: formatCoinCount(count, language) })}
          </span>
        ) : null}
        <div className="coin-history__filter">
          <label htmlFor={filterId} className="coin-history__filter-label">
            {t('coin.filterType')}
          </label>
          <select
            id={filterId}
            className="input coin-history__select"
            value={type}
            onChange={(e) => {
              setType(e.target.value as BalanceType | '');
              setPage(1);
            }}
          >
            <option value="">{t('coin.allTypes')}</option>
            {BALANCE_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`coin.types.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </header>
      {type === '' || type === 'reward' ? <PendingRewards chains={chains} language={language} /> : null}
      {body}
    </section>
  );
}
