import { Dialog } from '@/components/ui/dialog';
import { ErrorState, Skeleton } from '@/components/ui/state-panels';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { formatStaffTime } from '@/features/staff/utils/format';
import { useStaffOrder } from '@/features/orders/api/get-staff-order';
import { formatMoney } from '@/features/orders/utils/format';
import { useTranslation } from '@/lib/use-translation';
import { OrderStatusTag } from './order-status-tag';

/** One order for staff: items, buyer, owner, the reward and invite ledger entries, the events. */
export function StaffOrderDialog({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const order = useStaffOrder(orderNo);
  return (
    <Dialog title={t('orders.staff.detailTitle', { no: orderNo })} onClose={onClose}>
      {order.isPending ? (
        <Skeleton lines={5} />
      ) : order.isError ? (
        <ErrorState
          message={order.error instanceof ApiError ? order.error.displayMessage : t('common.loadFailed')}
          onRetry={() => void order.refetch()}
        />
      ) : (
        <div className="staff-order">
          <dl className="staff-order__facts">
            <dt>{t('orders.staff.columns.status')}</dt>
            <dd>
              <OrderStatusTag status={order.data.status} />
            </dd>
            <dt>{t('orders.staff.columns.store')}</dt>
            <dd>{t(`orders.store.${order.data.store}`)}</dd>
            <dt>{t('orders.staff.columns.buyer')}</dt>
            <dd>{order.data.buyer_email ?? order.data.buyer_phone ?? ''}</dd>
            <dt>{t('orders.staff.columns.owner')}</dt>
            <dd>
              {order.data.owner
                ? `${order.data.owner.nickname || t('common.anonymous')} (#${order.data.owner.id})${
                    order.data.claimed ? ` · ${t('orders.staff.claimed')}` : ''
                  }`
                : '—'}
            </dd>
            <dt>{t('orders.staff.columns.total')}</dt>
            <dd>{formatMoney(order.data.total_amount, order.data.currency, language)}</dd>
            <dt>{t('orders.staff.columns.paidAt')}</dt>
            <dd>{formatStaffTime(order.data.paid_at, language) || '—'}</dd>
          </dl>
          <h3 className="staff-order__heading">{t('orders.staff.items')}</h3>
          <ul className="staff-order__list">
            {order.data.items.map((i) => (
              <li key={i.product_code}>
                {i.product_name} <span className="mono">({i.product_code})</span> × {i.quantity} ·{' '}
                {formatMoney(i.amount, order.data.currency, language)}
              </li>
            ))}
          </ul>
          <h3 className="staff-order__heading">{t('orders.staff.rewards')}</h3>
          {order.data.rewards.length === 0 ? (
            <p className="form__hint">{t('orders.staff.noRewards')}</p>
          ) : (
            <ul className="staff-order__list" data-testid="staff-order-rewards">
              {order.data.rewards.map((r) => (
                <li key={r.kind}>
                  {t(`orders.rewardKind.${r.kind}`)} · {r.nickname || t('common.anonymous')} (#{r.user_id}) ·{' '}
                  <span className="mono">+{r.amount}</span> ·{' '}
                  {t('orders.staff.transaction', { id: r.transaction_id })}
                  {r.refunded
                    ? ` · ${t('orders.staff.refundedEntry', {
                        amount: r.refunded_amount,
                        owed: r.owed_amount,
                        id: r.refund_transaction_id ?? '—',
                      })}`
                    : ''}
                </li>
              ))}
            </ul>
          )}
          <h3 className="staff-order__heading">{t('orders.staff.events')}</h3>
          {order.data.events.length === 0 ? (
            <p className="form__hint">{t('orders.staff.noEvents')}</p>
          ) : (
            <ul className="staff-order__list">
              {order.data.events.map((e) => (
                <li key={e.event_id}>
                  <span className="mono">{e.type}</span> · <span className="mono">{e.event_id}</span> ·{' '}
                  {formatStaffTime(e.received_at, language)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}
