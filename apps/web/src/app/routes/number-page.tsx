import { usePageHandle } from '@/app/use-page-info';
import { NumberSelection } from '@/features/numbers/components/number-selection';
import '@/features/numbers/numbers.css';
import { useTranslation } from '@/lib/use-translation';

/** `/am-hatsu/number/` (spec 2): the limited edition's number queue; the route's slug names the queue. */
export function NumberPageRoute() {
  const { t } = useTranslation();
  const handle = usePageHandle();
  const activity = handle.slug ?? 'am-hatsu';
  const product = t(`product.${activity}`, { defaultValue: activity.toUpperCase() });
  return (
    <section className="number-page" aria-labelledby="number-page-title">
      <header>
        <p className="eyebrow">{t('numbers.page.eyebrow')}</p>
        <h1 id="number-page-title" className="number-page__title">
          {t('route.numberSelection', { product })}
        </h1>
      </header>
      <NumberSelection activity={activity} productName={product} />
    </section>
  );
}

export { NumberPageRoute as Component };
