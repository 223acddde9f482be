import { signInFields } from '@miao/contracts/auth-rules';
import { SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_RESEND_SECONDS } from '@miao/contracts/limits';
import { useId, useState, type FormEvent } from 'react';
import { CheckIcon } from '@/components/icons/ui-icons';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-client';
import { landingAfterSignIn } from '@/lib/redirect';
import { useSendEmailCode } from '@/features/auth/api/send-email-code';
import { useSendPhoneCode } from '@/features/auth/api/send-phone-code';
import { useSignIn } from '@/features/auth/api/sign-in';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLanguage } from '@/hooks/use-language';
import { useMobileFocus } from '@/hooks/use-mobile-focus';
import { useTranslation } from '@/lib/use-translation';

type Field = 'address' | 'code' | 'form';

/**
 * Spec 1 and 4: China mode signs in with a mainland mobile and an SMS code, overseas mode with an
 * e-mail and a code. The contracts' schemas check the input before anything is sent.
 */
export function SignInForm({ china, redirect }: { china: boolean; redirect: string | null }) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const focusSoon = useMobileFocus();
  const { prefix } = useLanguage();
  const ids = { address: useId(), code: useId(), error: useId() };
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);
  const { remaining, start } = useCountdown();
  const sendEmail = useSendEmailCode();
  const sendPhone = useSendPhoneCode();
  const signIn = useSignIn();
  const sending = sendEmail.isPending || sendPhone.isPending;

  const addressError = china
    ? t('error.Please enter the correct mobile number')
    : t('error.Please enter the correct e-mail');
  const checkAddress = () => (china ? signInFields.phone : signInFields.email)(address);

  const failWith = (field: Field, error: unknown) => {
    const message = error instanceof ApiError ? error.displayMessage : t('common.networkError');
    setErrors({ [field]: message });
    // a refused resend still says when the next code may be asked for
    const wait =
      error instanceof ApiError
        ? (error.body as { resend_after?: unknown } | undefined)?.resend_after
        : undefined;
    if (typeof wait === 'number') start(wait);
  };

  const onSendCode = () => {
    const checked = checkAddress();
    if (checked === undefined) {
      setErrors({ address: addressError });
      return;
    }
    setErrors({});
    setSent(false);
    const handlers = {
      onSuccess: (answer: { resend_after: number }) => {
        start(answer.resend_after || SIGN_IN_CODE_RESEND_SECONDS);
        // said beside the code field, not in a toast over the form's explanation (issue 35 item 11)
        setSent(true);
        focusSoon(() => document.getElementById(ids.code));
      },
      onError: (error: unknown) => failWith('address', error),
    };
    if (china) sendPhone.mutate({ phone: checked }, handlers);
    else sendEmail.mutate({ email: checked }, handlers);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checkedAddress = checkAddress();
    const checkedCode = signInFields.code(code);
    const next: Partial<Record<Field, string>> = {};
    if (checkedAddress === undefined) next.address = addressError;
    if (checkedCode === undefined) next.code = t('auth.codeInvalid', { length: SIGN_IN_CODE_LENGTH });
    setErrors(next);
    if (checkedAddress === undefined || checkedCode === undefined) return;
    const origin = window.location.origin;
    const home = `${prefix}/`;
    const target = landingAfterSignIn(redirect, origin, home);
    const input = china
      ? { phone: checkedAddress, code: checkedCode, redirect: target }
      : { email: checkedAddress, code: checkedCode, redirect: target };
    signIn.mutate(input, {
      // a full load: the next page starts from the server with the new cookies
      onSuccess: (answer) =>
        window.location.assign(landingAfterSignIn(answer.redirect || target, origin, home)),
      onError: (error) => failWith('code', error),
    });
  };

  const describe = (field: Field) => (errors[field] ? `${ids.error}-${field}` : undefined);
  const errorText = (field: Field) =>
    errors[field] ? (
      <p id={`${ids.error}-${field}`} className="form__error" role="alert">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="form sign-in-form" onSubmit={onSubmit} noValidate>
      <div className="form__field">
        <label className="form__label" htmlFor={ids.address}>
          {china ? t('auth.phone') : t('auth.email')}
        </label>
        <input
          id={ids.address}
          className="input"
          name={china ? 'phone' : 'email'}
          type={china ? 'tel' : 'email'}
          inputMode={china ? 'numeric' : 'email'}
          autoComplete={china ? 'tel-national' : 'email'}
          placeholder={china ? t('auth.phonePlaceholder') : t('auth.emailPlaceholder')}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={describe('address')}
          required
        />
        {errorText('address')}
      </div>
      <div className="form__field">
        <label className="form__label" htmlFor={ids.code}>
          {t('auth.code')}
        </label>
        <div className="input-row">
          <input
            id={ids.code}
            className="input input--code mono"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SIGN_IN_CODE_LENGTH}
            placeholder={t('auth.codePlaceholder', { length: SIGN_IN_CODE_LENGTH })}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={describe('code')}
            required
          />
          <button
            type="button"
            className="button button--secondary send-code"
            onClick={onSendCode}
            disabled={!hydrated || sending || remaining > 0}
            aria-live="polite"
          >
            {sending
              ? t('auth.sending')
              : remaining > 0
                ? t('auth.resendIn', { seconds: remaining })
                : t('auth.sendCode')}
          </button>
        </div>
        {errorText('code')}
        <p className="form__hint sign-in-form__sent" role="status">
          {sent && !errors.code ? (
            <>
              <CheckIcon aria-hidden="true" />
              {china ? t('auth.codeSentPhone') : t('auth.codeSentEmail')}
            </>
          ) : null}
        </p>
      </div>
      {errorText('form')}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={!hydrated || signIn.isPending || signIn.isSuccess}
      >
        {signIn.isPending || signIn.isSuccess ? t('auth.submitting') : t('common.signIn')}
      </button>
    </form>
  );
}
