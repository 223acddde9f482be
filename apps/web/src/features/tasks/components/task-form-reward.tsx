import type { TaskDetail } from '@miao/contracts/tasks';
import type { Language } from '@/lib/language';
import type { TaskFormState } from '@/features/tasks/hooks/use-task-form';
import { formatCoins } from '@/features/tasks/utils/task-dates';
import { useTranslation } from '@/lib/use-translation';
import { ErrorText, TaskFormSection } from './task-form-section';

export interface CoinChoice {
  id: number;
  coin_name: string;
}

/**
 * The coin type and the reward pool, against the member's balance: what the pool grows by is taken
 * into escrow when the task is saved. The coin type is fixed once the task exists.
 */
export function TaskFormReward(props: {
  form: TaskFormState;
  editing: boolean;
  task?: TaskDetail;
  chains: readonly CoinChoice[];
  balanceOf: (coinTypeId: number) => number | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  const { form, editing, language } = props;
  const { uid, values, errors, set, field } = form;
  const coinTypeId = Number(values.coinTypeId);
  const balance = props.balanceOf(coinTypeId);
  const coinName = props.chains.find((c) => c.id === coinTypeId)?.coin_name ?? 'MIAO COIN';
  const reward = Number(values.reward);
  const extra = editing && props.task ? reward - props.task.max_reward_number : reward;
  const overBalance = balance !== undefined && Number.isInteger(reward) && extra > balance;
  return (
    <TaskFormSection title={t('tasks.form.rewardSection')}>
      <div className="task-form__grid">
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-coinTypeId`}>
            {t('tasks.form.chain')}
          </label>
          <select
            {...field('coinTypeId')}
            className="input"
            value={values.coinTypeId}
            disabled={editing}
            onChange={(e) => set('coinTypeId', e.target.value)}
          >
            {props.chains.map((c) => (
              <option key={c.id} value={c.id}>
                {c.coin_name}
              </option>
            ))}
          </select>
          <p id={`${uid}-coinTypeId-hint`} className="form__hint">
            {editing ? t('tasks.form.chainFixed') : t('tasks.form.chainHint')}
          </p>
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-reward`}>
            {t('tasks.form.reward', { coin: coinName })}
          </label>
          <input
            {...field('reward')}
            className="input mono"
            inputMode="numeric"
            autoComplete="off"
            value={values.reward}
            onChange={(e) => set('reward', e.target.value.replace(/[^\d]/g, '').slice(0, 16))}
            placeholder="100"
          />
          <ErrorText id={`${uid}-reward-error`} error={errors.reward} />
          <p id={`${uid}-reward-hint`} className={overBalance ? 'form__error' : 'form__hint'}>
            {balance === undefined
              ? t('common.loading')
              : t('tasks.form.balance', { amount: formatCoins(balance, language), coin: coinName })}{' '}
            {overBalance
              ? t('tasks.form.overBalance')
              : editing
                ? t('tasks.form.escrowEdit')
                : t('tasks.form.escrow')}
          </p>
        </div>
      </div>
    </TaskFormSection>
  );
}
