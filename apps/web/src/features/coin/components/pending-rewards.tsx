import type { Chain } from '@miao/contracts/coin';
import { LocalLink } from '@/components/ui/local-link';
import type { Language } from '@/lib/language';
import { coinName } from '@/features/coin/api/get-chains';
import { formatCoinCount, formatRecordTime } from '@/features/coin/utils/format';
import { usePendingRewards } from '@/features/rewards/api/get-pending-rewards';
import { useTranslation } from '@/lib/use-translation';

/**
 * Rewards promised to the member's comments and not yet paid, above the balance history: spec 4
 * pays them only when the sponsor's task is closed and the payout is sent, and without this they
 * looked lost (issue 18). Nothing shows when none wait.
 */
export function PendingRewards(props: { chains: readonly Chain[] | undefined; language: Language }) {
  const { t } = useTranslation();
  const pending = usePendingRewards();
  const results = pending.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <div className="coin-pending">
      <h3 className="coin-pending__title">{t('coin.pendingTitle')}</h3>
      <ul className="coin-history__list">
        {results.map((r) => (
          <li key={r.id} className="coin-record coin-record--pending">
            <div className="coin-record__main">
              <div className="coin-record__head">
                <span className="coin-record__type">{t('coin.types.reward')}</span>
                <span className="tag tag--pending">{t('tasks.winners.pending')}</span>
              </div>
              <p className="coin-record__desc">{t('coin.pendingEntry', { title: r.task_title })}</p>
              <p className="coin-record__remarks">
                {r.task_closed ? t('coin.pendingClosed') : t('coin.pendingOpen')}
              </p>
              <LocalLink to={`/tasks/${r.task_id}/`} className="coin-record__task">
                {t('coin.taskLink', { id: r.task_id })}
              </LocalLink>
            </div>
            <div className="coin-record__side">
              <span className="coin-record__amount coin-record__amount--pending">
                <span className="mono">+{formatCoinCount(r.number, props.language)}</span>{' '}
                <span className="coin-record__coin">{coinName(props.chains, r.coin_type_id)}</span>
              </span>
              <time className="coin-record__time" dateTime={r.create_time}>
                {formatRecordTime(r.create_time, props.language)}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
