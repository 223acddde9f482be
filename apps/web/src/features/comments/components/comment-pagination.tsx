import { useTranslation } from '@/lib/use-translation';

/** Page numbers to show: first, last, and a window around the current one, gaps as null. */
export function pageWindow(current: number, total: number, around = 1): (number | null)[] {
  const pages = new Set<number>([1, total]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Desktop: numbered pages of the top-level comments (spec 2). */
export function CommentPagination(props: { page: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const { page, total } = props;
  if (total <= 1) return null;
  return (
    <nav className="comment-pages" aria-label={t('comments.pages')}>
      <button
        type="button"
        className="comment-pages__step"
        onClick={() => props.onChange(page - 1)}
        disabled={page <= 1}
      >
        {t('comments.previous')}
      </button>
      <ol className="comment-pages__list">
        {pageWindow(page, total).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="comment-pages__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={`comment-pages__page${p === page ? ' is-current' : ''}`}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('comments.page', { page: p })}
                onClick={() => props.onChange(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="comment-pages__step"
        onClick={() => props.onChange(page + 1)}
        disabled={page >= total}
      >
        {t('comments.next')}
      </button>
    </nav>
  );
}
