import {
  CUSTOM_AREAS,
  CUSTOM_TEXT_MAX,
  customTextProblem,
  unsupportedCharacters,
  type CustomArea,
  type CustomisableProduct,
  type CustomPlatform,
} from '@miao/contracts/customisation';
import { errorMessageKey, errors } from '@miao/contracts/errors';
import { ORDER_NO_PATTERN } from '@miao/contracts/orders';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { LocalLink } from '@/components/ui/local-link';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { signInHref } from '@/lib/redirect';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useCustomOrder, type CustomOrderLookup } from '@/features/customisation/api/get-custom-order';
import { useOwnCustomOrders } from '@/features/customisation/api/get-own-custom-orders';
import { useSaveCustomOrder } from '@/features/customisation/api/save-custom-order';
import { useTranslation } from '@/lib/use-translation';
import { CustomHelpDialog } from './custom-help-dialog';
import { CustomKeyboardArt } from './custom-keyboard-art';

type Texts = Record<CustomArea, string>;

const EMPTY: Texts = { left: '', middle: '', right: '' };
/** The form shows left, middle, right as they sit on the keyboard; the checks run middle first (spec 8). */
const FIELD_ORDER: CustomArea[] = ['left', 'middle', 'right'];
const MISSING = {
  middle: errors.custom_middle_missing.message,
  left: errors.custom_left_missing.message,
  right: errors.custom_right_missing.message,
};

/**
 * Spec 2 customisation page: the three areas drawn on the keyboard as they are typed, the order
 * number (and the store it was bought in), the input-issues help, the confirmation and the preview
 * notice. Anyone may try texts; saving needs the signed-in owner of a paid order within 7 days.
 */
