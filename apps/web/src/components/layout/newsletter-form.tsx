import { EMAIL_INPUT_MAX } from '@miao/contracts/limits';
import { isValidEmail } from '@miao/contracts/product-rules';
import { useId, useState, type FormEvent } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { useSubscribeNewsletter } from '@/lib/subscribe-newsletter';
import { useHydrated } from '@/hooks/use-hydrated';
import { useTranslation } from '@/lib/use-translation';

/**
 * Spec 5 footer subscription (overseas only): the e-mail rule (2-4 letter top-level part, cut at
 * 80 characters), the button disabled while sending, then a success message.
 */
export function NewsletterForm() {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const subscribe = useSubscribeNewsletter();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!isValidEmail(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    subscribe.mutate({ email: value, language });
  };

  if (subscribe.isSuccess) {
    return (
      <p className="newsletter newsletter--done" role="status">
        {t('products.newsletter.success')}
      </p>
    );
  }
  return (
    <form className="newsletter" onSubmit={submit} noValidate>
      <label className="newsletter__label" htmlFor={id}>
        {t('products.newsletter.label')}
      </label>
      <div className="newsletter__row">
        <input
          id={id}
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_INPUT_MAX}
          placeholder={t('products.newsletter.placeholder')}
          value={email}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            setEmail(e.target.value.slice(0, EMAIL_INPUT_MAX));
            if (invalid) setInvalid(false);
          }}
        />
        <button type="submit" className="button button--primary" disabled={!hydrated || subscribe.isPending}>
          {subscribe.isPending ? t('products.newsletter.sending') : t('layout.subscribe')}
        </button>
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="form__error" role="alert">
          {t('products.request.errors.input_error_email')}
        </p>
      ) : null}
    </form>
  );
}
