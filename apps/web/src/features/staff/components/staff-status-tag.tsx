import type { ProductStatus } from '@miao/contracts/products';
import { useTranslation } from '@/lib/use-translation';

/**
 * A product status as staff need to tell them apart (the site shows GB and restock alike as
 * pre-order): DESIGN.md colours, amber for pre-orders, green in stock, grey sold out.
 */
export function StaffStatusTag({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return <span className={`tag staff-status staff-status--${status}`}>{t(`staff.status.${status}`)}</span>;
}
