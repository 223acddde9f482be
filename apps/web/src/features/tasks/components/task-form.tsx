import {
  TASK_COVER_SIZE,
  TASK_MENTIONS_MAX,
  TASK_TAGS_MAX,
  TASK_TITLE_MAX,
  VOTE_IMAGE_SIZE,
  VOTE_OPTIONS_MAX,
  VOTE_TEXT_MAX,
} from '@miao/contracts/limits';
import {
  TASK_LANGUAGES,
  TASK_PERMISSIONS,
  type TaskCategory,
  type TaskDetail,
  type TaskLanguage,
  type TaskPermission,
  type TaskTag,
} from '@miao/contracts/tasks';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { CloseIcon } from '../../../components/icons/ui-icons';
import { ApiError } from '../../../lib/api-client';
import type { Language } from '../../../lib/language';
import { useCreateTask } from '../api/create-task';
import { categoryName } from '../api/get-task-categories';
import { hashTag, tagName } from '../api/get-task-tags';
import { useTagTips } from '../api/get-tag-tips';
import { useUpdateTask } from '../api/update-task';
import { formatCoins } from '../utils/task-dates';
import {
  addOption,
  canAddOption,
  changeOption,
  clampMaxNum,
  hasRichFormatting,
  maxNumChoices,
  removeOption,
  serverFieldErrors,
  toCreateRequest,
  toUpdateRequest,
  validateTaskForm,
  type FieldError,
  type TaskFormErrors,
  type TaskFormValues,
} from '../utils/task-form';
import { TaskAuthor } from './task-author';
import { PlusIcon, TrashIcon } from './task-icons';
import { TaskImageInput } from './task-image-input';
import { UserSearch } from './user-search';
import { useHydrated } from '../../../hooks/use-hydrated';

export interface CoinChoice {
  id: number;
  coin_name: string;
}

function Section(props: { title: string; children: ReactNode; aside?: ReactNode }) {
  const id = useId();
  return (
    <section className="card task-form__section" aria-labelledby={id}>
      <header className="task-form__section-head">
        <h2 id={id} className="card__title">
          {props.title}
        </h2>
        {props.aside}
      </header>
      <div className="task-form__fields">{props.children}</div>
    </section>
  );
}

function ErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="form__error">
      {t(error.key, error.values)}
    </p>
  );
}

/**
 * Create and edit a task (spec 2): every field, checked by the rules of spec 5 before sending.
 * In edit mode the coin type and the vote configuration are fixed, and only new options (without
 * id) can be added, changed or removed. Server refusals show translated (the API client toasts
 * them) and the form keeps what was typed.
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
  const { mode, language } = props;
  const editing = mode === 'edit';
  const uid = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const [busyUploads, setBusyUploads] = useState(0);
  const create = useCreateTask();
  const update = useUpdateTask();
  const saving = create.isPending || update.isPending;
  const tips = useTagTips(values.tagIds);

  const set = <K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const onBusy = (busy: boolean) => setBusyUploads((n) => Math.max(0, n + (busy ? 1 : -1)));
  const field = (name: string) => ({
    id: `${uid}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${uid}-${name}-error` : `${uid}-${name}-hint`,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTaskForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // bring the first refused field into view, after the messages render
      window.setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    const onError = (error: unknown) => {
      const fields =
        error instanceof ApiError ? (error.body as { fields?: unknown } | undefined)?.fields : undefined;
      if (Array.isArray(fields))
        setErrors(serverFieldErrors(fields.filter((f): f is string => typeof f === 'string')));
    };
    const onSuccess = (task: TaskDetail) => {
      toast.success(editing ? t('tasks.form.saved') : t('tasks.form.published'));
      props.onSaved(task);
    };
    if (editing && props.task)
      update.mutate({ id: props.task.id, data: toUpdateRequest(values) }, { onSuccess, onError });
    else create.mutate(toCreateRequest(values), { onSuccess, onError });
  };

  const coinTypeId = Number(values.coinTypeId);
  const balance = props.balanceOf(coinTypeId);
  const coinName = props.chains.find((c) => c.id === coinTypeId)?.coin_name ?? 'MIAO COIN';
  const reward = Number(values.reward);
  const extra = editing && props.task ? reward - props.task.max_reward_number : reward;
  const overBalance = balance !== undefined && Number.isInteger(reward) && extra > balance;
  const richContent = editing && props.task ? hasRichFormatting(props.task.content) : false;
  const savedOptions = values.voteOptions.filter((o) => o.id !== undefined).length;
  const errorCount = Object.values(errors).filter(Boolean).length;

  return (
    <form ref={form} className="task-form" onSubmit={onSubmit} noValidate aria-busy={saving}>
      <Section title={t('tasks.form.basics')}>
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
          onBusyChange={onBusy}
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
            onChange={(e) => setValues((v) => ({ ...v, content: e.target.value, contentChanged: true }))}
            placeholder={t('tasks.form.contentPlaceholder')}
          />
          <p id={`${uid}-content-hint`} className="form__hint">
            {richContent && !values.contentChanged
              ? t('tasks.form.contentRich')
              : t('tasks.form.contentHint')}
          </p>
        </div>
      </Section>

      <Section title={t('tasks.form.classification')}>
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
                    <strong>{hashTag(tip.tag_name)}</strong> {tip.tips}
                  </li>
                ))}
            </ul>
          ) : null}
          <ErrorText id={`${uid}-tagIds-error`} error={errors.tagIds} />
        </fieldset>
      </Section>

      <Section title={t('tasks.form.rewardSection')}>
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
      </Section>

      <Section title={t('tasks.form.visibilityTime')}>
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
      </Section>

      <Section
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
              {values.voteOptions.map((option, index) => {
                const saved = option.id !== undefined;
                const name = `voteOptions.${index}`;
                const error = errors[name];
                return (
                  <li key={option.key} className={`vote-draft${saved ? ' vote-draft--saved' : ''}`}>
                    <div className="vote-draft__head">
                      <span className="vote-draft__number">
                        {t('tasks.form.optionNumber', { n: index + 1 })}
                      </span>
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
                          {error ? (
                            <span className="form__error">{t(error.key, error.values)}</span>
                          ) : (
                            <span />
                          )}
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
                          onBusyChange={onBusy}
                          width={VOTE_IMAGE_SIZE.width}
                          height={VOTE_IMAGE_SIZE.height}
                          cropTitle={t('tasks.form.cropOption')}
                        />
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
            <ErrorText id={`${uid}-voteOptions-error`} error={errors.voteOptions} />
            <div className="task-form__vote-foot">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setValues(addOption)}
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
              <label className="check task-form__show-res">
                <input
                  type="checkbox"
                  checked={values.voteShowRes}
                  disabled={editing}
                  onChange={(e) => set('voteShowRes', e.target.checked)}
                />
                <span>{t('tasks.form.showRes')}</span>
              </label>
            </div>
          </>
        ) : (
          <p className="form__hint">{t('tasks.form.voteOff')}</p>
        )}
      </Section>

      <Section title={t('tasks.form.mentions')}>
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
        {props.canMention ? (
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
      </Section>

      <div className="task-form__actions">
        {errorCount ? (
          <p className="form__error task-form__summary" role="alert">
            {t('tasks.form.fixErrors', { count: errorCount })}
          </p>
        ) : null}
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={!hydrated || saving || busyUploads > 0}>
          {saving ? t('common.saving') : editing ? t('tasks.form.save') : t('tasks.form.publish')}
        </button>
      </div>
    </form>
  );
}