export function CustomisePanel({
  product,
  productName,
}: {
  product: CustomisableProduct;
  productName: string;
}) {
  const { t } = useTranslation();
  const { language, prefix, china } = useLanguage();
  const { status } = useSession();
  const location = useLocation();
  const hydrated = useHydrated();
  const id = useId();
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [active, setActive] = useState<CustomArea | null>(null);
  const [orderNo, setOrderNo] = useState('');
  const [platform, setPlatform] = useState<CustomPlatform>(china ? 'cn' : 'en');
  const [lookup, setLookup] = useState<CustomOrderLookup | null>(null);
  const [orderProblem, setOrderProblem] = useState('');
  const [formError, setFormError] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  /** A refusal in the page's language (spec 7: error.<message>), else the client's translation of it. */
  const messageOf = (error: unknown, fallback: string): string =>
    error instanceof ApiError
      ? t(errorMessageKey(error.message), { defaultValue: error.displayMessage })
      : fallback;
  const order = useCustomOrder(status === 'signed-in' ? lookup : null);
  const own = useOwnCustomOrders(product, { enabled: status === 'signed-in' });
  const ownOrders = own.data?.results ?? [];
  const save = useSaveCustomOrder();
  const loaded = order.data;

  // A found order brings its saved text into the fields (once per order and revision).
  const loadedKey = loaded ? `${loaded.order_no}:${loaded.revision}` : '';
  useEffect(() => {
    if (!loaded || !loaded.customised) return;
    setTexts({ left: loaded.left_text, middle: loaded.middle_text, right: loaded.right_text });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another order or revision arrives
  }, [loadedKey]);

  const trimmed: Texts = { left: texts.left.trim(), middle: texts.middle.trim(), right: texts.right.trim() };
  const problemOf = (area: CustomArea) => {
    const problem = customTextProblem(trimmed[area]);
    if (problem === 'too_long') return t('customisation.problems.tooLong', { max: CUSTOM_TEXT_MAX });
    if (problem === 'unsupported')
      return t('customisation.problems.unsupported', {
        chars: unsupportedCharacters(trimmed[area]).join(' '),
      });
    if (problem === 'missing' && showProblems) return t(errorMessageKey(MISSING[area]));
    return '';
  };

  const signInLink = signInHref(prefix, `${location.pathname}${location.search}`);
  const date = (iso: string) =>
    formatDate(iso, language, language === 'cn' ? 'YYYY年M月D日 HH:mm' : 'MMM D, YYYY HH:mm');

  /** The order number as a lookup, or a message saying why not. */
  const currentLookup = (): CustomOrderLookup | null => {
    const value = orderNo.trim();
    if (!ORDER_NO_PATTERN.test(value)) {
      setOrderProblem(t('customisation.order.invalid'));
      return null;
    }
    setOrderProblem('');
    return { orderNo: value, platform, product };
  };

  const findOrder = (event?: FormEvent) => {
    event?.preventDefault();
    setFormError('');
    if (status !== 'signed-in') {
      setNeedsSignIn(true);
      return;
    }
    const next = currentLookup();
    if (next) setLookup(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    if (status !== 'signed-in') {
      setNeedsSignIn(true);
      return;
    }
    const next = currentLookup();
    if (!next) return;
    if (!lookup || lookup.orderNo !== next.orderNo || lookup.platform !== next.platform) setLookup(next);
    // spec 5 and 8: middle, left, right must each be customised, checked in that order
    setShowProblems(true);
    const missing = CUSTOM_AREAS.find((area) => customTextProblem(trimmed[area]) === 'missing');
    if (missing) {
      setFormError(t(errorMessageKey(MISSING[missing])));
      document.getElementById(`${id}-${missing}`)?.focus();
      return;
    }
    const bad = CUSTOM_AREAS.find((area) => customTextProblem(trimmed[area]) !== undefined);
    if (bad) {
      document.getElementById(`${id}-${bad}`)?.focus();
      return;
    }
    setConfirming(true);
  };

  const confirm = async () => {
    const target = currentLookup();
    if (!target) return;
    try {
      await save.mutateAsync({
        lookup: target,
        texts: { left_text: trimmed.left, middle_text: trimmed.middle, right_text: trimmed.right },
      });
      setConfirming(false);
      setShowProblems(false);
      toast.success(t('customisation.submitted'));
    } catch (error) {
      setConfirming(false);
      setFormError(messageOf(error, t('common.loadFailed')));
      if (error instanceof ApiError && error.status === 401) setNeedsSignIn(true);
      void order.refetch();
    }
  };

  /** One of the member's own orders, picked from the list: looked up at once (issue 35 item 9). */
  const pickOrder = (pick: { order_no: string; platform: CustomPlatform }) => {
    setFormError('');
    setOrderProblem('');
    setOrderNo(pick.order_no);
    setPlatform(pick.platform);
    setLookup({ orderNo: pick.order_no, platform: pick.platform, product });
  };

  const orderError = order.isError ? order.error : null;
  const noOrder = orderError instanceof ApiError && orderError.code === 'custom_order_missing';
  const locked = loaded ? !loaded.editable : false;
  const found = loaded !== undefined && !order.isError;

  return (
    <div className="customise" data-product={product}>
      {/* a preview until the member's order is found; then the text they type is theirs to save */}
      {found ? null : (
        <aside className="customise__notice" aria-labelledby={`${id}-notice`}>
          <h2 id={`${id}-notice`} className="customise__notice-title">
            {t('customisation.preview.title')}
          </h2>
          <p>{t('customisation.preview.body')}</p>
        </aside>
      )}

      <figure className="customise__figure">
        <CustomKeyboardArt
          product={product}
          left={trimmed.left}
          middle={trimmed.middle}
          right={trimmed.right}
          active={active}
          placeholder={{
            left: t('customisation.placeholder.left'),
            middle: t('customisation.placeholder.middle'),
            right: t('customisation.placeholder.right'),
          }}
          label={t('customisation.artLabel', {
            product: productName,
            left: trimmed.left || t('customisation.artEmpty'),
            middle: trimmed.middle || t('customisation.artEmpty'),
            right: trimmed.right || t('customisation.artEmpty'),
          })}
        />
        <figcaption className="customise__plates">
          {FIELD_ORDER.map((area) => (
            <span key={area} className={`customise__plate customise__plate--${area}`}>
              <span className="customise__plate-label">{t(`customisation.areas.${area}.short`)}</span>
              <span className="customise__plate-text" data-testid={`plate-${area}`}>
                {trimmed[area] || '—'}
              </span>
            </span>
          ))}
        </figcaption>
      </figure>

      <form className="customise__form" onSubmit={submit} noValidate>
        <fieldset className="customise__order">
          <legend className="customise__legend">{t('customisation.order.legend')}</legend>
          {ownOrders.length > 0 ? (
            <div className="customise__own" role="group" aria-labelledby={`${id}-own`}>
              <p id={`${id}-own`} className="customise__own-title">
                {t('customisation.order.yours')}
              </p>
              <ul className="customise__own-list">
                {ownOrders.map((mine) => {
                  const current = lookup?.orderNo === mine.order_no && lookup.platform === mine.platform;
                  return (
                    <li key={`${mine.platform}:${mine.order_no}`}>
                      <button
                        type="button"
                        className={`customise__own-order${current ? ' is-current' : ''}`}
                        aria-pressed={current}
                        onClick={() => pickOrder(mine)}
                      >
                        <span className="customise__own-no">{mine.order_no}</span>
                        <span className="customise__own-meta">
                          {t(`customisation.order.stores.${mine.platform}`)} ·{' '}
                          {mine.editable
                            ? t('customisation.order.ownEditable', { date: date(mine.editable_until) })
                            : t('customisation.order.ownLocked')}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              <p className="customise__hint">{t('customisation.order.orType')}</p>
            </div>
          ) : null}
          <div className="customise__order-row">
            <div className="customise__field customise__field--order">
              <label className="form__label" htmlFor={`${id}-order`}>
                {t('customisation.order.label')}
              </label>
              <input
                id={`${id}-order`}
                className="input customise__order-input"
                name="order_no"
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                placeholder={t('customisation.order.placeholder')}
                value={orderNo}
                aria-invalid={orderProblem ? true : undefined}
                aria-describedby={orderProblem ? `${id}-order-error` : undefined}
                onChange={(e) => {
                  setOrderNo(e.target.value);
                  setOrderProblem('');
                }}
              />
            </div>
            <div className="customise__field">
              <label className="form__label" htmlFor={`${id}-platform`}>
                {t('customisation.order.storeLabel')}
              </label>
              <select
                id={`${id}-platform`}
                className="input customise__select"
                value={platform}
                onChange={(e) => setPlatform(e.target.value as CustomPlatform)}
              >
                <option value="cn">{t('customisation.order.stores.cn')}</option>
                <option value="en">{t('customisation.order.stores.en')}</option>
              </select>
            </div>
            <button
              type="button"
              className="button button--secondary customise__find"
              onClick={() => findOrder()}
              disabled={!hydrated || order.isFetching}
            >
              {order.isFetching ? t('customisation.order.finding') : t('customisation.order.find')}
            </button>
          </div>
          {orderProblem ? (
            <p id={`${id}-order-error`} className="form__error" role="alert">
              {orderProblem}
            </p>
          ) : null}
          <div className="customise__status" role="status" aria-live="polite">
            {needsSignIn && status !== 'signed-in' ? (
              <p className="customise__message">
                {t('customisation.order.signInBody')}{' '}
                <a className="customise__link" href={signInLink}>
                  {t('customisation.order.signIn')}
                </a>
              </p>
            ) : null}
            {noOrder ? (
              <p className="customise__message customise__message--warn" data-testid="custom-status">
                {t('customisation.order.sentence', { text: messageOf(orderError, '') })}{' '}
                <LocalLink className="customise__link" to={`/${product}/`}>
                  {t('customisation.order.buy', { product: productName })}
                </LocalLink>
              </p>
            ) : orderError ? (
              <p className="customise__message customise__message--warn" data-testid="custom-status">
                {messageOf(orderError, t('common.loadFailed'))}
              </p>
            ) : null}
            {loaded && !order.isError ? (
              locked ? (
                <p className="customise__message customise__message--warn" data-testid="custom-status">
                  {t('customisation.order.locked', {
                    reason: t(errorMessageKey(errors.custom_time_expired.message)),
                    date: date(loaded.editable_until),
                  })}
                </p>
              ) : (
                <p className="customise__message customise__message--ok" data-testid="custom-status">
                  {t('customisation.order.editable', {
                    orderNo: loaded.order_no,
                    date: date(loaded.editable_until),
                  })}
                  {loaded.customised && loaded.update_time
                    ? ` ${t('customisation.order.saved', { date: date(loaded.update_time) })}`
                    : ''}
                </p>
              )
            ) : null}
          </div>
        </fieldset>

        <fieldset className="customise__areas" disabled={locked}>
          <legend className="customise__legend">
            {t('customisation.areas.legend')}
            <button type="button" className="customise__help" onClick={() => setHelpOpen(true)}>
              {t('customisation.help.open')}
            </button>
          </legend>
          {FIELD_ORDER.map((area) => {
            const problem = problemOf(area);
            const count = [...trimmed[area]].length;
            return (
              <div key={area} className="customise__field">
                <label className="form__label" htmlFor={`${id}-${area}`}>
                  {t(`customisation.areas.${area}.label`)}
                </label>
                <input
                  id={`${id}-${area}`}
                  className="input customise__text"
                  name={`${area}_text`}
                  autoComplete="off"
                  spellCheck={false}
                  value={texts[area]}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={`${id}-${area}-hint${problem ? ` ${id}-${area}-error` : ''}`}
                  onFocus={() => setActive(area)}
                  onBlur={() => setActive(null)}
                  onChange={(e) =>
                    setTexts((previous) => ({ ...previous, [area]: e.target.value.slice(0, 40) }))
                  }
                />
                <p id={`${id}-${area}-hint`} className="customise__hint">
                  <span>{t(`customisation.areas.${area}.hint`)}</span>
                  <span className={count > CUSTOM_TEXT_MAX ? 'customise__count is-over' : 'customise__count'}>
                    {t('customisation.counter', { count, max: CUSTOM_TEXT_MAX })}
                  </span>
                </p>
                {problem ? (
                  <p id={`${id}-${area}-error`} className="form__error">
                    {problem}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>

        {formError ? (
          <p className="form__error customise__form-error" role="alert" data-testid="custom-error">
            {formError}
          </p>
        ) : null}
        <div className="customise__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={!hydrated || locked || save.isPending}
          >
            {t('customisation.submit')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setTexts(EMPTY)}
            disabled={locked}
          >
            {t('customisation.clear')}
          </button>
        </div>
      </form>

      {helpOpen ? <CustomHelpDialog onClose={() => setHelpOpen(false)} /> : null}
      {confirming ? (
        <ConfirmDialog
          title={t('customisation.confirm.title')}
          confirmLabel={t('customisation.confirm.confirm')}
          pendingLabel={t('customisation.confirm.pending')}
          confirmClassName="button button--primary"
          pending={save.isPending}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        >
          <p>{t('customisation.confirm.body', { orderNo: orderNo.trim(), product: productName })}</p>
          <dl className="customise__summary">
            {FIELD_ORDER.map((area) => (
              <div key={area}>
                <dt>{t(`customisation.areas.${area}.label`)}</dt>
                <dd>{trimmed[area]}</dd>
              </div>
            ))}
          </dl>
          <p className="customise__hint">
            {loaded?.editable
              ? t('customisation.confirm.until', { date: date(loaded.editable_until) })
              : t('customisation.confirm.window')}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
