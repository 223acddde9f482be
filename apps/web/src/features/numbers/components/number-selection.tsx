import { CONTACT_NAME_MAX, EMAIL_INPUT_MAX } from '@miao/contracts/limits';
import type { NumberEntry, NumberQueueInfo } from '@miao/contracts/numbers';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { ErrorState, Skeleton } from '@/components/ui/state-panels';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { signInHref } from '@/lib/redirect';
import { useSession } from '@/lib/session';
import { formatStaffTime } from '@/features/staff/utils/format';
import { useMe } from '@/features/users/api/get-me';
import { useMyNumbers } from '@/features/numbers/api/get-my-numbers';
import { useNumberQueue } from '@/features/numbers/api/get-number-queue';
import { useJoinNumberQueue } from '@/features/numbers/api/join-number-queue';
import { useTranslation } from '@/lib/use-translation';
import { TurnPanel } from './turn-panel';

/** Order number, e-mail and name (spec 3); e-mail cut to 80, name to 20 (spec 5). */
function JoinForm({ activity, another }: { activity: string; another: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const me = useMe({ enabled: true });
  const join = useJoinNumberQueue(activity);
  const [orderNo, setOrderNo] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const shownEmail = email ?? me.data?.email ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    join.mutate(
      { order_no: orderNo.trim(), email: shownEmail.trim(), name: name.trim() },
      {
        onSuccess: () => setOrderNo(''),
        onError: (e) => setError(e instanceof ApiError ? e.displayMessage : t('common.loadFailed')),
      },
    );
  };

  return (
    <form className="number-card number-join" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="number-card__title">
        {another ? t('numbers.join.anotherTitle') : t('numbers.join.title')}
      </h2>
      <div className="number-join__fields">
        <div className="number-field">
          <label htmlFor={`${id}-order`}>{t('numbers.join.orderNo')}</label>
          <input
            id={`${id}-order`}
            className="input mono"
            name="order_no"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            required
            value={orderNo}
            onChange={(e) => setOrderNo(e.target.value)}
          />
        </div>
        <div className="number-field">
          <label htmlFor={`${id}-email`}>{t('numbers.join.email')}</label>
          <input
            id={`${id}-email`}
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            maxLength={EMAIL_INPUT_MAX}
            required
            value={shownEmail}
            aria-describedby={`${id}-email-hint`}
            onChange={(e) => setEmail(e.target.value.slice(0, EMAIL_INPUT_MAX))}
          />
          <span id={`${id}-email-hint`} className="number-field__hint">
            {t('numbers.join.emailHint')}
          </span>
        </div>
        <div className="number-field">
          <label htmlFor={`${id}-name`}>{t('numbers.join.name')}</label>
          <input
            id={`${id}-name`}
            className="input"
            name="name"
            autoComplete="name"
            maxLength={CONTACT_NAME_MAX}
            required
            value={name}
            onChange={(e) => setName(e.target.value.slice(0, CONTACT_NAME_MAX))}
          />
        </div>
      </div>
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={join.isPending || !orderNo.trim() || !shownEmail.trim() || !name.trim()}
      >
        {join.isPending ? t('numbers.join.joining') : t('numbers.join.submit')}
      </button>
    </form>
  );
}

