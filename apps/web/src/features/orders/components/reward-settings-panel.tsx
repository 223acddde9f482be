import { COIN_NUMBER_MAX } from '@miao/contracts/limits';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ErrorState, Skeleton } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { StaffPanel } from '@/features/staff/components/staff-panel';
import { useRewardSettings } from '@/features/orders/api/get-reward-settings';
import { useUpdateRewardSettings } from '@/features/orders/api/update-reward-settings';
import { useTranslation } from '@/lib/use-translation';

const whole = (value: string) => (/^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : NaN);

/** Staff: the MIAO COIN an order pays per unit of each product, and the invited reward. */
export function RewardSettingsPanel() {
  const { t } = useTranslation();
  const uid = useId();
  const settings = useRewardSettings();
  const save = useUpdateRewardSettings();
  const [invited, setInvited] = useState('');
  const [rewards, setRewards] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    if (!settings.data) return;
    setInvited(String(settings.data.invited_reward));
    setRewards(Object.fromEntries(settings.data.products.map((p) => [p.code, String(p.order_reward)])));
  }, [settings.data]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!settings.data || save.isPending) return;
    const invitedReward = whole(invited);
    const products = settings.data.products.map((p) => ({
      code: p.code,
      order_reward: whole(rewards[p.code] ?? '0'),
    }));
    const bad = (n: number) => !Number.isSafeInteger(n) || n < 0 || n > COIN_NUMBER_MAX;
    if (bad(invitedReward) || products.some((p) => bad(p.order_reward))) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const changed = products.filter(
      (p) => p.order_reward !== settings.data.products.find((s) => s.code === p.code)?.order_reward,
    );
    save.mutate(
      { invited_reward: invitedReward, products: changed },
      { onSuccess: () => toast.success(t('orders.rewards.saved')) },
    );
  };

  return (
    <StaffPanel title={t('orders.rewards.title')} lead={t('orders.rewards.lead')}>
      {settings.isPending ? (
        <Skeleton lines={6} />
      ) : settings.isError ? (
        <ErrorState
          message={
            settings.error instanceof ApiError ? settings.error.displayMessage : t('common.loadFailed')
          }
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <form className="reward-settings" onSubmit={onSubmit} noValidate>
          <div className="form__field">
            <label className="form__label" htmlFor={`${uid}-invited`}>
              {t('orders.rewards.invited')}
            </label>
            <input
              id={`${uid}-invited`}
              className="input reward-settings__number"
              inputMode="numeric"
              value={invited}
              onChange={(e) => setInvited(e.target.value)}
            />
            <p className="form__hint">{t('orders.rewards.invitedHint')}</p>
          </div>
          <div className="staff-table__scroll">
            <table className="staff-table">
              <caption className="visually-hidden">{t('orders.rewards.perProduct')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('orders.rewards.product')}</th>
                  <th scope="col">{t('orders.rewards.perUnit')}</th>
                </tr>
              </thead>
              <tbody>
                {settings.data.products.map((p) => (
                  <tr key={p.code}>
                    <th scope="row">
                      {p.name} <span className="mono">({p.code})</span>
                    </th>
                    <td>
                      <input
                        className="input reward-settings__number"
                        inputMode="numeric"
                        aria-label={t('orders.rewards.rewardFor', { name: p.name })}
                        value={rewards[p.code] ?? '0'}
                        onChange={(e) => setRewards((r) => ({ ...r, [p.code]: e.target.value }))}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {invalid ? (
            <p className="form__error" role="alert">
              {t('orders.rewards.invalid')}
            </p>
          ) : null}
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {save.isPending ? t('common.saving') : t('common.save')}
            </button>
          </div>
        </form>
      )}
    </StaffPanel>
  );
}
