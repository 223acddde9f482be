import {
  NUMBER_QUEUE_NUMBERS_MAX,
  NUMBER_QUEUE_TURNS_MAX,
  type StaffNumberEntry,
  type StaffNumberQueue,
} from '@miao/contracts/numbers';
import { useId, useState, type FormEvent } from 'react';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/state-panels';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { useStringSet } from '@/locales/string-sets';
import { StaffPanel } from '@/features/staff/components/staff-panel';
import { formatStaffTime } from '@/features/staff/utils/format';
import {
  assignmentsCsvHref,
  useCreateNumberQueue,
  useSkipNumberEntry,
  useStaffNumberEntries,
  useStaffNumberQueues,
  useUpdateNumberQueue,
} from '@/features/numbers/api/staff-number-queues';
import '@/features/numbers/numbers.css';

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.displayMessage : fallback;

/** N and the turns open at once; N cannot go below a number already held (the server says so). */
function QueueSettings({ queue }: { queue: StaffNumberQueue }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateNumberQueue(queue.id);
  const [total, setTotal] = useState(String(queue.total_numbers));
  const [turns, setTurns] = useState(String(queue.turns_at_once));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ total_numbers: Number(total), turns_at_once: Number(turns) });
  };
  return (
    <form className="staff-numbers__settings" onSubmit={submit}>
      <label htmlFor={`${id}-total`}>{t('numbers.staff.total')}</label>
      <input
        id={`${id}-total`}
        className="input"
        type="number"
        min={1}
        max={NUMBER_QUEUE_NUMBERS_MAX}
        value={total}
        onChange={(e) => setTotal(e.target.value)}
      />
      <label htmlFor={`${id}-turns`}>{t('numbers.staff.turnsAtOnce')}</label>
      <input
        id={`${id}-turns`}
        className="input"
        type="number"
        min={1}
        max={NUMBER_QUEUE_TURNS_MAX}
        value={turns}
        onChange={(e) => setTurns(e.target.value)}
      />
      <button type="submit" className="button button--secondary button--small" disabled={update.isPending}>
        {t('numbers.staff.save')}
      </button>
      <span role="status" className={update.isError ? 'form__error' : 'staff-numbers__saved'}>
        {update.isError
          ? errorText(update.error, t('common.loadFailed'))
          : update.isSuccess
            ? t('numbers.staff.saved')
            : ''}
      </span>
    </form>
  );
}

