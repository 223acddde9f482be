import { TASK_COVER_SIZE, TASK_TITLE_MAX } from '@miao/contracts/limits';
import type { TaskFormState } from '@/features/tasks/hooks/use-task-form';
import { useTranslation } from '@/lib/use-translation';
import { TaskDescription } from './task-form-description';
import { ErrorText, TaskFormSection } from './task-form-section';
import { TaskImageInput } from './task-image-input';

/** Title, cover and the description (the comments' rich editor). */
export function TaskFormBasics({ form, canMention }: { form: TaskFormState; canMention: boolean }) {
  const { t } = useTranslation();
  const { uid, values, errors, set, field } = form;
  return (
    <TaskFormSection title={t('tasks.form.basics')}>
      <div className="form__field">
        <label className="form__label" htmlFor={`${uid}-title`}>
          {t('tasks.form.title')}
        </label>
        <input
          {...field('title')}
          className="input"
          value={values.title}
          maxLength={TASK_TITLE_MAX}
          onChange={(e) => set('title', e.target.value)}
          placeholder={t('tasks.form.titlePlaceholder')}
        />
        <div className="form__meta">
          <ErrorText id={`${uid}-title-error`} error={errors.title} />
          <span id={`${uid}-title-hint`} className="form__count">
            {values.title.length}/{TASK_TITLE_MAX}
          </span>
        </div>
      </div>

      <TaskImageInput
        label={t('tasks.form.cover')}
        hint={t('tasks.form.coverHint', { width: TASK_COVER_SIZE.width, height: TASK_COVER_SIZE.height })}
        value={values.cover}
        onChange={(url) => set('cover', url)}
        onBusyChange={form.onBusy}
        width={TASK_COVER_SIZE.width}
        height={TASK_COVER_SIZE.height}
        cropTitle={t('tasks.form.cropCover')}
        error={errors.cover ? t(errors.cover.key) : undefined}
      />

      <TaskDescription form={form} canMention={canMention} />
    </TaskFormSection>
  );
}
