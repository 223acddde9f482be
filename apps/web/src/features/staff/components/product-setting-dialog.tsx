import {
  HOME_BOTTOM_PRIORITY_BELOW,
  HOME_TOP_PRIORITY,
  PRODUCT_DISPATCH_DAYS_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_PRIORITY_MAX,
  PRODUCT_PRIORITY_MIN,
  URL_MAX,
} from '@miao/contracts/limits';
import {
  MODE_CURRENCY,
  PRODUCT_STATUSES,
  type ProductSetting,
  type ProductStatus,
} from '@miao/contracts/products';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Dialog } from '@/components/ui/dialog';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { useUpdateProductSetting } from '@/features/staff/api/update-product-setting';
import {
  serverSettingErrors,
  settingFormUpdate,
  settingFormValues,
  type EditableField,
  type SettingFormErrors,
  type SettingFormValues,
} from '@/features/staff/utils/product-setting-form';
import { settingName } from '@/features/staff/utils/format';
import { useTranslation } from '@/lib/use-translation';

type Prefix = 'cn' | 'overseas';

/**
 * Edit one product's settings (spec 3): per mode the status, store link, priority, home and header
 * placement and header name; for both the hidden buy button and the jump fallback. Checked with the
 * server's schema before sending; only changed fields are sent; a refusal marks its fields.
 */
