import { useId } from 'react';
import { LocalLink } from '@/components/ui/local-link';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { useStringSet } from '@/locales/string-sets';
import { useMyNumbers } from '@/features/numbers/api/get-my-numbers';
import '@/features/numbers/numbers.css';

/** The user center's spec 7 "nft-number info": the member's limited-edition numbers and places in line. */
export function MyNumbersCard() {
  const { t, i18n } = useTranslation();
  useStringSet(i18n, 'numbers');
  const titleId = useId();
  const mine = useMyNumbers({ enabled: true });
  return (
    <section className="card my-numbers" aria-labelledby={titleId}>
      <header className="card__header">
        <h2 id={titleId} className="card__title">
          {t('numbers.mine.title')}
        </h2>
      </header>
      {mine.isPending ? (
        <Skeleton lines={2} />
      ) : mine.isError ? (
        <ErrorState
          message={mine.error instanceof ApiError ? mine.error.displayMessage : t('common.loadFailed')}
          onRetry={() => void mine.refetch()}
        />
      ) : mine.data.results.length === 0 ? (
        <EmptyState>{t('numbers.mine.empty')}</EmptyState>
      ) : (
        <ul className="my-numbers__list">
          {mine.data.results.map((e) => (
            <li key={`${e.activity}-${e.order_no}`} className="my-numbers__item" data-testid="my-number">
              <span className="my-numbers__product">
                {t(`product.${e.product_code}`, { defaultValue: e.product_code })}
              </span>
              <span className="mono">{e.order_no}</span>
              <span className={`number-status number-status--${e.status}`}>
                {t(`numbers.status.${e.status}`)}
              </span>
              <strong className="my-numbers__value mono">
                {e.number !== null
                  ? t('numbers.mine.number', { number: e.number })
                  : e.position !== null
                    ? t('numbers.mine.position', { position: e.position })
                    : ''}
              </strong>
              <LocalLink to={`/${e.activity}/number/`} className="my-numbers__link">
                {t('numbers.mine.open')}
              </LocalLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
