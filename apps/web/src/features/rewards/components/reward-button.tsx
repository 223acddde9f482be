import type { Reward, RewardInfo } from '@miao/contracts/rewards';
import type { TaskDetail } from '@miao/contracts/tasks';
import { useState } from 'react';
import { useRewards } from '@/features/rewards/api/get-rewards';
import {
  mayChangeReward,
  mayCreateReward,
  poolAvailable,
  type RewardViewer,
} from '@/features/rewards/utils/reward-rules';
import { useTranslation } from '@/lib/use-translation';
import { RewardDialog } from './reward-dialog';

function GiftIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="4" y="9" width="16" height="11" rx="1.5" />
      <path d="M3.5 9h17M12 9v11M12 9S10.8 4.5 8.5 4.5a2.2 2.2 0 0 0 0 4.5M12 9s1.2-4.5 3.5-4.5a2.2 2.2 0 0 1 0 4.5" />
    </svg>
  );
}

/**
 * The reward action of one comment: "Reward" for those allowed (spec 6), "Edit reward" while a
 * reward is still processing; nothing otherwise.
 */
export function RewardButton(props: {
  task: Pick<TaskDetail, 'id' | 'user_id' | 'status' | 'remaining_number' | 'chain'>;
  viewer: RewardViewer;
  comment: {
    id: number;
    authorId: number;
    authorName: string;
    isDeleted: boolean;
    reward: RewardInfo | null;
  };
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { task, viewer, comment } = props;
  const canCreate = mayCreateReward(viewer, task, comment);
  const canChange = !!comment.reward && mayChangeReward(viewer, task, comment.reward);
  const rewards = useRewards(task.id, { enabled: open });
  if (!canCreate && !canChange) return null;
  const list: Reward[] | undefined = rewards.data?.results;
  return (
    <>
      <button type="button" className={props.className} onClick={() => setOpen(true)}>
        <GiftIcon /> {canChange ? t('comments.reward.edit') : t('comments.reward.action')}
      </button>
      {open ? (
        <RewardDialog
          taskId={task.id}
          commentId={comment.id}
          authorId={comment.authorId}
          authorName={comment.authorName}
          coinName={task.chain.coin_name}
          available={poolAvailable(task.remaining_number, list, comment.reward?.id)}
          reward={canChange ? (comment.reward ?? undefined) : undefined}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
