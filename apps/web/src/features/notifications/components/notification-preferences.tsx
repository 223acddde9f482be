import { NOTIFICATION_ACTIONS, type NotificationAction } from '@miao/contracts/notification-rules';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ErrorState, Skeleton } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '@/features/notifications/api/notification-preferences';
import '@/features/notifications/notifications.css';
import { useTranslation } from '@/lib/use-translation';

/**
 * Issue 18: which notifications are e-mailed, plus "no e-mails". The choice is kept server-side; the
 * mail job reads it when it runs. `id="notification-preferences"` is the anchor the mails link to.
 */
export function NotificationPreferencesCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const preferences = useNotificationPreferences();
  const save = useUpdateNotificationPreferences();
  const [mailEnabled, setMailEnabled] = useState(true);
  const [actions, setActions] = useState<NotificationAction[]>([]);

  useEffect(() => {
    if (!preferences.data) return;
    setMailEnabled(preferences.data.mail_enabled);
    setActions(preferences.data.actions);
  }, [preferences.data]);

  const toggle = (action: NotificationAction) =>
    setActions((current) =>
      current.includes(action) ? current.filter((a) => a !== action) : [...current, action],
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { mail_enabled: mailEnabled, actions: NOTIFICATION_ACTIONS.filter((a) => actions.includes(a)) },
      { onSuccess: () => toast.success(t('notifications.preferences.saved')) },
    );
  };

  let body;
  if (preferences.isPending) body = <Skeleton lines={3} />;
  else if (preferences.isError)
    body = (
      <ErrorState
        message={
          preferences.error instanceof ApiError ? preferences.error.displayMessage : t('common.loadFailed')
        }
        onRetry={() => void preferences.refetch()}
      />
    );
  else {
    const { email } = preferences.data;
    body = (
      <form className="mail-preferences" onSubmit={onSubmit} aria-describedby={hintId}>
        <p id={hintId} className="mail-preferences__hint">
          {email ? t('notifications.preferences.sentTo', { email }) : t('notifications.preferences.noEmail')}
        </p>
        <label className="mail-preferences__switch">
          <input
            type="checkbox"
            role="switch"
            checked={mailEnabled}
            onChange={(e) => setMailEnabled(e.target.checked)}
          />
          <span>{t('notifications.preferences.mailEnabled')}</span>
        </label>
        <fieldset className="mail-preferences__kinds" disabled={!mailEnabled}>
          <legend>{t('notifications.preferences.kinds')}</legend>
          {NOTIFICATION_ACTIONS.map((action) => (
            <label key={action} className="mail-preferences__kind">
              <input type="checkbox" checked={actions.includes(action)} onChange={() => toggle(action)} />
              <span>{t(`notifications.preferences.kind.${action}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="mail-preferences__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t('notifications.preferences.saving') : t('notifications.preferences.save')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <section id="notification-preferences" className="card" aria-labelledby={titleId}>
      <header className="card__header">
        <h2 id={titleId} className="card__title">
          {t('notifications.preferences.title')}
        </h2>
      </header>
      {body}
    </section>
  );
}
