import type { Order } from '@miao/contracts/orders';
import { useCallback, useId, useState } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/state-panels';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { formatStaffTime } from '@/features/staff/utils/format';
import { pageCount } from '@/features/staff/utils/paging';
import { MY_ORDERS_PAGE_SIZE, useMyOrders } from '@/features/orders/api/get-my-orders';
import { formatMoney } from '@/features/orders/utils/format';
import { useTranslation } from '@/lib/use-translation';
import { ClaimOrderDialog } from './claim-order-dialog';
import { OrderStatusTag } from './order-status-tag';

function OrderRewards({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (order.rewards.length === 0) return null;
  return (
    <ul className="my-order__rewards">
      {order.rewards.map((r) => (
        <li key={r.kind} className={r.refunded ? 'is-refunded' : undefined}>
          {t(`orders.rewardKind.${r.kind}`)} <span className="mono">+{r.amount}</span> MIAO COIN
          {r.refunded ? ` · ${t('orders.rewardTakenBack', { amount: r.refunded_amount })}` : ''}
          {r.owed_amount > 0 ? ` · ${t('orders.rewardOwed', { amount: r.owed_amount })}` : ''}
        </li>
      ))}
    </ul>
  );
}

function OrderItem({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <li className="my-order" data-testid="my-order">
      <div className="my-order__head">
        <span className="my-order__no mono">{order.order_no}</span>
        <OrderStatusTag status={order.status} />
      </div>
      <p className="my-order__items">
        {order.items.map((i) => `${i.product_name} × ${i.quantity}`).join(', ')}
      </p>
      <p className="my-order__meta">
        <span>{formatMoney(order.total_amount, order.currency, language)}</span>
        <span>{t(`orders.store.${order.store}`)}</span>
        {order.paid_at ? (
          <span>{t('orders.paidAt', { time: formatStaffTime(order.paid_at, language) })}</span>
        ) : null}
      </p>
      <OrderRewards order={order} />
    </li>
  );
}

/** The user center's "My orders": orders bought with the member's contact or claimed, and Claim. */
export function MyOrdersCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [claiming, setClaiming] = useState(false);
  const closeClaim = useCallback(() => setClaiming(false), []);
  const orders = useMyOrders(page);

  return (
    <section className="card my-orders" aria-labelledby={titleId}>
      <header className="card__header">
        <h2 id={titleId} className="card__title">
          {t('orders.mine.title')}
        </h2>
        <button
          type="button"
          className="button button--secondary my-orders__claim"
          onClick={() => setClaiming(true)}
          aria-haspopup="dialog"
        >
          {t('orders.claim.open')}
        </button>
      </header>
      {orders.isPending ? (
        <Skeleton lines={3} />
      ) : orders.isError ? (
        <ErrorState
          message={orders.error instanceof ApiError ? orders.error.displayMessage : t('common.loadFailed')}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.results.length === 0 ? (
        <EmptyState>{t('orders.mine.empty')}</EmptyState>
      ) : (
        <>
          <ul className="my-orders__list">
            {orders.data.results.map((order) => (
              <OrderItem key={order.order_no} order={order} />
            ))}
          </ul>
          {orders.data.count > MY_ORDERS_PAGE_SIZE ? (
            <Pagination
              page={page}
              pageCount={pageCount(orders.data.count, MY_ORDERS_PAGE_SIZE)}
              onChange={setPage}
              label={t('orders.mine.pages')}
              disabled={orders.isFetching}
            />
          ) : null}
        </>
      )}
      {claiming ? <ClaimOrderDialog onClose={closeClaim} /> : null}
    </section>
  );
}