export function ProductSettingDialog(props: { setting: ProductSetting; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { setting } = props;
  const uid = useId();
  const formId = `${uid}-form`;
  const [values, setValues] = useState<SettingFormValues>(() => settingFormValues(setting));
  const [errors, setErrors] = useState<SettingFormErrors>({});
  const update = useUpdateProductSetting();
  const name = settingName(setting, language);

  const set = <K extends EditableField>(field: K, value: SettingFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const errorOf = (field: EditableField) => {
    const kind = errors[field];
    if (!kind) return undefined;
    if (kind === 'priority')
      return t('staff.settings.errors.priority', { min: PRODUCT_PRIORITY_MIN, max: PRODUCT_PRIORITY_MAX });
    if (kind === 'name') return t('staff.settings.errors.name', { max: PRODUCT_NAME_MAX });
    if (kind === 'price') return t('staff.settings.errors.price', { max: PRODUCT_PRICE_MAX / 100 });
    if (kind === 'days') return t('staff.settings.errors.days', { max: PRODUCT_DISPATCH_DAYS_MAX });
    if (kind !== 'url') return t(`staff.settings.errors.${kind}`);
    return t('staff.settings.errors.url');
  };
  const input = (field: EditableField) => ({
    id: `${uid}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${uid}-${field}-error` : undefined,
  });
  const fieldError = (field: EditableField) => {
    const message = errorOf(field);
    return message ? (
      <p id={`${uid}-${field}-error`} className="form__error" role="alert">
        {message}
      </p>
    ) : null;
  };

  const unchanged = (() => {
    const result = settingFormUpdate(setting, values);
    return result.ok && Object.keys(result.update).length === 0;
  })();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const result = settingFormUpdate(setting, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    if (Object.keys(result.update).length === 0) {
      props.onClose();
      return;
    }
    update.mutate(
      { code: setting.code, data: result.update },
      {
        onSuccess: () => {
          toast.success(t('staff.settings.saved', { name }));
          props.onClose();
        },
        onError: (error) => {
          const fields =
            error instanceof ApiError ? (error.body as { fields?: unknown } | undefined)?.fields : undefined;
          if (Array.isArray(fields))
            setErrors(serverSettingErrors(fields.filter((f): f is string => typeof f === 'string')));
        },
      },
    );
  };

  const modeFieldset = (prefix: Prefix) => {
    const mode = prefix === 'cn' ? 'cn' : 'en';
    const f = <S extends string>(suffix: S) => `${prefix}_${suffix}` as `${Prefix}_${S}` & EditableField;
    return (
      <fieldset className="staff-form__mode">
        <legend className="staff-form__legend">{t(`staff.modes.${mode}`)}</legend>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-${f('status')}`}>
            {t('staff.settings.fields.status')}
          </label>
          <select
            {...input(f('status'))}
            className="input"
            value={values[f('status')] as ProductStatus}
            onChange={(e) => set(f('status'), e.target.value as ProductStatus)}
          >
            {PRODUCT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`staff.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-${f('url')}`}>
            {t(`staff.settings.fields.${prefix}Url`)}
          </label>
          <input
            {...input(f('url'))}
            className="input"
            type="url"
            inputMode="url"
            maxLength={URL_MAX}
            placeholder="https://"
            autoComplete="off"
            spellCheck={false}
            value={values[f('url')] as string}
            onChange={(e) => set(f('url'), e.target.value)}
          />
          {fieldError(f('url'))}
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-${f('priority')}`}>
            {t('staff.settings.fields.priority')}
          </label>
          <input
            {...input(f('priority'))}
            className="input mono staff-form__priority"
            inputMode="numeric"
            autoComplete="off"
            value={values[f('priority')] as string}
            onChange={(e) => set(f('priority'), e.target.value)}
          />
          {fieldError(f('priority'))}
        </div>
        <div className="staff-form__checks">
          <label className="check">
            <input
              type="checkbox"
              checked={values[f('is_home')] as boolean}
              onChange={(e) => set(f('is_home'), e.target.checked)}
            />
            {t('staff.settings.fields.isHome')}
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={values[f('is_top')] as boolean}
              onChange={(e) => set(f('is_top'), e.target.checked)}
            />
            {t('staff.settings.fields.isTop')}
          </label>
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-${f('top_name')}`}>
            {t('staff.settings.fields.topName')}
          </label>
          <input
            {...input(f('top_name'))}
            className="input"
            maxLength={PRODUCT_NAME_MAX}
            autoComplete="off"
            placeholder={(prefix === 'cn' ? setting.cn_name : setting.overseas_name) || undefined}
            value={values[f('top_name')] as string}
            onChange={(e) => set(f('top_name'), e.target.value)}
          />
          {fieldError(f('top_name'))}
        </div>
        <div className="staff-form__pair">
          {(['price_min', 'price_max'] as const).map((suffix) => (
            <div className="form__field" key={suffix}>
              <label className="form__label" htmlFor={`${uid}-${f(suffix)}`}>
                {t(`staff.settings.fields.${suffix === 'price_min' ? 'priceMin' : 'priceMax'}`, {
                  currency: MODE_CURRENCY[mode],
                })}
              </label>
              <input
                {...input(f(suffix))}
                className="input mono"
                inputMode="decimal"
                autoComplete="off"
                placeholder={suffix === 'price_max' ? t('staff.settings.priceMaxPlaceholder') : undefined}
                value={values[f(suffix)] as string}
                onChange={(e) => set(f(suffix), e.target.value)}
              />
              {fieldError(f(suffix))}
            </div>
          ))}
        </div>
        <p className="form__hint">{t('staff.settings.priceHint')}</p>
        <div className="staff-form__pair">
          {(['gb_start', 'gb_end'] as const).map((suffix) => (
            <div className="form__field" key={suffix}>
              <label className="form__label" htmlFor={`${uid}-${f(suffix)}`}>
                {t(`staff.settings.fields.${suffix === 'gb_start' ? 'gbStart' : 'gbEnd'}`)}
              </label>
              <input
                {...input(f(suffix))}
                className="input mono"
                type="date"
                value={values[f(suffix)] as string}
                onChange={(e) => set(f(suffix), e.target.value)}
              />
              {fieldError(f(suffix))}
            </div>
          ))}
        </div>
        <div className="staff-form__pair">
          <div className="form__field">
            <label className="form__label" htmlFor={`${uid}-${f('gb_ship_month')}`}>
              {t('staff.settings.fields.gbShipMonth')}
            </label>
            <input
              {...input(f('gb_ship_month'))}
              className="input mono"
              type="month"
              placeholder="2026-07"
              value={values[f('gb_ship_month')] as string}
              onChange={(e) => set(f('gb_ship_month'), e.target.value)}
            />
            {fieldError(f('gb_ship_month'))}
          </div>
          <div className="form__field">
            <label className="form__label" htmlFor={`${uid}-${f('dispatch_days')}`}>
              {t('staff.settings.fields.dispatchDays')}
            </label>
            <input
              {...input(f('dispatch_days'))}
              className="input mono"
              inputMode="numeric"
              autoComplete="off"
              value={values[f('dispatch_days')] as string}
              onChange={(e) => set(f('dispatch_days'), e.target.value)}
            />
            {fieldError(f('dispatch_days'))}
          </div>
        </div>
      </fieldset>
    );
  };

  return (
    <Dialog
      title={t('staff.settings.editTitle', { name })}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            disabled={update.isPending || unchanged}
          >
            {update.isPending ? t('common.saving') : t('common.save')}
          </button>
        </>
      }
    >
      <form id={formId} className="form staff-form staff-setting-form" onSubmit={onSubmit} noValidate>
        <p className="staff-form__code">
          <span className="mono">{setting.code}</span>
          {setting.path ? <span className="staff-form__path mono">{setting.path}</span> : null}
        </p>
        <p className="form__hint">
          {t('staff.settings.priorityHint', { top: HOME_TOP_PRIORITY, bottom: HOME_BOTTOM_PRIORITY_BELOW })}
        </p>
        <div className="staff-form__modes">
          {modeFieldset('cn')}
          {modeFieldset('overseas')}
        </div>
        <fieldset className="staff-form__mode staff-form__mode--both">
          <legend className="staff-form__legend">{t('staff.settings.bothModes')}</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={values.hide_buy}
              onChange={(e) => set('hide_buy', e.target.checked)}
            />
            {t('staff.settings.fields.hideBuy')}
          </label>
          <div className="form__field">
            <label className="form__label" htmlFor={`${uid}-jump_url`}>
              {t('staff.settings.fields.jumpUrl')}
            </label>
            <input
              {...input('jump_url')}
              className="input"
              type="url"
              inputMode="url"
              maxLength={URL_MAX}
              placeholder="https://"
              autoComplete="off"
              spellCheck={false}
              value={values.jump_url}
              onChange={(e) => set('jump_url', e.target.value)}
              aria-describedby={errors.jump_url ? `${uid}-jump_url-error` : `${uid}-jump_url-hint`}
            />
            {fieldError('jump_url') ?? (
              <p id={`${uid}-jump_url-hint`} className="form__hint">
                {t('staff.settings.jumpHint')}
              </p>
            )}
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
