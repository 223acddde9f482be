import type { ProductSetting } from '@miao/contracts/products';
import { useLanguage } from '@/hooks/use-language';
import { priceView, scheduleView } from '@/features/products/lib/price';
import { useTranslation } from '@/lib/use-translation';
import { PriceTag } from './price-tag';

/** In stock: "ships within N days" (issue 18 shipping estimate); nothing when staff set none. */
function Dispatch({ days }: { days: number }) {
  const { t } = useTranslation();
  return (
    <p className="purchase-facts__shipping">
      {days === 0 ? t('products.shipping.dispatchToday') : t('products.shipping.dispatch', { count: days })}
    </p>
  );
}

/**
 * What a landing page says about buying (issue 18), in the page mode: the price; in stock the
 * dispatch estimate; in a group buy (GB) the order window, the estimated shipping month and the
 * deposit rule of spec 4 and 9 with the deposit of the price. `compact` (the hero) shows the
 * price and the shipping line only.
 */
export function PurchaseFacts(props: {
  setting: ProductSetting | undefined;
  loaded: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { setting, loaded } = props;
  if (!setting || !loaded) return null;
  const price = priceView(setting, language);
  const { gb, dispatchDays } = scheduleView(setting, language);
  const status = language === 'cn' ? setting.cn_status : setting.overseas_status;
  const shipping =
    dispatchDays !== null ? (
      <Dispatch days={dispatchDays} />
    ) : gb?.shipMonth && props.compact ? (
      <p className="purchase-facts__shipping">{t('products.shipping.month', { month: gb.shipMonth })}</p>
    ) : null;
  if (props.compact) {
    if (!price && !shipping) return null;
    return (
      <div className="purchase-facts purchase-facts--compact">
        <PriceTag setting={setting} loaded={loaded} className="purchase-facts__price" />
        {shipping}
      </div>
    );
  }
  const groupBuy = status === 'GB';
  if (!price && !shipping && !groupBuy) return null;
  return (
    <div className="purchase-facts" data-testid="purchase-facts">
      <PriceTag setting={setting} loaded={loaded} className="purchase-facts__price" />
      {shipping}
      {groupBuy ? (
        <section className="purchase-facts__gb" aria-label={t('products.groupBuy.title')}>
          {gb ? (
            <dl className="gb-timeline" data-testid="gb-timeline">
              {gb.start ? (
                <div className="gb-timeline__step">
                  <dt>{t('products.groupBuy.opens')}</dt>
                  <dd>{gb.start}</dd>
                </div>
              ) : null}
              {gb.end ? (
                <div className="gb-timeline__step">
                  <dt>{t('products.groupBuy.closes')}</dt>
                  <dd>{gb.end}</dd>
                </div>
              ) : null}
              {gb.shipMonth ? (
                <div className="gb-timeline__step">
                  <dt>{t('products.groupBuy.ships')}</dt>
                  <dd>{gb.shipMonth}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {price ? (
            <p className="purchase-facts__deposit" data-testid="deposit">
              {price.from
                ? t('products.groupBuy.depositAmountFrom', { amount: price.deposit })
                : t('products.groupBuy.depositAmount', { amount: price.deposit })}
            </p>
          ) : null}
          <p className="purchase-facts__rule">{t('products.groupBuy.rule')}</p>
        </section>
      ) : null}
    </div>
  );
}
