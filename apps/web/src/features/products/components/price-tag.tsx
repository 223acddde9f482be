import type { ProductSetting } from '@miao/contracts/products';
import { useLanguage } from '@/hooks/use-language';
import { priceView } from '@/features/products/lib/price';
import { useTranslation } from '@/lib/use-translation';

/**
 * The page mode's price (issue 18): CNY on cn pages, USD on en pages; a range reads "from" its
 * lowest; nothing when staff set none or the settings have not arrived.
 */
export function PriceTag(props: { setting: ProductSetting; loaded: boolean; className?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const price = props.loaded ? priceView(props.setting, language) : null;
  if (!price) return null;
  return (
    <p className={`price-tag${props.className ? ` ${props.className}` : ''}`} data-testid="price">
      <span className="visually-hidden">{t('products.price.label')}: </span>
      {price.from ? t('products.price.from', { amount: price.amount }) : price.amount}
    </p>
  );
}
