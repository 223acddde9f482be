import { ORDER_CSV_COLUMNS, type OrderImportPreview } from '@miao/contracts/orders';
import { useId, useState, type ChangeEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useImportOrders } from '@/features/orders/api/import-orders';
import { usePreviewOrderImport } from '@/features/orders/api/preview-order-import';
import { useTranslation } from '@/lib/use-translation';

/** CSV import: choose a file, see every row with its problems, then import all (only when none). */
export function OrderImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<OrderImportPreview | null>(null);
  const check = usePreviewOrderImport();
  const commit = useImportOrders();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    setPreview(null);
    check.mutate(text, { onSuccess: setPreview });
  };
  const onImport = () => {
    commit.mutate(csv, {
      onSuccess: ({ imported }) => {
        toast.success(t('orders.import.done', { count: imported }));
        onClose();
      },
    });
  };
  const ready = preview !== null && preview.errors.length === 0 && preview.invalid === 0 && preview.valid > 0;

  return (
    <Dialog
      title={t('orders.import.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!ready || commit.isPending}
            onClick={onImport}
          >
            {t('orders.import.submit', { count: preview?.valid ?? 0 })}
          </button>
        </>
      }
    >
      <div className="order-import">
        <p className="form__hint">{t('orders.import.lead')}</p>
        <p className="form__hint mono">{ORDER_CSV_COLUMNS.join(',')}</p>
        <p className="form__hint">{t('orders.import.itemsHint')}</p>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-file`}>
            {t('orders.import.file')}
          </label>
          <input id={`${uid}-file`} type="file" accept=".csv,text/csv" onChange={(e) => void onFile(e)} />
        </div>
        {check.isPending ? <p className="form__hint">{t('orders.import.checking')}</p> : null}
        {preview ? (
          <>
            {preview.errors.map((e) => (
              <p key={e} className="form__error" role="alert">
                {t(`orders.import.fileErrors.${e}`)}
              </p>
            ))}
            <p className={preview.invalid > 0 ? 'form__error' : 'form__hint'} role="status">
              {t('orders.import.summary', { valid: preview.valid, invalid: preview.invalid })}
            </p>
            {preview.rows.length > 0 ? (
              <div className="staff-table__scroll">
                <table className="staff-table order-import__table">
                  <caption className="visually-hidden">{t('orders.import.title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('orders.import.line')}</th>
                      <th scope="col">{t('orders.staff.columns.orderNo')}</th>
                      <th scope="col">{t('orders.staff.columns.buyer')}</th>
                      <th scope="col">{t('orders.import.items')}</th>
                      <th scope="col">{t('orders.import.problems')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.rows.map((row) => (
                      <tr key={row.line} className={row.errors.length > 0 ? 'is-invalid' : undefined}>
                        <th scope="row">{row.line}</th>
                        <td className="mono">{row.order_no}</td>
                        <td>{row.buyer}</td>
                        <td className="mono">{row.items}</td>
                        <td>
                          {row.errors.length === 0
                            ? t('orders.import.ok')
                            : row.errors.map((e) => t(`orders.import.rowErrors.${e}`)).join('; ')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
