import { TASK_PERMISSIONS, type TaskPermission } from '@miao/contracts/tasks';
import type { TaskFormState } from '@/features/tasks/hooks/use-task-form';
import { useTranslation } from '@/lib/use-translation';
import { ErrorText, TaskFormSection } from './task-form-section';

/** Who may see the task, and when it opens and closes. */
export function TaskFormSchedule({ form }: { form: TaskFormState }) {
  const { t } = useTranslation();
  const { uid, values, errors, set, field } = form;
  return (
    <TaskFormSection title={t('tasks.form.visibilityTime')}>
      <fieldset className="form__field task-form__fieldset">
        <legend className="form__label">{t('tasks.form.permission')}</legend>
        <div className="task-form__permissions">
          {TASK_PERMISSIONS.map((permission) => (
            <label
              key={permission}
              className={`choice${values.publicPermission === permission ? ' is-active' : ''}`}
            >
              <input
                type="radio"
                name={`${uid}-permission`}
                value={permission}
                checked={values.publicPermission === permission}
                onChange={() => set('publicPermission', permission as TaskPermission)}
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
            {t('tasks.form.startAt')}
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
            {t('tasks.form.endAt')}
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
      <p className="form__hint">{t('tasks.form.timeZone')}</p>
    </TaskFormSection>
  );
}
