import {
  NICKNAME_MAX,
  PROFILE_BIO_MAX,
  PROFILE_LINK_LABEL_MAX,
  PROFILE_LINKS_MAX,
} from '@miao/contracts/limits';
import { characterCount, isProfileLinkUrl, type Profile } from '@miao/contracts/users';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { updateMeInput, useUpdateMe } from '@/features/users/api/update-me';
import { useHydrated } from '@/hooks/use-hydrated';
import { useTranslation } from '@/lib/use-translation';

export interface AvatarInputProps {
  value: string;
  onChange: (url: string) => void;
  /** True while an upload runs; saving waits for it. */
  onBusyChange: (busy: boolean) => void;
}

interface LinkDraft {
  /** A stable key for React while rows are added and removed. */
  key: number;
  url: string;
  label: string;
}

type LinkProblem = { url?: string; label?: string };

/**
 * Nickname (required, at most 20), avatar, bio (at most PROFILE_BIO_MAX characters) and up to
 * PROFILE_LINKS_MAX https links; the avatar control comes from the uploads feature.
 */
export function ProfileEditForm(props: {
  profile: Profile;
  renderAvatarInput: (input: AvatarInputProps) => ReactNode;
  onSaved: (profile: Profile) => void;
  onCancel: () => void;
}) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const nicknameId = useId();
  const errorId = useId();
  const [nickname, setNickname] = useState(props.profile.nickname);
  const [avatar, setAvatar] = useState(props.profile.avatar);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  const bioId = useId();
  const bioHintId = useId();
  const bioErrorId = useId();
  const linksHintId = useId();
  const linksErrorId = useId();
  const rowId = useId();
  const [bio, setBio] = useState(props.profile.bio);
  const [bioError, setBioError] = useState<string>();
  const [links, setLinks] = useState<LinkDraft[]>(() =>
    props.profile.links.map((link, key) => ({ key, ...link })),
  );
  const [nextKey, setNextKey] = useState(props.profile.links.length);
  const [linkProblems, setLinkProblems] = useState<Record<number, LinkProblem>>({});
  const [formError, setFormError] = useState<string>();
  const update = useUpdateMe();

  const validateBio = (value: string) =>
    characterCount(value.trim()) > PROFILE_BIO_MAX
      ? t('user.bioTooLong', { max: PROFILE_BIO_MAX })
      : undefined;

  const validateLink = (link: LinkDraft): LinkProblem => {
    const problem: LinkProblem = {};
    const url = link.url.trim();
    // an empty row is dropped on save, unless it has a label
    if ((url || link.label.trim()) && !isProfileLinkUrl(url)) problem.url = t('user.linkInvalid');
    if (characterCount(link.label.trim()) > PROFILE_LINK_LABEL_MAX)
      problem.label = t('user.linkLabelTooLong', { max: PROFILE_LINK_LABEL_MAX });
    return problem;
  };
  const problemsOf = (rows: LinkDraft[]) =>
    Object.fromEntries(
      rows.flatMap((row) => {
        const problem = validateLink(row);
        return problem.url || problem.label ? [[row.key, problem] as const] : [];
      }),
    );

  const changeLink = (key: number, field: 'url' | 'label', value: string) => {
    const rows = links.map((row) => (row.key === key ? { ...row, [field]: value } : row));
    setLinks(rows);
    if (linkProblems[key]) setLinkProblems(problemsOf(rows));
  };

  const validate = (value: string): string | undefined => {
    const trimmed = value.trim();
    if (!trimmed) return t('user.nicknameRequired');
    if (trimmed.length > NICKNAME_MAX) return t('user.nicknameTooLong', { max: NICKNAME_MAX });
    const parsed = updateMeInput.safeParse({ nickname: value, avatar });
    return parsed.success ? undefined : t('error.Please enter the correct nickname');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(nickname);
    const bioProblem = validateBio(bio);
    const problems = problemsOf(links);
    setError(problem);
    setBioError(bioProblem);
    setLinkProblems(problems);
    setFormError(undefined);
    if (problem || bioProblem || Object.keys(problems).length) return;
    const kept = links
      .map((row) => ({ url: row.url.trim(), label: row.label.trim() }))
      .filter((row) => row.url);
    update.mutate(
      { nickname: nickname.trim(), avatar: avatar || undefined, bio: bio.trim(), links: kept },
      {
        onSuccess: props.onSaved,
        onError: (e) => {
          const message =
            e instanceof ApiError
              ? e.displayMessage
              : t('error.Something went wrong, please try again later');
          // the server names the refused field (spec 8): show it beside that input
          const field = e instanceof ApiError ? e.code : undefined;
          if (field === 'bio_too_long') setBioError(message);
          else if (field === 'profile_link_invalid' || field === 'profile_links_too_many')
            setFormError(message);
          else if (field === 'nickname_required' || field === 'validation_error') setError(message);
          else setFormError(message);
        },
      },
    );
  };

  const length = nickname.trim().length;
  const bioLength = characterCount(bio.trim());
  return (
    <form className="form card" onSubmit={onSubmit} noValidate>
      <div className="form__field">
        <span className="form__label">{t('user.avatar')}</span>
        {props.renderAvatarInput({ value: avatar, onChange: setAvatar, onBusyChange: setUploading })}
      </div>
      <div className="form__field">
        <label className="form__label" htmlFor={nicknameId}>
          {t('user.nickname')}
        </label>
        <input
          id={nicknameId}
          className="input"
          value={nickname}
          placeholder={t('user.nicknamePlaceholder')}
          autoComplete="nickname"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setNickname(e.target.value);
            if (error) setError(validate(e.target.value));
          }}
        />
        <FieldMeta error={error} errorId={errorId} count={length} max={NICKNAME_MAX} />
      </div>
      <div className="form__field">
        <label className="form__label" htmlFor={bioId}>
          {t('user.bio')}
        </label>
        <textarea
          id={bioId}
          className="input textarea profile-form__textarea"
          value={bio}
          rows={4}
          placeholder={t('user.bioPlaceholder')}
          aria-invalid={bioError ? true : undefined}
          aria-describedby={bioError ? `${bioErrorId} ${bioHintId}` : bioHintId}
          onChange={(e) => {
            setBio(e.target.value);
            if (bioError) setBioError(validateBio(e.target.value));
          }}
        />
        <FieldMeta
          error={bioError}
          errorId={bioErrorId}
          hint={t('user.bioHint')}
          hintId={bioHintId}
          count={bioLength}
          max={PROFILE_BIO_MAX}
        />
      </div>
      <fieldset className="form__field form__fieldset" aria-describedby={linksHintId}>
        <legend className="form__label">{t('user.links')}</legend>
        <p id={linksHintId} className="form__hint">
          {t('user.linksHint', { max: PROFILE_LINKS_MAX })}
        </p>
        {links.length ? (
          <ul className="profile-links">
            {links.map((row, index) => {
              const n = index + 1;
              const problem = linkProblems[row.key];
              const errorOf = `${rowId}-${row.key}-error`;
              return (
                <li key={row.key} className="profile-links__row">
                  <input
                    className="input profile-links__url"
                    type="url"
                    inputMode="url"
                    value={row.url}
                    placeholder={t('user.linkUrlPlaceholder')}
                    aria-label={t('user.linkUrl', { n })}
                    aria-invalid={problem?.url ? true : undefined}
                    aria-describedby={problem ? errorOf : undefined}
                    onChange={(e) => changeLink(row.key, 'url', e.target.value)}
                  />
                  <input
                    className="input profile-links__label"
                    value={row.label}
                    placeholder={t('user.linkLabelPlaceholder')}
                    aria-label={t('user.linkLabel', { n })}
                    aria-invalid={problem?.label ? true : undefined}
                    aria-describedby={problem ? errorOf : undefined}
                    onChange={(e) => changeLink(row.key, 'label', e.target.value)}
                  />
                  <button
                    type="button"
                    className="button button--secondary profile-links__remove"
                    onClick={() => {
                      setLinks(links.filter((other) => other.key !== row.key));
                      const { [row.key]: _removed, ...rest } = linkProblems;
                      setLinkProblems(rest);
                    }}
                  >
                    {t('user.removeLink', { n })}
                  </button>
                  {problem ? (
                    <p id={errorOf} className="form__error profile-links__error" role="alert">
                      {problem.url ?? problem.label}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        {links.length < PROFILE_LINKS_MAX ? (
          <div>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setLinks([...links, { key: nextKey, url: '', label: '' }]);
                setNextKey(nextKey + 1);
              }}
            >
              {t('user.addLink')}
            </button>
          </div>
        ) : null}
        {formError ? (
          <p id={linksErrorId} className="form__error" role="alert">
            {formError}
          </p>
        ) : null}
      </fieldset>
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={!hydrated || update.isPending || uploading}
        >
          {update.isPending ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}

/** Under a field: its error, else its hint, and the characters used of the most it takes. */
function FieldMeta(props: {
  error: string | undefined;
  errorId: string;
  hint?: string;
  hintId?: string;
  count: number;
  max: number;
}) {
  return (
    <div className="form__meta">
      {props.error ? (
        <p id={props.errorId} className="form__error" role="alert">
          {props.error}
        </p>
      ) : props.hint ? (
        <span id={props.hintId} className="form__hint">
          {props.hint}
        </span>
      ) : (
        <span />
      )}
      <span className={`form__count${props.count > props.max ? ' is-over' : ''}`}>
        {props.count}/{props.max}
      </span>
    </div>
  );
}
