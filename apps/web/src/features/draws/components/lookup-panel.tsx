import type { DrawLookupResult, PublicDraw } from '@miao/contracts/draws';
import { ORDER_NO_PATTERN } from '@miao/contracts/orders';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { useLookupDraw } from '@/features/draws/api/lookup-draw';
import { prizeName } from '@/features/draws/utils/prize';
import { useTranslation } from '@/lib/use-translation';
import { ClaimForm } from './claim-form';

function Result({ draw, result, orderNo }: { draw: PublicDraw; result: DrawLookupResult; orderNo: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [result]);
  const prize = result.prize === null ? undefined : draw.prizes[result.prize];
  return (
    <div className={`draw-result draw-result--${result.result}`} ref={ref} tabIndex={-1} role="status">
      <p className="draw-result__title">{t(`draws.result.${result.result}.title`)}</p>
      <p className="draw-result__body">
        {t(`draws.result.${result.result}.body`, {
          order: result.order,
          position: result.position ?? '',
          prize: prize ? prizeName(prize, language) : '',
        })}
      </p>
      {result.result === 'win' && !result.claim_open ? (
        <p className="draw-panel__note">{t('draws.result.claimClosed')}</p>
      ) : null}
      {result.result === 'win' && result.claim_open ? <ClaimForm slug={draw.slug} orderNo={orderNo} /> : null}
    </div>
  );
}

/** Spec 2 prize look-up: the order number, then win, not win or already claimed (or a claim form). */
export function LookupPanel({ draw }: { draw: PublicDraw }) {
  const { t } = useTranslation();
  const id = useId();
  const [orderNo, setOrderNo] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [asked, setAsked] = useState('');
  const lookup = useLookupDraw(draw.slug);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = orderNo.trim();
    if (!ORDER_NO_PATTERN.test(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setAsked(value);
    lookup.mutate(value);
  };
  const refusal =
    lookup.error instanceof ApiError
      ? lookup.error.displayMessage
      : lookup.error
        ? t('common.loadFailed')
        : '';

  return (
    <section className="draw-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="draw-panel__title">
        {t('draws.lookup.title')}
      </h2>
      <form className="draw-lookup" onSubmit={submit} noValidate>
        <label className="draw-claim__label" htmlFor={`${id}-order`}>
          {t('draws.lookup.label')}
        </label>
        <div className="draw-lookup__row">
          <input
            id={`${id}-order`}
            className="input draw-lookup__input"
            value={orderNo}
            onChange={(event) => setOrderNo(event.target.value)}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            placeholder="RGB65-2025-0001"
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint`}
          />
          <button type="submit" className="button button--primary" disabled={lookup.isPending}>
            {lookup.isPending ? t('draws.lookup.checking') : t('draws.lookup.submit')}
          </button>
        </div>
        <p id={`${id}-hint`} className={invalid ? 'draw-panel__error' : 'draw-panel__note'}>
          {invalid ? t('draws.lookup.invalid') : t('draws.lookup.hint')}
        </p>
      </form>
      {refusal ? (
        <p className="draw-panel__error" role="alert">
          {refusal}
        </p>
      ) : null}
      {lookup.data && !lookup.isPending ? <Result draw={draw} result={lookup.data} orderNo={asked} /> : null}
    </section>
  );
}