/** One of the member's orders in the queue: still in line, the turn, the number, or on hold. */
function EntryPanel({ entry, queue }: { entry: NumberEntry; queue: NumberQueueInfo }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [justPicked, setJustPicked] = useState<number | null>(null);
  const head = (
    <p className="number-card__order mono">
      {t('numbers.entry.order', { orderNo: entry.order_no })}
      <span className={`number-status number-status--${entry.status}`}>
        {t(`numbers.status.${entry.status}`)}
      </span>
    </p>
  );
  if (entry.status === 'turn') {
    return (
      <div className="number-card number-card--turn" data-testid="number-entry">
        {head}
        <TurnPanel entry={entry} queue={queue} onPicked={setJustPicked} />
      </div>
    );
  }
  if (entry.status === 'picked' || entry.status === 'assigned') {
    const time = formatStaffTime(entry.picked_at, language);
    return (
      <div className="number-card number-card--done" data-testid="number-entry" role="status">
        {head}
        {justPicked !== null ? (
          <p className="number-success__flash">{t('numbers.entry.justPicked', { number: justPicked })}</p>
        ) : null}
        <h2 className="number-card__title">{t('numbers.entry.successTitle', { number: entry.number })}</h2>
        <p className="number-success__number mono" aria-hidden="true">
          {String(entry.number).padStart(String(queue.total_numbers).length, '0')}
        </p>
        <p className="number-card__text">
          {entry.status === 'assigned'
            ? t('numbers.entry.successRandom', { number: entry.number, time })
            : t('numbers.entry.successPicked', { time })}
        </p>
        {entry.note ? <p className="number-card__note">“{entry.note}”</p> : null}
      </div>
    );
  }
  if (entry.status === 'skipped') {
    return (
      <div className="number-card" data-testid="number-entry">
        {head}
        <h2 className="number-card__title">{t('numbers.entry.skippedTitle')}</h2>
        <p className="number-card__text">{t('numbers.entry.skippedBody')}</p>
      </div>
    );
  }
  return (
    <div className="number-card number-card--waiting" data-testid="number-entry">
      {head}
      <h2 className="number-card__title">{t('numbers.entry.waitingTitle')}</h2>
      <p className="number-waiting__position" aria-live="polite">
        {t('numbers.entry.position', { position: entry.position })}
      </p>
      <p className="number-card__text">{t('numbers.entry.live')}</p>
    </div>
  );
}

function MemberArea({ activity, queue }: { activity: string; queue: NumberQueueInfo }) {
  const { t } = useTranslation();
  const mine = useMyNumbers({ enabled: true, live: true });
  if (mine.isPending) return <Skeleton lines={4} />;
  if (mine.isError) {
    const message = mine.error instanceof ApiError ? mine.error.displayMessage : t('common.loadFailed');
    return <ErrorState message={message} onRetry={() => void mine.refetch()} />;
  }
  const entries = mine.data.results.filter((e) => e.activity === activity);
  return (
    <>
      {entries.map((entry) => (
        <EntryPanel key={entry.order_no} entry={entry} queue={queue} />
      ))}
      <JoinForm activity={activity} another={entries.length > 0} />
    </>
  );
}

/**
 * Spec 2 `/am-hatsu/number/`: the queue's numbers, the member's places (refreshed every few
 * seconds: "still in line", the turn, the number) and the join form. Signed out: the way to sign in.
 */
export function NumberSelection({ activity, productName }: { activity: string; productName: string }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const { prefix } = useLanguage();
  const location = useLocation();
  const queue = useNumberQueue(activity);

  if (queue.isPending) return <Skeleton lines={4} />;
  if (queue.data === null) return <p className="number-card number-card__text">{t('numbers.page.closed')}</p>;
  if (queue.isError) {
    const message = queue.error instanceof ApiError ? queue.error.displayMessage : t('common.loadFailed');
    return <ErrorState message={message} onRetry={() => void queue.refetch()} />;
  }
  const info = queue.data;
  return (
    <div className="number-selection">
      <p className="number-selection__lead">
        {t('numbers.page.lead', { product: productName, total: info.total_numbers })}
      </p>
      <p className="number-selection__stats mono">
        {t('numbers.page.stats', {
          taken: info.taken.length,
          total: info.total_numbers,
          waiting: info.waiting,
        })}
      </p>
      {status === 'signed-in' ? (
        <MemberArea activity={activity} queue={info} />
      ) : status === 'refreshing' ? (
        <Skeleton lines={3} />
      ) : (
        <section className="number-card">
          <h2 className="number-card__title">{t('numbers.page.signInTitle')}</h2>
          <p className="number-card__text">{t('numbers.page.signInBody')}</p>
          <a
            className="button button--primary"
            href={signInHref(prefix, `${location.pathname}${location.search}`)}
          >
            {t('numbers.page.signIn')}
          </a>
        </section>
      )}
    </div>
  );
}
