import type { TaskCategory, TaskDetail, TaskTag } from '@miao/contracts/tasks';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import type { Language } from '@/lib/language';
import { useTaskForm } from '@/features/tasks/hooks/use-task-form';
import type { TaskFormValues } from '@/features/tasks/utils/task-form';
import { useTranslation } from '@/lib/use-translation';
import { TaskFormBasics } from './task-form-basics';
import { TaskFormClassification } from './task-form-classification';
import { TaskFormMentions } from './task-form-mentions';
import { TaskFormReward, type CoinChoice } from './task-form-reward';
import { TaskFormSchedule } from './task-form-schedule';
import { TaskFormVoting } from './task-form-voting';

export type { CoinChoice } from './task-form-reward';

/**
 * Create and edit a task (spec 2): every field, checked by the rules of spec 5 before sending.
 * In edit mode the coin type and the vote configuration are fixed, and only new options (without
 * id) can be added, changed or removed. Server refusals show translated (the API client toasts
 * them) and the form keeps what was typed. The state lives in useTaskForm; each section is a
 * component of its own.
 */
export function TaskForm(props: {
  mode: 'create' | 'edit';
  initial: TaskFormValues;
  task?: TaskDetail;
  categories: readonly TaskCategory[];
  tags: readonly TaskTag[];
  chains: readonly CoinChoice[];
  /** The signed-in member's balance of a coin type (undefined while it loads). */
  balanceOf: (coinTypeId: number) => number | undefined;
  language: Language;
  /** Spec 6 user.retrieve: mention look-up. */
  canMention: boolean;
  onSaved: (task: TaskDetail) => void;
  onCancel: () => void;
}) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const { language, task } = props;
  const editing = props.mode === 'edit';
  const form = useTaskForm({ initial: props.initial, editing, task, onSaved: props.onSaved });
  // issue 35: a changed form asks before the page is left (a save moves on by itself)
  useLeaveGuard(JSON.stringify(form.values) !== JSON.stringify(props.initial), t('tasks.form.leaveUnsaved'));

  return (
    <form
      ref={form.formRef}
      className="task-form"
      onSubmit={form.onSubmit}
      noValidate
      aria-busy={form.saving}
    >
      <TaskFormBasics form={form} canMention={props.canMention} />
      <TaskFormClassification
        form={form}
        categories={props.categories}
        tags={props.tags}
        language={language}
      />
      <TaskFormReward
        form={form}
        editing={editing}
        task={task}
        chains={props.chains}
        balanceOf={props.balanceOf}
        language={language}
      />
      <TaskFormSchedule form={form} editing={editing} />
      <TaskFormVoting form={form} editing={editing} savedShowRes={task?.vote_conf.show_res ?? false} />
      <TaskFormMentions form={form} canMention={props.canMention} />

      <div className="task-form__actions">
        {form.errorCount ? (
          <p className="form__error task-form__summary" role="alert">
            {t('tasks.form.fixErrors', { count: form.errorCount })}
          </p>
        ) : null}
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={!hydrated || form.busy}>
          {form.saving ? t('common.saving') : editing ? t('tasks.form.save') : t('tasks.form.publish')}
        </button>
      </div>
    </form>
  );
}
