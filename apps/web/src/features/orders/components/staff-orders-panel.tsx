import { ORDER_STATUSES, ORDER_STORES, type OrderStatus, type OrderStore } from '@miao/contracts/orders';
import { useCallback, useId, useState } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { StaffPagedList, StaffPanel } from '@/features/staff/components/staff-panel';
import { formatStaffTime } from '@/features/staff/utils/format';
import { useStaffOrders, type StaffOrderRow } from '@/features/orders/api/get-staff-orders';
import { formatMoney } from '@/features/orders/utils/format';
import { useTranslation } from '@/lib/use-translation';
import { OrderImportDialog } from './order-import-dialog';
import { OrderStatusTag } from './order-status-tag';
import { StaffOrderDialog } from './staff-order-dialog';

/** Staff: every order, filtered by status and store, the CSV import and each order's detail. */
export function StaffOrdersPanel() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const uid = useId();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [store, setStore] = useState<OrderStore | ''>('');
  const [q, setQ] = useState('');
  const [importing, setImporting] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const closeImport = useCallback(() => setImporting(false), []);
  const closeDetail = useCallback(() => setOpen(null), []);
  const list = useStaffOrders({
    page_number: page,
    status: status || undefined,
    store: store || undefined,
    q: q.trim() || undefined,
  });

  return (
    <StaffPanel
      title={t('orders.staff.title')}
      lead={t('orders.staff.lead')}
      actions={
        <button
          type="button"
          className="button button--primary"
          onClick={() => setImporting(true)}
          aria-haspopup="dialog"
        >
          {t('orders.import.open')}
        </button>
      }
    >
      <div className="staff-orders__filters">
        <label className="form__label" htmlFor={`${uid}-status`}>
          {t('orders.staff.status')}
        </label>
        <select
          id={`${uid}-status`}
          className="input"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as OrderStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('orders.staff.all')}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`orders.status.${s}`)}
            </option>
          ))}
        </select>
        <label className="form__label" htmlFor={`${uid}-store`}>
          {t('orders.staff.store')}
        </label>
        <select
          id={`${uid}-store`}
          className="input"
          value={store}
          onChange={(e) => {
            setStore(e.target.value as OrderStore | '');
            setPage(1);
          }}
        >
          <option value="">{t('orders.staff.all')}</option>
          {ORDER_STORES.map((s) => (
            <option key={s} value={s}>
              {t(`orders.store.${s}`)}
            </option>
          ))}
        </select>
        <label className="form__label" htmlFor={`${uid}-q`}>
          {t('orders.staff.search')}
        </label>
        <input
          id={`${uid}-q`}
          className="input"
          value={q}
          maxLength={80}
          placeholder={t('orders.staff.searchPlaceholder')}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
      </div>
      <StaffPagedList<StaffOrderRow & { id: number }>
        query={list}
        caption={t('orders.staff.title')}
        empty={t('orders.staff.empty')}
        columns={[
          t('orders.staff.columns.orderNo'),
          t('orders.staff.columns.status'),
          t('orders.staff.columns.store'),
          t('orders.staff.columns.buyer'),
          t('orders.staff.columns.total'),
          t('orders.staff.columns.paidAt'),
          t('orders.staff.columns.owner'),
          '',
        ]}
        page={page}
        onPage={setPage}
        pagesLabel={t('orders.staff.pages')}
        row={(order) => (
          <tr key={order.id}>
            <th scope="row" data-label={t('orders.staff.columns.orderNo')} className="mono">
              {order.order_no}
            </th>
            <td data-label={t('orders.staff.columns.status')}>
              <OrderStatusTag status={order.status} />
            </td>
            <td data-label={t('orders.staff.columns.store')}>{t(`orders.store.${order.store}`)}</td>
            <td data-label={t('orders.staff.columns.buyer')}>
              {order.buyer_email ?? order.buyer_phone ?? ''}
            </td>
            <td data-label={t('orders.staff.columns.total')}>
              {formatMoney(order.total_amount, order.currency, language)}
            </td>
            <td data-label={t('orders.staff.columns.paidAt')}>{formatStaffTime(order.paid_at, language)}</td>
            <td data-label={t('orders.staff.columns.owner')}>{order.owner?.nickname ?? '—'}</td>
            <td>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setOpen(order.order_no)}
                aria-haspopup="dialog"
                aria-label={t('orders.staff.detailOf', { no: order.order_no })}
              >
                {t('orders.staff.detail')}
              </button>
            </td>
          </tr>
        )}
      />
      {importing ? <OrderImportDialog onClose={closeImport} /> : null}
      {open ? <StaffOrderDialog orderNo={open} onClose={closeDetail} /> : null}
    </StaffPanel>
  );
}
