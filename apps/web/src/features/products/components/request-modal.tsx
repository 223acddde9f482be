import { CONTACT_NAME_MAX, EMAIL_INPUT_MAX } from '@miao/contracts/limits';
import { formatRequestCount, type ProductMode } from '@miao/contracts/product-rules';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CheckIcon } from '@/components/icons/ui-icons';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState, Skeleton } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { useCreateProductRequest } from '@/features/products/api/create-product-request';
import { useProductRequestCount } from '@/features/products/api/get-product-request-count';
import { useProductRequestInfo } from '@/features/products/api/get-product-request-info';
import { useMe } from '@/features/users/api/get-me';
import {
  cutContact,
  cutNickname,
  requestBody,
  validateRequestForm,
  type RequestFormField,
  type RequestFormValues,
} from '@/features/products/lib/request-form';
import { useTranslation } from '@/lib/use-translation';

type View = 'form' | 'requested' | 'success';

/**
 * Spec 4 request modal: loading, then the form or the "requested" confirmation. An existing
 * request is saved again on its own (so it counts as fresh) and the confirmation shows; a new one
 * shows success, and OK closes. Spec 5 validation: a mainland mobile in China mode, else an e-mail;
 * a contact name; the e-mail cut at 80 characters and the name at 20.
 */
export default function RequestModal(props: {
  code: string;
  productName: string;
  mode: ProductMode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { code, mode, onClose } = props;
  const info = useProductRequestInfo(code, { enabled: true });
  const count = useProductRequestCount(code, { enabled: true });
  const save = useCreateProductRequest(code);
  // issue 18: a first request starts from the member's own e-mail or mobile and nickname
  const me = useMe({ enabled: true });
  const [view, setView] = useState<View | null>(null);
  const resaved = useRef(false);

  // An existing request is saved again automatically, then confirmed.
  const { mutate } = save;
  useEffect(() => {
    if (!info.isSuccess || resaved.current || view) return;
    resaved.current = true;
    const existing = info.data;
    if (!existing) {
      setView('form');
      return;
    }
    const existingMode: ProductMode = existing.phone ? 'cn' : 'en';
    mutate(
      requestBody(
        code,
        { nickname: existing.nickname, contact: existing.phone || existing.email },
        existingMode,
      ),
      { onSuccess: () => setView('requested'), onError: () => setView('form') },
    );
  }, [info.isSuccess, info.data, view, mutate, code]);

  const title = t('products.request.title', { product: props.productName });
  let body;
  if (info.isError) {
    const message = info.error instanceof ApiError ? info.error.displayMessage : t('common.loadFailed');
    body = <ErrorState message={message} onRetry={() => void info.refetch()} />;
  } else if (view === null || (view === 'form' && !info.data && me.isPending)) {
    body = <Skeleton lines={3} label={t('products.request.loading')} />;
  } else if (view === 'form') {
    body = (
      <RequestForm
        code={code}
        mode={mode}
        count={count.data?.count}
        initial={
          info.data
            ? { nickname: info.data.nickname, contact: mode === 'cn' ? info.data.phone : info.data.email }
            : me.data
              ? {
                  nickname: cutNickname(me.data.nickname),
                  contact: cutContact(mode === 'cn' ? me.data.bind_phone : me.data.email, mode),
                }
              : undefined
        }
        pending={save.isPending}
        onSubmit={(values) =>
          save.mutate(requestBody(code, values, mode), { onSuccess: () => setView('success') })
        }
      />
    );
  } else {
    body = (
      <div className="request-done" role="status">
        <span className="request-done__icon">
          <CheckIcon />
        </span>
        <p className="request-done__title">
          {view === 'success' ? t('products.request.successTitle') : t('products.request.requestedTitle')}
        </p>
        <p className="request-done__body">
          {view === 'success' ? t('products.request.successBody') : t('products.request.requestedBody')}
        </p>
        <button type="button" className="button button--primary" onClick={onClose} autoFocus>
          {t('products.request.ok')}
        </button>
      </div>
    );
  }

  return (
    <Dialog title={title} onClose={onClose}>
      {body}
    </Dialog>
  );
}

function RequestForm(props: {
  code: string;
  mode: ProductMode;
  count: number | undefined;
  initial?: RequestFormValues;
  pending: boolean;
  onSubmit: (values: RequestFormValues) => void;
}) {
  const { t } = useTranslation();
  const { mode } = props;
  const contactId = useId();
  const nameId = useId();
  const [values, setValues] = useState<RequestFormValues>(props.initial ?? { nickname: '', contact: '' });
  const [error, setError] = useState<{ field: RequestFormField; message: string } | null>(null);
  const contactRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRequestForm(values, mode);
    if (problem) {
      setError({ field: problem.field, message: t(problem.message) });
      (problem.field === 'contact' ? contactRef : nameRef).current?.focus();
      return;
    }
    setError(null);
    props.onSubmit(values);
  };

  const contactLabel = mode === 'cn' ? t('products.request.mobile') : t('products.request.email');
  return (
    <form className="form request-form" onSubmit={submit} noValidate>
      <p className="request-form__lead">{t('products.request.lead')}</p>
      <div className="form__field">
        <label className="form__label" htmlFor={contactId}>
          {contactLabel}
        </label>
        <input
          ref={contactRef}
          id={contactId}
          className="input"
          type={mode === 'cn' ? 'tel' : 'email'}
          inputMode={mode === 'cn' ? 'numeric' : 'email'}
          autoComplete={mode === 'cn' ? 'tel-national' : 'email'}
          maxLength={mode === 'cn' ? 11 : EMAIL_INPUT_MAX}
          value={values.contact}
          placeholder={
            mode === 'cn' ? t('products.request.mobilePlaceholder') : t('products.request.emailPlaceholder')
          }
          aria-invalid={error?.field === 'contact' ? true : undefined}
          aria-describedby={error?.field === 'contact' ? `${contactId}-error` : undefined}
          onChange={(e) => setValues((v) => ({ ...v, contact: cutContact(e.target.value, mode) }))}
        />
        {error?.field === 'contact' ? (
          <p id={`${contactId}-error`} className="form__error" role="alert">
            {error.message}
          </p>
        ) : null}
      </div>
      <div className="form__field">
        <label className="form__label" htmlFor={nameId}>
          {t('products.request.nickname')}
        </label>
        <input
          ref={nameRef}
          id={nameId}
          className="input"
          autoComplete="name"
          maxLength={CONTACT_NAME_MAX}
          value={values.nickname}
          placeholder={t('products.request.nicknamePlaceholder')}
          aria-invalid={error?.field === 'nickname' ? true : undefined}
          aria-describedby={error?.field === 'nickname' ? `${nameId}-error` : undefined}
          onChange={(e) => setValues((v) => ({ ...v, nickname: cutNickname(e.target.value) }))}
        />
        {error?.field === 'nickname' ? (
          <p id={`${nameId}-error`} className="form__error" role="alert">
            {error.message}
          </p>
        ) : null}
      </div>
      {props.count !== undefined ? (
        <p className="request-form__count">
          {t('products.request.count', { n: formatRequestCount(props.count) })}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={props.pending}>
        {props.pending ? t('products.request.sending') : t('products.request.submit')}
      </button>
    </form>
  );
}
