import { TASK_MENTIONS_MAX } from '@miao/contracts/limits';
import { CloseIcon } from '@/components/icons/ui-icons';
import type { TaskFormState } from '@/features/tasks/hooks/use-task-form';
import { useTranslation } from '@/lib/use-translation';
import { TaskAuthor } from './task-author';
import { TaskFormSection } from './task-form-section';
import { UserSearch } from './user-search';

/** The members the task mentions; looking them up needs spec 6 user.retrieve (`canMention`). */
export function TaskFormMentions({ form, canMention }: { form: TaskFormState; canMention: boolean }) {
  const { t } = useTranslation();
  const { values, set } = form;
  return (
    <TaskFormSection title={t('tasks.form.mentions')}>
      {values.mentions.length ? (
        <ul className="task-form__mentions" aria-label={t('tasks.form.mentioned')}>
          {values.mentions.map((user) => (
            <li key={user.id} className="mention-pill">
              <TaskAuthor user={user} />
              <button
                type="button"
                className="icon-button mention-pill__remove"
                aria-label={t('tasks.form.removeMention', { name: user.nickname || t('common.anonymous') })}
                onClick={() =>
                  set(
                    'mentions',
                    values.mentions.filter((u) => u.id !== user.id),
                  )
                }
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {canMention ? (
        values.mentions.length < TASK_MENTIONS_MAX ? (
          <UserSearch
            label={t('tasks.form.mentionSearch')}
            excludeIds={values.mentions.map((u) => u.id)}
            onPick={(user) => set('mentions', [...values.mentions, user])}
          />
        ) : null
      ) : (
        <p className="form__hint">{t('tasks.form.mentionNoPermission')}</p>
      )}
      <p className="form__hint">{t('tasks.form.mentionHint')}</p>
    </TaskFormSection>
  );
}
