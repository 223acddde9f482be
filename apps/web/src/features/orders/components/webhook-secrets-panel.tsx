import type { OrderStore, OrderWebhookRotation } from '@miao/contracts/orders';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { QueryState } from '@/components/ui/state-panels';
import { useLanguage } from '@/hooks/use-language';
import { formatDate } from '@/lib/dates';
import { StaffPanel } from '@/features/staff/components/staff-panel';
import { useRotateWebhookSecret, useWebhookSecrets } from '@/features/orders/api/webhook-secrets';
import { useTranslation } from '@/lib/use-translation';

/**
 * Staff: each store's webhook secret (decision 018). Rotating answers a new secret once, to paste
 * into the store's webhook settings; the previous one keeps working for 24 hours meanwhile.
 */
export function WebhookSecretsPanel() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const secrets = useWebhookSecrets();
  const rotate = useRotateWebhookSecret();
  const [asking, setAsking] = useState<OrderStore | null>(null);
  const [shown, setShown] = useState<OrderWebhookRotation | null>(null);
  const when = (iso: string | null) => (iso ? formatDate(iso, language, 'YYYY-MM-DD HH:mm') : '—');

  return (
    <StaffPanel title={t('orders.webhooks.title')} lead={t('orders.webhooks.lead')}>
      <QueryState query={secrets}>
        {(list) => (
          <ul className="staff-webhooks">
            {list.map((status) => (
              <li
                key={status.store}
                className="staff-webhooks__store"
                data-testid={`webhook-${status.store}`}
              >
                <div>
                  <h3>{t(`orders.store.${status.store}`)}</h3>
                  <p>
                    {t(`orders.webhooks.source.${status.source}`)}
                    {status.ending && ` · ${t('orders.webhooks.ending', { ending: status.ending })}`}
                  </p>
                  {status.rotated_at && (
                    <p>{t('orders.webhooks.rotatedAt', { at: when(status.rotated_at) })}</p>
                  )}
                  {status.previous_valid_until && (
                    <p>{t('orders.webhooks.overlap', { until: when(status.previous_valid_until) })}</p>
                  )}
                </div>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={rotate.isPending}
                  onClick={() => setAsking(status.store)}
                >
                  {t('orders.webhooks.rotate')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {shown && (
        <div className="staff-webhooks__new" role="status">
          <p>{t('orders.webhooks.newSecret', { store: t(`orders.store.${shown.store}`) })}</p>
          <code data-testid="webhook-new-secret">{shown.secret}</code>
          <CopyButton text={shown.secret} label={t('orders.webhooks.copy')} />
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setShown(null)}
          >
            {t('orders.webhooks.done')}
          </button>
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={t('orders.webhooks.confirmTitle')}
          confirmLabel={t('orders.webhooks.rotate')}
          pending={rotate.isPending}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            rotate.mutate(asking, {
              onSuccess: (rotation) => {
                setShown(rotation);
                setAsking(null);
              },
            })
          }
        >
          <p>{t('orders.webhooks.confirm', { store: t(`orders.store.${asking}`) })}</p>
        </ConfirmDialog>
      )}
    </StaffPanel>
  );
}
