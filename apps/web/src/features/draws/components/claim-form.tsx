import { DRAW_ADDRESS_MAX, type DrawClaimResult } from '@miao/contracts/draws';
import { CONTACT_NAME_MAX, EMAIL_INPUT_MAX } from '@miao/contracts/limits';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { useClaimPrize } from '@/features/draws/api/claim-prize';
import { useRequestClaimCode } from '@/features/draws/api/request-claim-code';
import { claimFormProblems, type ClaimField, type ClaimFormValues } from '@/features/draws/utils/claim-form';
import { useTranslation } from '@/lib/use-translation';

/** The purchase-rights code, shown this once: copy it, or write it down. */
function RightsCode({ result }: { result: DrawClaimResult }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  useEffect(() => ref.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.code);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="draw-code" ref={ref} tabIndex={-1} role="status">
      <p className="draw-code__title">{t('draws.claim.done')}</p>
      <p className="draw-code__label">{t('draws.claim.codeLabel')}</p>
      <p className="draw-code__value" data-testid="rights-code">
        {result.code}
      </p>
      <p className="draw-code__warning">{t('draws.claim.codeOnce')}</p>
      <button type="button" className="button button--secondary button--small" onClick={() => void copy()}>
        {copied === 'yes' ? t('draws.claim.copied') : t('draws.claim.copy')}
      </button>
      {copied === 'failed' ? <p className="draw-panel__note">{t('common.copyFailed')}</p> : null}
    </div>
  );
}

/**
 * A winner's claim form (spec 2; decision 045): name, the order's phone or e-mail and address, then
 * the 6-digit code sent to that contact. The answer to "send code" is the same whatever the
 * contact, so the form says "if it is the order's"; the claim goes with the contact the code was
 * asked for.
 */
export function ClaimForm({ slug, orderNo }: { slug: string; orderNo: string }) {
  const { t } = useTranslation();
  const { china } = useLanguage();
  const id = useId();
  const [values, setValues] = useState<ClaimFormValues>({ name: '', contact: '', address: '', code: '' });
  const [problems, setProblems] = useState<ClaimField[]>([]);
  /** The contact the last code was asked for, and how long that code holds. */
  const [asked, setAsked] = useState<{ contact: string; minutes: number; round: number } | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const ask = useRequestClaimCode(slug);
  const claim = useClaimPrize(slug);
  useEffect(() => {
    if (asked) codeField.current?.focus();
  }, [asked]);

  if (claim.data) return <RightsCode result={claim.data} />;

  const busy = ask.isPending || claim.isPending;
  const sendCode = () => {
    const found = claimFormProblems(values, false);
    setProblems(found);
    if (found.length > 0 || busy) return;
    const contact = values.contact.trim();
    claim.reset();
    ask.mutate(
      { order_no: orderNo, contact },
      {
        onSuccess: (answer) => {
          setAsked((before) => ({
            contact,
            minutes: Math.round(answer.code_valid_seconds / 60),
            round: (before?.round ?? 0) + 1,
          }));
          setValues((now) => ({ ...now, code: '' }));
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!asked) {
      sendCode();
      return;
    }
    const found = claimFormProblems(values, true);
    setProblems(found);
    if (found.length > 0 || busy) return;
    ask.reset();
    claim.mutate({
      order_no: orderNo,
      name: values.name,
      contact: asked.contact,
      address: values.address,
      code: values.code.trim(),
    });
  };
  const otherContact = () => {
    setAsked(null);
    ask.reset();
    claim.reset();
    setValues((now) => ({ ...now, code: '' }));
  };
  const field = (name: ClaimField) => ({
    id: `${id}-${name}`,
    value: values[name],
    'aria-invalid': problems.includes(name) || undefined,
    'aria-describedby': problems.includes(name) ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  const error = (name: ClaimField) =>
    problems.includes(name) ? (
      <p id={`${id}-${name}-error`} className="draw-panel__error">
        {t(`draws.claim.invalid.${name}`)}
      </p>
    ) : null;
  const failed = ask.error ?? claim.error;
  const refusal = failed instanceof ApiError ? failed.displayMessage : failed ? t('common.loadFailed') : '';

  return (
    <form className="draw-claim" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="draw-claim__title">
        {t('draws.claim.title')}
      </h3>
      <p className="draw-panel__note">{t('draws.claim.lead')}</p>
      <label className="draw-claim__label" htmlFor={`${id}-name`}>
        {t('draws.claim.name')}
      </label>
      <input className="input" autoComplete="name" maxLength={CONTACT_NAME_MAX} {...field('name')} />
      {error('name')}
      <label className="draw-claim__label" htmlFor={`${id}-contact`}>
        {china ? t('draws.claim.contactCn') : t('draws.claim.contactEn')}
      </label>
      <input
        className="input"
        autoComplete={china ? 'tel' : 'email'}
        inputMode={china ? 'tel' : 'email'}
        maxLength={EMAIL_INPUT_MAX}
        readOnly={asked !== null}
        {...field('contact')}
      />
      {error('contact')}
      <label className="draw-claim__label" htmlFor={`${id}-address`}>
        {t('draws.claim.address')}
      </label>
      <textarea
        className="input draw-claim__address"
        autoComplete="street-address"
        rows={3}
        maxLength={DRAW_ADDRESS_MAX}
        {...field('address')}
      />
      {error('address')}
      {asked ? (
        <div className="draw-claim__step" key={asked.round}>
          {/* read with the code field, which takes the focus (the result around is a live region) */}
          <p id={`${id}-sent`} className="draw-panel__note">
            {t('draws.claim.codeSent', { contact: asked.contact, minutes: asked.minutes })}
          </p>
          <label className="draw-claim__label" htmlFor={`${id}-code`}>
            {t('draws.claim.code')}
          </label>
          <input
            ref={codeField}
            className="input input--code draw-claim__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...field('code')}
            aria-describedby={problems.includes('code') ? `${id}-sent ${id}-code-error` : `${id}-sent`}
            onChange={(event) => setValues({ ...values, code: event.target.value.replace(/\D/g, '') })}
          />
          {error('code')}
        </div>
      ) : null}
      {refusal ? (
        <p className="draw-panel__error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="draw-claim__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {!asked
            ? ask.isPending
              ? t('draws.claim.sendingCode')
              : t('draws.claim.sendCode')
            : claim.isPending
              ? t('draws.claim.sending')
              : t('draws.claim.submit')}
        </button>
        {asked ? (
          <>
            <button type="button" className="button button--secondary" onClick={sendCode} disabled={busy}>
              {ask.isPending ? t('draws.claim.sendingCode') : t('draws.claim.resend')}
            </button>
            <button type="button" className="button button--secondary" onClick={otherContact} disabled={busy}>
              {t('draws.claim.otherContact')}
            </button>
          </>
        ) : null}
      </div>
    </form>
  );
}
