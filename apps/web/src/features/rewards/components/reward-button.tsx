import type { Reward, RewardInfo } from '@miao/contracts/rewards';
import type { TaskDetail } from '@miao/contracts/tasks';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useRewards } from '@/features/rewards/api/get-rewards';
import {
  mayChangeReward,
  mayCreateReward,
  poolAvailable,
  type RewardViewer,
} from '@/features/rewards/utils/reward-rules';
import { useLanguage } from '@/hooks/use-language';
import { signInHref } from '@/lib/redirect';
import { useSession } from '@/lib/session';
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
 * reward is still processing; nothing otherwise. A visitor sees "Reward" where a member could
 * reward (a processing task, a comment not deleted and not yet rewarded): it leads to sign-in and
 * back to the task (issue 38). While a returning member's session is being renewed, nothing shows,
 * as on the server, so the button does not appear and vanish.
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
  const { status } = useSession();
  const { prefix } = useLanguage();
  const location = useLocation();
  const { task, viewer, comment } = props;
  const canCreate = mayCreateReward(viewer, task, comment);
  const canChange = !!comment.reward && mayChangeReward(viewer, task, comment.reward);
  const rewards = useRewards(task.id, { enabled: open });
  if (status === 'signed-out' && task.status === 'processing' && !comment.isDeleted && !comment.reward) {
    return (
      <a className={props.className} href={signInHref(prefix, `${location.pathname}${location.search}`)}>
        <GiftIcon /> {t('comments.reward.action')}
      </a>
    );
  }
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
