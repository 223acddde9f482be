import { APP_PLATFORMS, type AppPlatform, type AppVersion } from '@miao/contracts/apps';
import { APP_CODE_MAX, APP_NOTES_MAX, APP_VERSION_MAX, URL_MAX } from '@miao/contracts/limits';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useCreateAppVersion } from '@/features/staff/api/create-app-version';
import { useUpdateAppVersion } from '@/features/staff/api/update-app-version';
import {
  appVersionCreateRequest,
  appVersionFormValues,
  appVersionUpdateRequest,
  emptyAppVersionForm,
  KNOWN_APP_CODES,
  serverAppVersionErrors,
  type AppVersionField,
  type AppVersionFormErrors,
  type AppVersionFormValues,
} from '@/features/staff/utils/app-version-form';
import { useTranslation } from '@/lib/use-translation';

/** Publish a release (no `release`) or edit one; only changed fields are sent on edit. */
export function AppVersionDialog(props: { release?: AppVersion; onClose: () => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const formId = `${uid}-form`;
  const { release } = props;
  const [values, setValues] = useState<AppVersionFormValues>(() =>
    release ? appVersionFormValues(release) : emptyAppVersionForm(),
  );
  const [errors, setErrors] = useState<AppVersionFormErrors>({});
  const create = useCreateAppVersion();
  const update = useUpdateAppVersion();
  const pending = create.isPending || update.isPending;

  const set = <K extends AppVersionField>(field: K, value: AppVersionFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const input = (field: AppVersionField, hint = false) => ({
    id: `${uid}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${uid}-${field}-error` : hint ? `${uid}-${field}-hint` : undefined,
  });
  const message = (field: AppVersionField) => {
    if (!errors[field]) return null;
    const text =
      field === 'notes_cn' || field === 'notes_en'
        ? t('staff.apps.errors.notes', { max: APP_NOTES_MAX })
        : t(`staff.apps.errors.${field}`);
    return (
      <p id={`${uid}-${field}-error`} className="form__error" role="alert">
        {text}
      </p>
    );
  };
  const hint = (field: AppVersionField, text: string) =>
    message(field) ?? (
      <p id={`${uid}-${field}-hint`} className="form__hint">
        {text}
      </p>
    );

  const onError = (error: unknown) => {
    const fields =
      error instanceof ApiError ? (error.body as { fields?: unknown } | undefined)?.fields : undefined;
    if (Array.isArray(fields))
      setErrors(serverAppVersionErrors(fields.filter((f): f is string => typeof f === 'string')));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (release) {
      const result = appVersionUpdateRequest(release, values);
      if (!result.ok) return setErrors(result.errors);
      if (Object.keys(result.data).length === 0) return props.onClose();
      update.mutate(
        { id: release.id, data: result.data },
        {
          onSuccess: (saved) => {
            toast.success(t('staff.apps.saved', { version: saved.version }));
            props.onClose();
          },
          onError,
        },
      );
      return;
    }
    const result = appVersionCreateRequest(values);
    if (!result.ok) return setErrors(result.errors);
    create.mutate(result.data, {
      onSuccess: (saved) => {
        toast.success(t('staff.apps.published', { version: saved.version }));
        props.onClose();
      },
      onError,
    });
  };

  return (
    <Dialog
      title={release ? t('staff.apps.editTitle', { version: release.version }) : t('staff.apps.addTitle')}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={pending}>
            {pending ? t('common.saving') : release ? t('common.save') : t('staff.apps.publish')}
          </button>
        </>
      }
    >
      <form id={formId} className="form staff-form" onSubmit={onSubmit} noValidate>
        <div className="staff-form__row">
          <div className="form__field">
            <label className="form__label" htmlFor={`${uid}-app_code`}>
              {t('staff.apps.fields.appCode')}
            </label>
            <input
              {...input('app_code')}
              className="input mono"
              list={`${uid}-codes`}
              maxLength={APP_CODE_MAX}
              autoComplete="off"
              spellCheck={false}
              value={values.app_code}
              onChange={(e) => set('app_code', e.target.value)}
            />
            <datalist id={`${uid}-codes`}>
              {KNOWN_APP_CODES.map((code) => (
                <option key={code} value={code} />
              ))}
            </datalist>
            {message('app_code')}
          </div>
          <div className="form__field">
            <label className="form__label" htmlFor={`${uid}-platform`}>
              {t('staff.apps.fields.platform')}
            </label>
            <select
              {...input('platform')}
              className="input"
              value={values.platform}
              onChange={(e) => set('platform', e.target.value as AppPlatform)}
            >
              {APP_PLATFORMS.map((platform) => (
                <option key={platform} value={platform}>
                  {t(`staff.platforms.${platform}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="staff-form__row">
          <div className="form__field">
            <label className="form__label" htmlFor={`${uid}-version`}>
              {t('staff.apps.fields.version')}
            </label>
            <input
              {...input('version', true)}
              className="input mono"
              maxLength={APP_VERSION_MAX}
              autoComplete="off"
              spellCheck={false}
              placeholder="0.8.6"
              value={values.version}
              onChange={(e) => set('version', e.target.value)}
            />
            {hint('version', t('staff.apps.versionHint'))}
          </div>
          <div className="form__field">
            <label className="form__label" htmlFor={`${uid}-released_at`}>
              {t('staff.apps.fields.releasedAt')}
            </label>
            <input
              {...input('released_at', true)}
              className="input"
              type="datetime-local"
              value={values.released_at}
              onChange={(e) => set('released_at', e.target.value)}
            />
            {hint('released_at', t('staff.apps.releasedAtHint'))}
          </div>
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-download_url`}>
            {t('staff.apps.fields.downloadUrl')}
          </label>
          <input
            {...input('download_url', true)}
            className="input"
            inputMode="url"
            maxLength={URL_MAX}
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            value={values.download_url}
            onChange={(e) => set('download_url', e.target.value)}
          />
          {hint('download_url', t('staff.apps.downloadUrlHint'))}
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-notes_cn`}>
            {t('staff.apps.fields.notesCn')}
          </label>
          <textarea
            {...input('notes_cn')}
            className="input textarea staff-form__notes"
            maxLength={APP_NOTES_MAX}
            value={values.notes_cn}
            onChange={(e) => set('notes_cn', e.target.value)}
          />
          {message('notes_cn')}
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-notes_en`}>
            {t('staff.apps.fields.notesEn')}
          </label>
          <textarea
            {...input('notes_en')}
            className="input textarea staff-form__notes"
            maxLength={APP_NOTES_MAX}
            value={values.notes_en}
            onChange={(e) => set('notes_en', e.target.value)}
          />
          {message('notes_en')}
        </div>
      </form>
    </Dialog>
  );
}
