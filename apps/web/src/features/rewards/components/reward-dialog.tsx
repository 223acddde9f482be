import type { RewardInfo } from '@miao/contracts/rewards';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Dialog } from '@/components/ui/dialog';
import { useCreateReward } from '@/features/rewards/api/create-reward';
import { useDeleteReward } from '@/features/rewards/api/delete-reward';
import { useUpdateReward } from '@/features/rewards/api/update-reward';
import { parseRewardAmount } from '@/features/rewards/utils/reward-amount';
import { useTranslation } from '@/lib/use-translation';

/**
 * Reward a comment out of the task's pool, or change or withdraw a reward still processing
 * (spec 4). The amount is a whole number of at least 1; a negative entry counts by its absolute
 * value and what is not positive is ignored (spec 5). A refusal keeps the dialog open; the list
 * behind it is read again either way (spec 7).
 */
export function RewardDialog(props: {
  taskId: number;
  commentId: number;
  /** The commenter rewarded. */
  authorId?: number;
  authorName: string;
  coinName: string;
  /** Coin the pool can still promise to this comment. */
  available: number;
  /** The reward being changed; none to create one. */
  reward?: RewardInfo;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState(props.reward ? String(props.reward.number) : '');
  const create = useCreateReward(props.authorId);
  const update = useUpdateReward(props.authorId);
  const remove = useDeleteReward(props.authorId);
  const amount = parseRewardAmount(value);
  const busy = create.isPending || update.isPending || remove.isPending;
  const { reward, onClose } = props;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (amount === null || busy) return;
    const input = { task_id: props.taskId, comment_id: props.commentId, number: amount };
    try {
      if (reward) await update.mutateAsync({ id: reward.id, ...input });
      else await create.mutateAsync(input);
      toast.success(t('comments.reward.saved', { number: amount, coin: props.coinName }));
      onClose();
    } catch {
      // the translated refusal is shown by the client; the amount stays to be corrected
    }
  };

  const withdraw = async () => {
    if (!reward || busy) return;
    try {
      await remove.mutateAsync({ id: reward.id, task_id: props.taskId });
      toast.success(t('comments.reward.withdrawn'));
      onClose();
    } catch {
      // refused (sent meanwhile): the list was read again
    }
  };

  return (
    <Dialog
      title={reward ? t('comments.reward.editTitle') : t('comments.reward.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form={inputId + '-form'}
            className="button button--primary"
            disabled={amount === null || busy}
          >
            {busy ? t('common.saving') : reward ? t('comments.reward.update') : t('comments.reward.confirm')}
          </button>
        </>
      }
    >
      <form
        id={inputId + '-form'}
        className="form reward-dialog"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <p className="reward-dialog__lead">{t('comments.reward.lead', { name: props.authorName })}</p>
        <div className="form__field">
          <label className="form__label" htmlFor={inputId}>
            {t('comments.reward.amount', { coin: props.coinName })}
          </label>
          <input
            id={inputId}
            className="input mono"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            // the box shows what will be sent: the whole, positive amount
            onBlur={() =>
              setValue((text) =>
                parseRewardAmount(text) === null ? text.trim() : String(parseRewardAmount(text)),
              )
            }
            aria-describedby={hintId}
            aria-invalid={value.trim() !== '' && amount === null}
            placeholder="1"
            autoFocus
          />
          <p id={hintId} className={value.trim() !== '' && amount === null ? 'form__error' : 'form__hint'}>
            {value.trim() !== '' && amount === null
              ? t('comments.reward.invalid')
              : amount !== null && String(amount) !== value.trim()
                ? t('comments.reward.willSend', { number: amount, coin: props.coinName })
                : t('comments.reward.available', { number: props.available, coin: props.coinName })}
          </p>
        </div>
        {reward ? (
          <button
            type="button"
            className="button button--secondary reward-dialog__withdraw"
            onClick={() => void withdraw()}
            disabled={busy}
          >
            {t('comments.reward.withdraw')}
          </button>
        ) : null}
      </form>
    </Dialog>
  );
}
