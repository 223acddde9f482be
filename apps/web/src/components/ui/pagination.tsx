import { ArrowLeftIcon, ArrowRightIcon } from '@/components/icons/ui-icons';
import { useTranslation } from '@/lib/use-translation';

type PageItem = number | 'gap';

/** 1 … 4 5 6 … 20: the first, the last and the neighbours of the current page. */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}

/** Numbered pages for desktop lists (spec 2: a new page replaces the list; mobile loads more instead). */
export function Pagination(props: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** The accessible name of this list's pages ("Task list pages"). */
  label: string;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const { page, pageCount, onChange, disabled } = props;
  return (
    <nav className={props.className ? `pager ${props.className}` : 'pager'} aria-label={props.label}>
      <button
        type="button"
        className="pager__button"
        onClick={() => onChange(page - 1)}
        disabled={disabled || page <= 1}
        aria-label={t('common.previousPage')}
      >
        <ArrowLeftIcon />
      </button>
      {pageItems(page, pageCount).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="pager__button"
            onClick={() => onChange(item)}
            disabled={disabled && item !== page}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('common.pageNumber', { page: item })}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="pager__button"
        onClick={() => onChange(page + 1)}
        disabled={disabled || page >= pageCount}
        aria-label={t('common.nextPage')}
      >
        <ArrowRightIcon />
      </button>
    </nav>
  );
}
