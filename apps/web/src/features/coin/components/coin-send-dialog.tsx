import type { BalanceResponse, Chain, TransferRequest } from '@miao/contracts/coin';
import { WALLET_ADDRESS_PATTERN } from '@miao/contracts/coin-rules';
import {
  COIN_NUMBER_MAX,
  DEFAULT_COIN_ID,
  DEFAULT_COIN_NAME,
  REMARKS_MAX,
  WALLET_ADDRESS_MAX,
} from '@miao/contracts/limits';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { Dialog } from '@/components/ui/dialog';
import { useLanguage } from '@/hooks/use-language';
import { coinName, useChains } from '@/features/coin/api/get-chains';
import { sendCoinInput, useSendCoin } from '@/features/coin/api/send-coin';
import { digitsOnly, formatCoinCount } from '@/features/coin/utils/format';
import {
  idempotencyKeyFor,
  newIdempotencyKey,
  type IdempotencyState,
} from '@/features/coin/utils/idempotency-key';
import { useTranslation } from '@/lib/use-translation';

/** The coin types to choose from; MIAO COIN (id 1) is always there, also before the list loads. */
function coinOptions(chains: readonly Chain[] | undefined): Chain[] {
  const listed = (chains ?? []).map((c) => ({ id: c.id, coin_name: coinName(chains, c.id) }));
  return listed.some((c) => c.id === DEFAULT_COIN_ID)
    ? listed
    : [{ id: DEFAULT_COIN_ID, coin_name: DEFAULT_COIN_NAME }, ...listed];
}

/**
 * Spec 5 coin send: coin type, recipient wallet address and amount are required; the amount is
 * digits only; address and remarks at most 42 characters; the sender is the user's own wallet.
 * More than the balance is refused here with the server's own words (spec 8 "not enough MIAO COIN
 * to send"); a refusal from the server shows inside the dialog, under the amount, not as a toast
 * the dialog would sit under. The form is kept.
 */
