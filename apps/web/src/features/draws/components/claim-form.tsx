import { DRAW_ADDRESS_MAX, type DrawClaimResult } from '@miao/contracts/draws';
import { CONTACT_NAME_MAX, EMAIL_INPUT_MAX } from '@miao/contracts/limits';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { useClaimPrize } from '@/features/draws/api/claim-prize';
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

/** A winner's claim form (spec 2): name, the order's phone or e-mail, address; sent once. */
export function ClaimForm({ slug, orderNo }: { slug: string; orderNo: string }) {
  const { t } = useTranslation();
  const { china } = useLanguage();
  const id = useId();
  const [values, setValues] = useState<ClaimFormValues>({ name: '', contact: '', address: '' });
  const [problems, setProblems] = useState<ClaimField[]>([]);
  const claim = useClaimPrize(slug);

  if (claim.data) return <RightsCode result={claim.data} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = claimFormProblems(values);
    setProblems(found);
    if (found.length > 0) return;
    claim.mutate({ order_no: orderNo, ...values });
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
  const refusal =
    claim.error instanceof ApiError ? claim.error.displayMessage : claim.error ? t('common.loadFailed') : '';

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
      {refusal ? (
        <p className="draw-panel__error" role="alert">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={claim.isPending}>
        {claim.isPending ? t('draws.claim.sending') : t('draws.claim.submit')}
      </button>
    </form>
  );
}
