import type { OrderStatus } from '@miao/contracts/orders';
import { useTranslation } from 'react-i18next';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={`tag order-status order-status--${status}`}>{t(`orders.status.${status}`)}</span>;
}
