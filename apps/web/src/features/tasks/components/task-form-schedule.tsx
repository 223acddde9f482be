import { TASK_PERMISSION_CHOICES } from '@miao/contracts/tasks';
import type { TaskFormState } from '@/features/tasks/hooks/use-task-form';
import { taskFormTimeZone } from '@/features/tasks/utils/task-dates';
import { zoneLabel } from '@/lib/time';
import { useTranslation } from '@/lib/use-translation';
import { ErrorText, TaskFormSection } from './task-form-section';

/** Who may see the task, and when it opens and closes. */
export function TaskFormSchedule({ form, editing }: { form: TaskFormState; editing: boolean }) {
  const { t } = useTranslation();
  const { uid, values, errors, set, field } = form;
  // the member enters their own clock (the form renders in the browser only); the server gets the instant
  const zone = taskFormTimeZone();
  const offset = zoneLabel(Date.now(), zone);
  return (
    <TaskFormSection title={t('tasks.form.visibilityTime')}>
      <fieldset className="form__field task-form__fieldset">
        <legend className="form__label">{t('tasks.form.permission')}</legend>
        <div className="task-form__permissions">
          {TASK_PERMISSION_CHOICES.map((permission) => (
            <label
              key={permission}
              className={`choice${values.publicPermission === permission ? ' is-active' : ''}`}
            >
              <input
                type="radio"
                name={`${uid}-permission`}
                value={permission}
                checked={values.publicPermission === permission}
                onChange={() => set('publicPermission', permission)}
              />
              <span className="choice__text">
                <span className="choice__title">{t(`tasks.permission.${permission}`)}</span>
                <span className="choice__hint">{t(`tasks.permissionHint.${permission}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="task-form__grid">
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-startAt`}>
            {t('tasks.form.startAt')} <span className="task-form__zone">({offset})</span>
          </label>
          <input
            {...field('startAt')}
            className="input"
            type="datetime-local"
            value={values.startAt}
            onChange={(e) => set('startAt', e.target.value)}
          />
          <ErrorText id={`${uid}-startAt-error`} error={errors.startAt} />
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-endAt`}>
            {t('tasks.form.endAt')} <span className="task-form__zone">({offset})</span>
          </label>
          <input
            {...field('endAt')}
            className="input"
            type="datetime-local"
            value={values.endAt}
            min={values.startAt || undefined}
            onChange={(e) => set('endAt', e.target.value)}
          />
          <ErrorText id={`${uid}-endAt-error`} error={errors.endAt} />
        </div>
      </div>
      <p className="form__hint">{t('tasks.form.timeZone', { zone, offset })}</p>
      {/* spec 2 publish flag: a new task may be saved as a draft; a draft is published here, once */}
      {values.wasDraft || !editing ? (
        <div className="form__field">
          <label className="check" htmlFor={`${uid}-published`}>
            <input
              {...field('published')}
              type="checkbox"
              checked={values.published}
              onChange={(e) => set('published', e.target.checked)}
            />
            <span>{values.wasDraft ? t('tasks.form.publishDraft') : t('tasks.form.publishNow')}</span>
          </label>
          <p className="form__hint" id={`${uid}-published-hint`}>
            {values.wasDraft ? t('tasks.form.publishDraftHint') : t('tasks.form.publishHint')}
          </p>
        </div>
      ) : null}
    </TaskFormSection>
  );
}
