import type { OrderStatus } from '@miao/contracts/orders';
import { useTranslation } from '@/lib/use-translation';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={`tag order-status order-status--${status}`}>{t(`orders.status.${status}`)}</span>;
}
