import { NICKNAME_MAX } from '@miao/contracts/limits';
import type { Profile } from '@miao/contracts/users';
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

/** Nickname (required, at most 20) and avatar; the avatar control comes from the uploads feature. */
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
  const update = useUpdateMe();

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
    setError(problem);
    if (problem) return;
    update.mutate(
      { nickname: nickname.trim(), avatar: avatar || undefined },
      {
        onSuccess: props.onSaved,
        onError: (e) =>
          setError(
            e instanceof ApiError
              ? e.displayMessage
              : t('error.Something went wrong, please try again later'),
          ),
      },
    );
  };

  const length = nickname.trim().length;
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
        <div className="form__meta">
          {error ? (
            <p id={errorId} className="form__error" role="alert">
              {error}
            </p>
          ) : (
            <span />
          )}
          <span className={`form__count${length > NICKNAME_MAX ? ' is-over' : ''}`}>
            {length}/{NICKNAME_MAX}
          </span>
        </div>
      </div>
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
