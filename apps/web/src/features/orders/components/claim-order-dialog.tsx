import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useClaimOrder } from '@/features/orders/api/claim-order';
import { useConfirmOrderClaim } from '@/features/orders/api/confirm-order-claim';
import { useTranslation } from '@/lib/use-translation';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.displayMessage : fallback;
}

/**
 * Claim an order bought with another e-mail or phone: its number and the buyer's contact, then the
 * code sent to that contact. The member's own contact binds it at once.
 */
export function ClaimOrderDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const uid = useId();
  const [orderNo, setOrderNo] = useState('');
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'ask' | 'code'>('ask');
  const [error, setError] = useState<string | null>(null);
  const claim = useClaimOrder();
  const confirm = useConfirmOrderClaim();
  const busy = claim.isPending || confirm.isPending;

  const done = () => {
    toast.success(t('orders.claim.done', { no: orderNo.trim() }));
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (step === 'ask') {
      if (!orderNo.trim() || !contact.trim()) {
        setError(t('orders.claim.required'));
        return;
      }
      claim.mutate(
        { order_no: orderNo.trim(), contact: contact.trim() },
        {
          onSuccess: (answer) => (answer.claimed ? done() : setStep('code')),
          onError: (e) => setError(messageOf(e, t('common.loadFailed'))),
        },
      );
    } else {
      confirm.mutate(
        { order_no: orderNo.trim(), code: code.trim() },
        { onSuccess: done, onError: (e) => setError(messageOf(e, t('common.loadFailed'))) },
      );
    }
  };

  return (
    <Dialog title={t('orders.claim.title')} onClose={onClose}>
      <form className="claim-order" onSubmit={onSubmit} noValidate>
        <p className="form__hint">{step === 'ask' ? t('orders.claim.lead') : t('orders.claim.codeSent')}</p>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-no`}>
            {t('orders.claim.orderNo')}
          </label>
          <input
            id={`${uid}-no`}
            className="input mono"
            value={orderNo}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            disabled={step === 'code'}
            onChange={(e) => setOrderNo(e.target.value)}
          />
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-contact`}>
            {t('orders.claim.contact')}
          </label>
          <input
            id={`${uid}-contact`}
            className="input"
            value={contact}
            maxLength={80}
            autoComplete="off"
            disabled={step === 'code'}
            onChange={(e) => setContact(e.target.value)}
          />
        </div>
        {step === 'code' ? (
          <div className="form__field">
            <label className="form__label" htmlFor={`${uid}-code`}>
              {t('orders.claim.code')}
            </label>
            <input
              id={`${uid}-code`}
              className="input input--code mono"
              value={code}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </div>
        ) : null}
        {error ? (
          <p className="form__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="form__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {step === 'ask' ? t('orders.claim.submit') : t('orders.claim.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
