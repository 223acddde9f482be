import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@miao/contracts/common';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { TrashIcon } from '@/components/icons/line-icons';
import { pageCount } from '@/features/staff/utils/paging';
import { useTranslation } from '@/lib/use-translation';

/** A section of the console: its title, a lead line, actions on the right (CSV, add), then the rest. */
export function StaffPanel(props: { title: string; lead: string; actions?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="card staff-panel" aria-labelledby={titleId}>
      <header className="staff-panel__head">
        <div>
          <h2 id={titleId} className="card__title">
            {props.title}
          </h2>
          <p className="staff-panel__lead">{props.lead}</p>
        </div>
        {props.actions}
      </header>
      {props.children}
    </section>
  );
}

/**
 * A paged staff list: a skeleton while it loads, the error with a retry, the empty state, or the
 * table (a card per row on phones, `data-label` naming each cell) and its pages.
 */
export function StaffPagedList<T extends { id: number | string }>(props: {
  query: UseQueryResult<Page<T>>;
  caption: string;
  empty: ReactNode;
  /** Column headings; the first column is each row's `th`. */
  columns: string[];
  row: (item: T) => ReactNode;
  page: number;
  onPage: (page: number) => void;
  pagesLabel: string;
  className?: string;
  skeletonLines?: number;
}) {
  const { t } = useTranslation();
  const { query } = props;
  if (query.isPending) return <Skeleton lines={props.skeletonLines ?? 5} />;
  if (query.isError) {
    return (
      <ErrorState
        message={query.error instanceof ApiError ? query.error.displayMessage : t('common.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { results, count, page_size } = query.data;
  if (results.length === 0)
    return typeof props.empty === 'string' ? <EmptyState>{props.empty}</EmptyState> : props.empty;
  return (
    <>
      <div className="staff-table__scroll">
        <table className={`staff-table staff-list${props.className ? ` ${props.className}` : ''}`}>
          <caption className="visually-hidden">{props.caption}</caption>
          <thead>
            <tr>
              {props.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{results.map((item) => props.row(item))}</tbody>
        </table>
      </div>
      {count > page_size ? (
        <Pagination
          page={props.page}
          pageCount={pageCount(count, page_size)}
          onChange={props.onPage}
          label={props.pagesLabel}
          disabled={query.isFetching}
        />
      ) : null}
    </>
  );
}

/** A list row's delete button (it opens the panel's confirm dialog); `label` names the row. */
export function StaffDeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--secondary button--small button--danger-text"
      onClick={onClick}
      aria-label={label}
    >
      <TrashIcon /> {t('staff.delete')}
    </button>
  );
}
