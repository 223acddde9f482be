import { NUMBER_NOTE_MAX } from '@miao/contracts/limits';
import type { NumberEntry, NumberQueueInfo } from '@miao/contracts/numbers';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { formatStaffTime } from '@/features/staff/utils/format';
import { usePickNumber } from '@/features/numbers/api/pick-number';
import { formatCountdown } from '@/features/numbers/utils/countdown';
import { useTranslation } from '@/lib/use-translation';

/** Milliseconds until `iso`, ticking every second (0 once passed). */
function useRemaining(iso: string | null): number {
  const end = iso ? Date.parse(iso) : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, end - now);
}

/**
 * Spec 4 number selection, the turn: a countdown of the 3 hours, the numbers (taken ones
 * disabled), an optional note (at most 128 characters, spec 5) and the confirmation. A number taken
 * meanwhile comes back as the spec 8 message and the grid refreshes.
 */
export function TurnPanel({
  entry,
  queue,
  onPicked,
}: {
  entry: NumberEntry;
  queue: NumberQueueInfo;
  onPicked: (number: number) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const remaining = useRemaining(entry.turn_ends_at);
  const [selected, setSelected] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const pick = usePickNumber(queue.activity);
  const taken = useMemo(() => new Set(queue.taken), [queue.taken]);
  const numbers = useMemo(
    () => Array.from({ length: queue.total_numbers }, (_, i) => i + 1),
    [queue.total_numbers],
  );
  const noteLength = [...note].length;
  const over = remaining === 0;
  const chosen = selected !== null && !taken.has(selected) ? selected : null;

  // a number cannot be changed once picked (spec 4): the choice is confirmed in a dialog naming it
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null || noteLength > NUMBER_NOTE_MAX) return;
    setError('');
    setConfirming(true);
  };

  const confirm = () => {
    if (chosen === null) return;
    pick.mutate(
      { order_no: entry.order_no, number: chosen, note },
      {
        onSuccess: () => {
          setConfirming(false);
          onPicked(chosen);
        },
        onError: (e) => {
          setConfirming(false);
          setError(e instanceof ApiError ? e.displayMessage : t('common.loadFailed'));
          if (e instanceof ApiError && e.code === 'number_taken') setSelected(null);
        },
      },
    );
  };

  return (
    <form className="number-turn" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <div className="number-turn__head">
        <h2 id={`${id}-title`} className="number-card__title">
          {t('numbers.entry.turnTitle')}
        </h2>
        <p className="number-turn__clock">
          <span className="number-turn__clock-label">{t('numbers.entry.timeLeft')}</span>
          <span className="number-turn__countdown mono" role="timer" aria-live="off">
            {formatCountdown(remaining)}
          </span>
        </p>
      </div>
      <p className="number-card__text">
        {over
          ? t('numbers.entry.expired')
          : t('numbers.entry.endsAt', { time: formatStaffTime(entry.turn_ends_at, language) })}
      </p>
      <fieldset className="number-grid" disabled={over || pick.isPending}>
        <legend className="number-grid__legend">
          {t('numbers.entry.gridLabel', { total: queue.total_numbers })}
        </legend>
        <div className="number-grid__cells">
          {numbers.map((n) => {
            const isTaken = taken.has(n);
            return (
              <label
                key={n}
                className={`number-cell${isTaken ? ' is-taken' : ''}${chosen === n ? ' is-chosen' : ''}`}
              >
                <input
                  type="radio"
                  name={`${id}-number`}
                  value={n}
                  checked={chosen === n}
                  disabled={isTaken}
                  onChange={() => setSelected(n)}
                  aria-label={t(isTaken ? 'numbers.entry.numberTaken' : 'numbers.entry.numberFree', {
                    number: n,
                  })}
                />
                <span className="number-cell__number" aria-hidden="true">
                  {n}
                </span>
              </label>
            );
          })}
        </div>
        {/* taken is told by a hatched, struck-through cell and this key, not by colour alone */}
        <p className="number-grid__key" aria-hidden="true">
          <span className="number-grid__swatch" />
          <span>{t('numbers.entry.keyFree')}</span>
          <span className="number-grid__swatch number-grid__swatch--taken" />
          <span>{t('numbers.entry.keyTaken')}</span>
        </p>
      </fieldset>
      <p className="number-turn__selected" aria-live="polite">
        {chosen === null ? t('numbers.entry.noneSelected') : t('numbers.entry.selected', { number: chosen })}
      </p>
      <div className="number-field">
        <label htmlFor={`${id}-note`}>{t('numbers.entry.note')}</label>
        <textarea
          id={`${id}-note`}
          className="input number-field__note"
          rows={2}
          value={note}
          maxLength={NUMBER_NOTE_MAX * 2}
          aria-describedby={`${id}-count`}
          aria-invalid={noteLength > NUMBER_NOTE_MAX || undefined}
          onChange={(e) => setNote(e.target.value)}
          disabled={over}
        />
        <span
          id={`${id}-count`}
          className={`number-field__count${noteLength > NUMBER_NOTE_MAX ? ' is-over' : ''}`}
        >
          {t('numbers.entry.noteCount', { count: noteLength, max: NUMBER_NOTE_MAX })}
        </span>
      </div>
      {error ? (
        <p className="form__error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={over || chosen === null || noteLength > NUMBER_NOTE_MAX || pick.isPending}
      >
        {pick.isPending
          ? t('numbers.entry.picking')
          : chosen === null
            ? t('numbers.entry.pickNone')
            : t('numbers.entry.pick', { number: chosen })}
      </button>
      {confirming && chosen !== null ? (
        <ConfirmDialog
          title={t('numbers.entry.confirmTitle', { number: chosen })}
          confirmLabel={t('numbers.entry.confirmFinal', { number: chosen })}
          pendingLabel={t('numbers.entry.picking')}
          confirmClassName="button button--primary"
          pending={pick.isPending}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
        >
          <p>{t('numbers.entry.confirmBody', { number: chosen })}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