function EntryRow({ entry, index, queueId }: { entry: StaffNumberEntry; index: number; queueId: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const skip = useSkipNumberEntry(queueId);
  const columns = 'numbers.staff.columns';
  const canSkip = entry.status === 'waiting' || entry.status === 'turn';
  return (
    <tr>
      <th scope="row" data-label={t(`${columns}.line`)}>
        {index + 1}
      </th>
      <td data-label={t(`${columns}.order`)} className="mono">
        {entry.order_no}
      </td>
      <td data-label={t(`${columns}.buyer`)}>
        {entry.name}
        <br />
        <span className="staff-numbers__email">{entry.email}</span>
      </td>
      <td data-label={t(`${columns}.status`)}>
        <span className={`number-status number-status--${entry.status}`}>
          {t(`numbers.status.${entry.status}`)}
        </span>
        {entry.status === 'turn' ? (
          <span className="staff-numbers__email">
            {' '}
            {t('numbers.staff.turnEnds', { time: formatStaffTime(entry.turn_ends_at, language) })}
          </span>
        ) : null}
      </td>
      <td data-label={t(`${columns}.number`)} className="mono">
        {entry.number ?? ''}
      </td>
      <td data-label={t(`${columns}.note`)}>{entry.note ?? ''}</td>
      <td data-label={t(`${columns}.actions`)}>
        {canSkip || entry.status === 'skipped' ? (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={skip.isPending}
            aria-label={t(canSkip ? 'numbers.staff.skipLabel' : 'numbers.staff.restoreLabel', {
              name: entry.name,
              orderNo: entry.order_no,
            })}
            onClick={() => skip.mutate({ entryId: entry.id, skip: canSkip })}
          >
            {canSkip ? t('numbers.staff.skip') : t('numbers.staff.restore')}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

function QueueLine({ queue }: { queue: StaffNumberQueue }) {
  const { t } = useTranslation();
  const entries = useStaffNumberEntries(queue.id);
  const columns = ['line', 'order', 'buyer', 'status', 'number', 'note', 'actions'];
  return (
    <div className="staff-numbers__queue">
      <p className="staff-panel__lead">{t('numbers.staff.counts', queue.counts)}</p>
      <QueueSettings key={`${queue.id}-${queue.total_numbers}-${queue.turns_at_once}`} queue={queue} />
      {entries.isPending ? (
        <Skeleton lines={4} />
      ) : entries.isError ? (
        <ErrorState
          message={errorText(entries.error, t('common.loadFailed'))}
          onRetry={() => void entries.refetch()}
        />
      ) : entries.data.results.length === 0 ? (
        <EmptyState>{t('numbers.staff.empty')}</EmptyState>
      ) : (
        <div className="staff-table__scroll">
          <table className="staff-table staff-list">
            <caption className="visually-hidden">{t('numbers.staff.caption')}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {t(`numbers.staff.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.data.results.map((entry, index) => (
                <EntryRow key={entry.id} entry={entry} index={index} queueId={queue.id} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function CreateQueue() {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateNumberQueue();
  const [activity, setActivity] = useState('');
  const [product, setProduct] = useState('am-hatsu');
  const [total, setTotal] = useState('100');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      activity: activity.trim(),
      product_code: product.trim(),
      total_numbers: Number(total),
      turns_at_once: 1,
    });
  };
  return (
    <form className="staff-numbers__create" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('numbers.staff.createTitle')}</h3>
      <label htmlFor={`${id}-activity`}>{t('numbers.staff.activity')}</label>
      <input
        id={`${id}-activity`}
        className="input mono"
        value={activity}
        onChange={(e) => setActivity(e.target.value)}
      />
      <label htmlFor={`${id}-product`}>{t('numbers.staff.product')}</label>
      <input
        id={`${id}-product`}
        className="input mono"
        value={product}
        onChange={(e) => setProduct(e.target.value)}
      />
      <label htmlFor={`${id}-total`}>{t('numbers.staff.total')}</label>
      <input
        id={`${id}-total`}
        className="input"
        type="number"
        min={1}
        max={NUMBER_QUEUE_NUMBERS_MAX}
        value={total}
        onChange={(e) => setTotal(e.target.value)}
      />
      <button type="submit" className="button button--secondary button--small" disabled={create.isPending}>
        {t('numbers.staff.create')}
      </button>
      {create.isError ? (
        <p className="form__error" role="alert">
          {errorText(create.error, t('common.loadFailed'))}
        </p>
      ) : null}
    </form>
  );
}

/** The console's number queues: the line of a queue, skip and restore, N, and the CSV of assignments. */
export function StaffNumbersPanel() {
  const { t, i18n } = useTranslation();
  useStringSet(i18n, 'numbers');
  const id = useId();
  const queues = useStaffNumberQueues();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = queues.data?.results ?? [];
  const queue = list.find((q) => q.id === chosen) ?? list[0];
  return (
    <StaffPanel
      title={t('numbers.staff.title')}
      lead={t('numbers.staff.lead')}
      actions={
        queue ? (
          <a className="button button--secondary button--small" href={assignmentsCsvHref(queue.id)} download>
            {t('numbers.staff.csv')}
          </a>
        ) : null
      }
    >
      {queues.isPending ? (
        <Skeleton lines={4} />
      ) : queues.isError ? (
        <ErrorState
          message={errorText(queues.error, t('common.loadFailed'))}
          onRetry={() => void queues.refetch()}
        />
      ) : (
        <>
          {list.length > 1 ? (
            <div className="staff-numbers__pick">
              <label htmlFor={`${id}-queue`}>{t('numbers.staff.queue')}</label>
              <select
                id={`${id}-queue`}
                className="input"
                value={queue?.id}
                onChange={(e) => setChosen(Number(e.target.value))}
              >
                {list.map((q) => (
                  <option key={q.id} value={q.id}>
                    {q.activity} · {q.product_code}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {queue ? <QueueLine queue={queue} /> : <EmptyState>{t('numbers.staff.noQueues')}</EmptyState>}
          <CreateQueue />
        </>
      )}
    </StaffPanel>
  );
}
