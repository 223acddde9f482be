import type { TaskDetail } from '@miao/contracts/tasks';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Dialog } from '@/components/ui/dialog';
import { useRewards } from '@/features/rewards/api/get-rewards';
import { useSendBatchReward } from '@/features/rewards/api/send-batch-reward';
import { mayBatchReward, type RewardViewer } from '@/features/rewards/utils/reward-rules';
import { useTranslation } from '@/lib/use-translation';

/**
 * Spec 4 batch reward: for users allowed task.reward, on a closed task whose first reward entry is
 * still processing. Confirmed in a dialog; success shows a message.
 */
export function BatchRewardButton({
  task,
  viewer,
}: {
  task: Pick<TaskDetail, 'id' | 'status' | 'chain'>;
  viewer: RewardViewer;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const rewards = useRewards(task.id, { enabled: viewer.signedIn && task.status === 'closed' });
  const send = useSendBatchReward();
  const list = rewards.data?.results;
  if (!mayBatchReward(viewer, task, list)) return null;
  const pending = (list ?? []).filter((r) => r.status === 'processing');
  const total = pending.reduce((sum, r) => sum + r.number, 0);

  const confirm = async () => {
    try {
      const answer = await send.mutateAsync(task.id);
      toast.success(
        t('comments.batch.sent', {
          count: answer.count,
          number: answer.sent_number,
          coin: task.chain.coin_name,
        }),
      );
      setConfirming(false);
    } catch {
      setConfirming(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--primary batch-reward"
        onClick={() => setConfirming(true)}
      >
        {t('comments.batch.action')}
      </button>
      {confirming ? (
        <Dialog
          title={t('comments.batch.title')}
          onClose={() => setConfirming(false)}
          footer={
            <>
              <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void confirm()}
                disabled={send.isPending}
              >
                {send.isPending ? t('comments.batch.sending') : t('comments.batch.confirm')}
              </button>
            </>
          }
        >
          <p>
            {t('comments.batch.body', { count: pending.length, number: total, coin: task.chain.coin_name })}
          </p>
        </Dialog>
      ) : null}
    </>
  );
}
