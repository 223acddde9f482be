import { VOTE_IMAGE_SIZE, VOTE_OPTIONS_MAX, VOTE_TEXT_MAX } from '@miao/contracts/limits';
import type { TaskFormState } from '@/features/tasks/hooks/use-task-form';
import {
  addOption,
  canAddOption,
  changeOption,
  clampMaxNum,
  maxNumChoices,
  removeOption,
  type VoteOptionDraft,
} from '@/features/tasks/utils/task-form';
import { ErrorText, TaskFormSection } from './task-form-section';
import { PlusIcon, TrashIcon } from '@/components/icons/line-icons';
import { useTranslation } from '@/lib/use-translation';
import { TaskImageInput } from './task-image-input';

/**
 * The vote: on or off, its options (text and picture) and how many a member may choose. Once the
 * task exists only new options (without id) can change, and the sponsor may show the results.
 */
export function TaskFormVoting({
  form,
  editing,
  savedShowRes,
}: {
  form: TaskFormState;
  editing: boolean;
  savedShowRes: boolean;
}) {
  const { t } = useTranslation();
  const { uid, values, errors, set, field } = form;
  const savedOptions = values.voteOptions.filter((o) => o.id !== undefined).length;
  return (
    <TaskFormSection
      title={t('tasks.form.voting')}
      aside={
        <label className="toggle-switch">
          <input
            type="checkbox"
            role="switch"
            checked={values.voteEnable}
            disabled={editing}
            onChange={(e) => set('voteEnable', e.target.checked)}
          />
          <span className="toggle-switch__track" aria-hidden="true" />
          <span>{t('tasks.form.voteEnable')}</span>
        </label>
      }
    >
      {editing ? <p className="form__hint">{t('tasks.form.voteFixed')}</p> : null}
      {values.voteEnable ? (
        <>
          <ol className="vote-drafts">
            {values.voteOptions.map((option, index) => (
              <VoteOptionDraftItem key={option.key} form={form} option={option} index={index} />
            ))}
          </ol>
          <ErrorText id={`${uid}-voteOptions-error`} error={errors.voteOptions} />
          <div className="task-form__vote-foot">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => form.setValues(addOption)}
              disabled={!canAddOption(values)}
            >
              <PlusIcon /> {t('tasks.form.addOption')}
            </button>
            <span className="form__hint">
              {t('tasks.form.optionCount', { count: values.voteOptions.length, max: VOTE_OPTIONS_MAX })}
              {editing && savedOptions ? ` · ${t('tasks.form.optionsFixed')}` : ''}
            </span>
          </div>
          <div className="task-form__grid">
            <div className="form__field">
              <label className="form__label" htmlFor={`${uid}-voteMaxNum`}>
                {t('tasks.form.maxNum')}
              </label>
              <select
                {...field('voteMaxNum')}
                className="input"
                value={clampMaxNum(values.voteMaxNum, values.voteOptions.length)}
                disabled={editing}
                onChange={(e) => set('voteMaxNum', Number(e.target.value))}
              >
                {maxNumChoices(values.voteOptions.length).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
              <ErrorText id={`${uid}-voteMaxNum-error`} error={errors.voteMaxNum} />
              <p id={`${uid}-voteMaxNum-hint`} className="form__hint">
                {t('tasks.form.maxNumHint')}
              </p>
            </div>
            {/* spec 4: voting runs only while the results are hidden, so showing them is a later
                step of the sponsor's, which ends the vote and cannot be undone */}
            {editing ? (
              <label className="check task-form__show-res">
                <input
                  type="checkbox"
                  checked={values.voteShowRes}
                  disabled={savedShowRes}
                  onChange={(e) => set('voteShowRes', e.target.checked)}
                />
                <span>{t('tasks.form.showRes')}</span>
              </label>
            ) : null}
          </div>
        </>
      ) : (
        <p className="form__hint">{t('tasks.form.voteOff')}</p>
      )}
    </TaskFormSection>
  );
}

/** One option: a saved one is read-only, a new one can be typed, pictured and removed. */
function VoteOptionDraftItem({
  form,
  option,
  index,
}: {
  form: TaskFormState;
  option: VoteOptionDraft;
  index: number;
}) {
  const { t } = useTranslation();
  const { uid, setValues, setErrors } = form;
  const saved = option.id !== undefined;
  const name = `voteOptions.${index}`;
  const error = form.errors[name];
  return (
    <li className={`vote-draft${saved ? ' vote-draft--saved' : ''}`}>
      <div className="vote-draft__head">
        <span className="vote-draft__number">{t('tasks.form.optionNumber', { n: index + 1 })}</span>
        {saved ? (
          <span className="tag tag--muted">{t('tasks.form.optionSaved')}</span>
        ) : (
          <button
            type="button"
            className="icon-button vote-draft__remove"
            onClick={() => {
              setValues((v) => removeOption(v, option.key));
              setErrors({});
            }}
            aria-label={t('tasks.form.removeOption', { n: index + 1 })}
          >
            <TrashIcon />
          </button>
        )}
      </div>
      <div className="vote-draft__body">
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-${name}`}>
            {t('tasks.form.optionText')}
          </label>
          <input
            id={`${uid}-${name}`}
            className="input"
            value={option.content}
            readOnly={saved}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${uid}-${name}-hint`}
            onChange={(e) => {
              setValues((v) => changeOption(v, option.key, { content: e.target.value }));
              setErrors((es) => ({ ...es, [name]: undefined }));
            }}
            placeholder={t('tasks.form.optionPlaceholder')}
          />
          <div className="form__meta" id={`${uid}-${name}-hint`}>
            {error ? <span className="form__error">{t(error.key, error.values)}</span> : <span />}
            {saved ? null : (
              <span
                className={`form__count${option.content.trim().length > VOTE_TEXT_MAX ? ' is-over' : ''}`}
              >
                {option.content.trim().length}/{VOTE_TEXT_MAX}
              </span>
            )}
          </div>
        </div>
        {saved ? (
          option.pic ? (
            <img className="vote-draft__pic" src={option.pic} alt="" />
          ) : null
        ) : (
          <TaskImageInput
            variant="option"
            label={t('tasks.form.optionPicture')}
            hint={t('tasks.form.optionPictureHint', {
              width: VOTE_IMAGE_SIZE.width,
              height: VOTE_IMAGE_SIZE.height,
            })}
            value={option.pic}
            onChange={(url) => setValues((v) => changeOption(v, option.key, { pic: url }))}
            onBusyChange={form.onBusy}
            width={VOTE_IMAGE_SIZE.width}
            height={VOTE_IMAGE_SIZE.height}
            cropTitle={t('tasks.form.cropOption')}
          />
        )}
      </div>
    </li>
  );
}
