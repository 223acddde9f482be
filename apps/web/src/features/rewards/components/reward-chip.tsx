import type { RewardInfo } from '@miao/contracts/rewards';
import { formatRewardNumber } from '@/features/rewards/utils/reward-amount';
import { useTranslation } from '@/lib/use-translation';

/** The reward a comment received: `+N` (floored, spec 9) and whether it is sent or still processing. */
export function RewardChip({ reward, coinName }: { reward: RewardInfo; coinName: string }) {
  const { t } = useTranslation();
  const status = reward.status === 'sent' ? t('comments.reward.sent') : t('comments.reward.processing');
  return (
    <span
      className={`reward-chip reward-chip--${reward.status}`}
      title={`${formatRewardNumber(reward.number)} ${coinName} · ${status}`}
    >
      <span className="reward-chip__number mono">{formatRewardNumber(reward.number)}</span>
      <span className="reward-chip__coin">{coinName}</span>
      <span className="visually-hidden">{status}</span>
    </span>
  );
}
