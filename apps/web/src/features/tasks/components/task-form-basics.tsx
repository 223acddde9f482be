import { TASK_COVER_SIZE, TASK_TITLE_MAX } from '@miao/contracts/limits';
import { useTranslation } from 'react-i18next';
import type { TaskFormState } from '@/features/tasks/hooks/use-task-form';
import { ErrorText, TaskFormSection } from './task-form-section';
import { TaskImageInput } from './task-image-input';

/**
 * Title, cover and text. `richContent`: the saved text has formatting the plain textarea cannot
 * show; it is sent again only once changed.
 */
export function TaskFormBasics({ form, richContent }: { form: TaskFormState; richContent: boolean }) {
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

      <div className="form__field">
        <label className="form__label" htmlFor={`${uid}-content`}>
          {t('tasks.form.content')}
        </label>
        <textarea
          {...field('content')}
          className="input textarea"
          rows={8}
          value={values.content}
          onChange={(e) => form.setValues((v) => ({ ...v, content: e.target.value, contentChanged: true }))}
          placeholder={t('tasks.form.contentPlaceholder')}
        />
        <p id={`${uid}-content-hint`} className="form__hint">
          {richContent && !values.contentChanged ? t('tasks.form.contentRich') : t('tasks.form.contentHint')}
        </p>
      </div>
    </TaskFormSection>
  );
}
