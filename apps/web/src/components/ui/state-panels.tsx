import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';

/** Placeholder blocks while data loads (DESIGN.md: skeletons while loading). */
export function Skeleton({ lines = 3, label }: { lines?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton__line" style={{ width: `${90 - i * 17}%` }} />
      ))}
    </div>
  );
}

/** The translated message and a retry (DESIGN.md: error states). */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state-panel" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** A sentence and an action (DESIGN.md: empty states). */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="state-panel state-panel--empty">
      <p>{children}</p>
      {action}
    </div>
  );
}

/** A section whose feature arrives with a later issue. */
export function ComingSoonCard(props: { title: string; body: string; icon?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="card card--placeholder" aria-label={props.title}>
      <header className="card__header">
        {props.icon ? <span className="card__icon">{props.icon}</span> : null}
        <h2 className="card__title">{props.title}</h2>
        <span className="tag tag--muted">{t('common.comingSoon')}</span>
      </header>
      <p className="card__body">{props.body}</p>
    </section>
  );
}

/** A query's data once loaded: a skeleton while pending, the error with a retry when it failed. */
export function QueryState<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: T; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton lines={3} />;
  if (query.isError || query.data === undefined)
    return <ErrorState message={t('common.loadFailed')} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
