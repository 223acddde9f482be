import { TASK_TAGS_MAX } from '@miao/contracts/limits';
import { TASK_LANGUAGES, type TaskCategory, type TaskLanguage, type TaskTag } from '@miao/contracts/tasks';
import type { Language } from '@/lib/language';
import { categoryName } from '@/features/tasks/api/get-task-categories';
import { useTagTips } from '@/features/tasks/api/get-tag-tips';
import { hashTag, tagName, taskTagName } from '@/features/tasks/api/get-task-tags';
import type { TaskFormState } from '@/features/tasks/hooks/use-task-form';
import { useTranslation } from '@/lib/use-translation';
import { ErrorText, TaskFormSection } from './task-form-section';

/** Category, language and tags, with the chosen tags' guidance (a contest's rules). */
export function TaskFormClassification(props: {
  form: TaskFormState;
  categories: readonly TaskCategory[];
  tags: readonly TaskTag[];
  language: Language;
}) {
  const { t } = useTranslation();
  const { form, language } = props;
  const { uid, values, errors, set, field } = form;
  const tips = useTagTips(values.tagIds);
  return (
    <TaskFormSection title={t('tasks.form.classification')}>
      <div className="task-form__grid">
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-taskCategoryId`}>
            {t('tasks.form.category')}
          </label>
          <select
            {...field('taskCategoryId')}
            className="input"
            value={values.taskCategoryId}
            onChange={(e) => set('taskCategoryId', e.target.value)}
          >
            <option value="">{t('tasks.form.noCategory')}</option>
            {props.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {categoryName(c, language)}
              </option>
            ))}
          </select>
          <ErrorText id={`${uid}-taskCategoryId-error`} error={errors.taskCategoryId} />
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-language`}>
            {t('tasks.form.language')}
          </label>
          <select
            {...field('language')}
            className="input"
            value={values.language}
            onChange={(e) => set('language', e.target.value as TaskLanguage)}
          >
            {TASK_LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {t(`tasks.languages.${lang}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="form__field task-form__fieldset">
        <legend className="form__label">{t('tasks.form.tags')}</legend>
        {props.tags.length ? (
          <div className="task-form__chips">
            {props.tags.map((tag) => {
              const on = values.tagIds.includes(tag.id);
              const full = !on && values.tagIds.length >= TASK_TAGS_MAX;
              return (
                <button
                  key={tag.id}
                  type="button"
                  className={`task-chip task-chip--filter${on ? ' is-active' : ''}`}
                  aria-pressed={on}
                  disabled={full}
                  onClick={() =>
                    set(
                      'tagIds',
                      on ? values.tagIds.filter((id) => id !== tag.id) : [...values.tagIds, tag.id],
                    )
                  }
                >
                  {hashTag(tagName(tag, language))}
                </button>
              );
            })}
          </div>
        ) : (
          <p className="form__hint">{t('tasks.form.noTags')}</p>
        )}
        {values.tagIds.length && tips.data?.some((tip) => tip.tips) ? (
          <ul className="task-form__tips">
            {tips.data
              .filter((tip) => tip.tips)
              .map((tip) => (
                <li key={tip.tag_id}>
                  <strong>{hashTag(taskTagName(tip, language))}</strong> {tip.tips}
                </li>
              ))}
          </ul>
        ) : null}
        <ErrorText id={`${uid}-tagIds-error`} error={errors.tagIds} />
      </fieldset>
    </TaskFormSection>
  );
}
