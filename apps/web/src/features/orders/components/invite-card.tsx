import { useId } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { ErrorState, Skeleton } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { UserName } from '@/features/users/components/user-name';
import { useMyInvite } from '@/features/orders/api/get-my-invite';
import { useTranslation } from '@/lib/use-translation';

/** The member's invite link to copy and how many joined through it. */
export function InviteCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const invite = useMyInvite();
  return (
    <section className="card invite-card" aria-labelledby={titleId}>
      <header className="card__header">
        <h2 id={titleId} className="card__title">
          {t('orders.invite.title')}
        </h2>
      </header>
      {invite.isPending ? (
        <Skeleton lines={2} />
      ) : invite.isError ? (
        <ErrorState
          message={invite.error instanceof ApiError ? invite.error.displayMessage : t('common.loadFailed')}
          onRetry={() => void invite.refetch()}
        />
      ) : (
        <div className="invite-card__body">
          <p className="invite-card__lead">{t('orders.invite.lead')}</p>
          <div className="invite-card__link">
            <code className="mono" data-testid="invite-link">
              {invite.data.link}
            </code>
            <CopyButton text={invite.data.link} label={t('orders.invite.copy')} />
          </div>
          <p className="invite-card__joined" data-testid="invite-joined">
            {t('orders.invite.joined', { count: invite.data.joined })}
          </p>
          {invite.data.invited_by ? (
            <p className="invite-card__by">
              {t('orders.invite.invitedBy')} <UserName nickname={invite.data.invited_by.nickname} />
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