export function CoinSendDialog(props: {
  senderAddress: string;
  balances: BalanceResponse['count_list'];
  /** Must keep its identity across renders: the dialog re-focuses itself when it changes. */
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const ids = {
    form: useId(),
    from: useId(),
    coin: useId(),
    to: useId(),
    toError: useId(),
    amount: useId(),
    amountHint: useId(),
    sendError: useId(),
    remarks: useId(),
  };
  const chains = useChains();
  const send = useSendCoin();
  const [coinTypeId, setCoinTypeId] = useState(String(DEFAULT_COIN_ID));
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [remarks, setRemarks] = useState('');
  const [addressError, setAddressError] = useState<string>();
  // issue 35: the form, then a review naming what moves; only Confirm sends
  const [review, setReview] = useState<TransferRequest>();
  // a second click in the same frame, before the button re-renders disabled, must not send again
  const sending = useRef(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const reviewButton = useRef<HTMLButtonElement>(null);
  const reviewing = review !== undefined;
  const shownBefore = useRef(false);
  // the button pressed is gone from the dialog: focus goes to the next step's own button
  useEffect(() => {
    if (reviewing) confirmButton.current?.focus();
    else if (shownBefore.current) reviewButton.current?.focus();
    shownBefore.current = true;
  }, [reviewing]);
  // one key per opening of the dialog, renewed only when the content sent changes
  const [opening] = useState<IdempotencyState>(() => ({ key: newIdempotencyKey() }));
  const idempotency = useRef(opening);

  const options = coinOptions(chains.data?.results);
  const available = props.balances.find((b) => b.coin_id === Number(coinTypeId))?.count ?? 0;
  const number = Number(amount);
  const serverError =
    send.error instanceof ApiError
      ? send.error.displayMessage
      : send.error
        ? t('common.loadFailed')
        : undefined;
  const amountError =
    number > COIN_NUMBER_MAX
      ? t('coin.amountTooLarge')
      : number > available
        ? t('error.Not enough MIAO COIN to send')
        : undefined;
  const complete = coinTypeId !== '' && address.trim() !== '' && number >= 1;

  const checkAddress = (value: string): string | undefined => {
    const trimmed = value.trim();
    if (!WALLET_ADDRESS_PATTERN.test(trimmed)) return t('coin.invalidAddress');
    if (trimmed.toLowerCase() === props.senderAddress.toLowerCase())
      return t('error.You cannot send coins to your own wallet');
    return undefined;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || send.isPending || amountError) return;
    const problem = checkAddress(address);
    setAddressError(problem);
    if (problem) return;
    const parsed = sendCoinInput.safeParse({
      coin_type_id: Number(coinTypeId),
      wallet_address: address.trim(),
      number,
      remarks: remarks.trim(),
    });
    if (!parsed.success) return;
    send.reset();
    setReview(parsed.data);
  };

  const confirm = () => {
    if (!review || sending.current) return;
    sending.current = true;
    idempotency.current = idempotencyKeyFor(idempotency.current, JSON.stringify(review));
    send.mutate(
      { data: review, idempotencyKey: idempotency.current.key },
      {
        onSuccess: () => {
          toast.success(t('coin.sent'));
          props.onClose();
        },
        // the refusal shows under the amount, in the form it can be corrected in
        onError: () => setReview(undefined),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  if (review) {
    return (
      <Dialog
        title={t('coin.reviewTitle')}
        onClose={props.onClose}
        footer={
          <>
            <button
              type="button"
              className="button button--secondary"
              disabled={send.isPending}
              onClick={() => setReview(undefined)}
            >
              {t('coin.back')}
            </button>
            <button
              type="button"
              ref={confirmButton}
              className="button button--primary"
              disabled={send.isPending}
              onClick={confirm}
            >
              {send.isPending ? t('coin.sending') : t('coin.confirmSend')}
            </button>
          </>
        }
      >
        <p className="coin-review__lead">{t('coin.reviewLead')}</p>
        <dl className="coin-review">
          <div className="coin-review__row coin-review__row--amount">
            <dt>{t('coin.amount')}</dt>
            <dd>
              <span className="mono">{formatCoinCount(Number(review.number), language)}</span>{' '}
              {coinName(options, Number(review.coin_type_id))}
            </dd>
          </div>
          <div className="coin-review__row">
            <dt>{t('coin.to')}</dt>
            <dd className="mono wallet coin-review__address">{review.wallet_address}</dd>
          </div>
          <div className="coin-review__row">
            <dt>{t('coin.reviewRemarks')}</dt>
            <dd>
              {review.remarks ? (
                review.remarks
              ) : (
                <span className="coin-review__none">{t('coin.noRemarks')}</span>
              )}
            </dd>
          </div>
          <div className="coin-review__row">
            <dt>{t('coin.from')}</dt>
            <dd className="mono wallet coin-review__address">{props.senderAddress}</dd>
          </div>
        </dl>
        <p className="form__hint">{t('coin.reviewFinal')}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={t('coin.sendTitle')}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <button
            ref={reviewButton}
            type="submit"
            form={ids.form}
            className="button button--primary"
            disabled={!complete || send.isPending || !!amountError}
          >
            {t('coin.review')}
          </button>
        </>
      }
    >
      <form id={ids.form} className="form coin-send" onSubmit={onSubmit} noValidate>
        <div className="form__field">
          <span className="form__label" id={ids.from}>
            {t('coin.from')}
          </span>
          <code className="mono wallet coin-send__sender" aria-labelledby={ids.from}>
            {props.senderAddress}
          </code>
        </div>

        <div className="form__field">
          <label className="form__label" htmlFor={ids.coin}>
            {t('coin.coinType')}
          </label>
          <select
            id={ids.coin}
            className="input coin-send__select"
            value={coinTypeId}
            onChange={(e) => setCoinTypeId(e.target.value)}
            required
          >
            {options.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.coin_name}
              </option>
            ))}
          </select>
        </div>

        <div className="form__field">
          <label className="form__label" htmlFor={ids.to}>
            {t('coin.to')}
          </label>
          {/* a textarea so all 42 characters stay readable on a phone; Enter still sends */}
          <textarea
            id={ids.to}
            className="input mono coin-send__address"
            rows={1}
            value={address}
            maxLength={WALLET_ADDRESS_MAX}
            placeholder={t('coin.toPlaceholder')}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            required
            aria-invalid={addressError ? true : undefined}
            aria-describedby={addressError ? ids.toError : undefined}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            onChange={(e) => {
              const value = e.target.value.replace(/[\r\n]+/g, '');
              setAddress(value);
              if (addressError) setAddressError(checkAddress(value));
            }}
            onBlur={() => {
              if (address.trim()) setAddressError(checkAddress(address));
            }}
          />
          {addressError ? (
            <p id={ids.toError} className="form__error" role="alert">
              {addressError}
            </p>
          ) : null}
        </div>

        <div className="form__field">
          <label className="form__label" htmlFor={ids.amount}>
            {t('coin.amount')}
          </label>
          <input
            id={ids.amount}
            className="input mono"
            value={amount}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={16}
            placeholder={t('coin.amountPlaceholder')}
            autoComplete="off"
            required
            aria-invalid={amountError ? true : undefined}
            aria-describedby={serverError ? `${ids.amountHint} ${ids.sendError}` : ids.amountHint}
            onChange={(e) => {
              setAmount(digitsOnly(e.target.value));
              if (send.error) send.reset();
            }}
          />
          <p id={ids.amountHint} className={amountError ? 'form__error' : 'form__hint'}>
            {amountError ??
              t('coin.available', {
                amount: formatCoinCount(available, language),
                coin: coinName(options, Number(coinTypeId)),
              })}
          </p>
          {serverError ? (
            <p id={ids.sendError} className="form__error" role="alert">
              {serverError}
            </p>
          ) : null}
        </div>

        <div className="form__field">
          <label className="form__label" htmlFor={ids.remarks}>
            {t('coin.remarks')}
          </label>
          <input
            id={ids.remarks}
            className="input"
            value={remarks}
            maxLength={REMARKS_MAX}
            placeholder={t('coin.remarksPlaceholder')}
            autoComplete="off"
            onChange={(e) => setRemarks(e.target.value)}
          />
          <div className="form__meta">
            <span />
            <span className="form__count">
              {remarks.length}/{REMARKS_MAX}
            </span>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
