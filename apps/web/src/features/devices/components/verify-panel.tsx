import {
  normaliseSn,
  SN_MAX,
  SN_PATTERN,
  type CaptchaPowSolution,
  type CaptchaPuzzle,
  type DeviceVerifyResult,
} from '@miao/contracts/devices';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CheckIcon } from '@/components/icons/ui-icons';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { answerPuzzle, createPuzzle, verifyDevice } from '@/features/devices/api/verify';
import { useTranslation } from '@/lib/use-translation';
import { solveProofOfWork } from '@/features/devices/utils/proof-of-work';
import { SlideCaptcha, type CaptchaDrop } from './slide-captcha';

type Step =
  | { kind: 'form' }
  | { kind: 'captcha'; puzzle: CaptchaPuzzle | null; busy: boolean }
  | { kind: 'found'; device: DeviceVerifyResult }
  | { kind: 'notFound'; sn: string; message: string };

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.displayMessage : fallback;
}

/** The proof of work of the puzzle on screen, under way. */
interface Work {
  puzzleId: string;
  solution: Promise<CaptchaPowSolution>;
  stop: AbortController;
}

/** Refusals after which this page may not verify again today (decision 043), or for a while. */
const isBlocked = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 429 && error.code !== 'device_verify_sn_limit';

/**
 * Spec 2 serial verification: the SN, then the slide captcha, then the device's production date,
 * manufacturer and production name, or "device not found" with the counterfeit warning.
 */
export function VerifyPanel({ autoFocus }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const hydrated = useHydrated();
  const id = useId();
  const [sn, setSn] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [note, setNote] = useState('');
  const [blocked, setBlocked] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const work = useRef<Work | null>(null);

  const stopWork = () => {
    work.current?.stop.abort();
    work.current = null;
  };
  useEffect(() => stopWork, []);

  const loadPuzzle = async () => {
    stopWork();
    setStep({ kind: 'captcha', puzzle: null, busy: true });
    try {
      const puzzle = await createPuzzle();
      // the browser works while the visitor slides
      const stop = new AbortController();
      const solution = solveProofOfWork(puzzle.pow, stop.signal);
      solution.catch(() => {}); // awaited when the piece is dropped
      work.current = { puzzleId: puzzle.id, solution, stop };
      setStep({ kind: 'captcha', puzzle, busy: false });
    } catch (error) {
      if (isBlocked(error)) setBlocked(true);
      setNote(messageOf(error, t('common.loadFailed')));
      setStep({ kind: 'form' });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normaliseSn(sn);
    if (!SN_PATTERN.test(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setNote('');
    void loadPuzzle();
  };

  const onDrop = async (drop: CaptchaDrop) => {
    if (step.kind !== 'captcha' || !step.puzzle) return;
    setStep({ ...step, busy: true });
    setNote(t('devices.verify.checking'));
    const puzzleId = step.puzzle.id;
    let token: string;
    try {
      if (work.current?.puzzleId !== puzzleId) throw new Error('no work for this puzzle');
      const pow = await work.current.solution;
      work.current = null;
      token = (await answerPuzzle(puzzleId, { ...drop, pow })).token;
    } catch (error) {
      if (isBlocked(error)) {
        setBlocked(true);
        setNote(error.displayMessage);
        setStep({ kind: 'form' });
        return;
      }
      // a failed slide: say so and offer a new picture at once
      setNote(`${messageOf(error, t('common.loadFailed'))} ${t('devices.captcha.tryAgain')}`);
      void loadPuzzle();
      return;
    }
    try {
      const device = await verifyDevice(normaliseSn(sn), token);
      setNote('');
      setStep({ kind: 'found', device });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'device_not_found') {
        setNote('');
        setStep({ kind: 'notFound', sn: normaliseSn(sn), message: error.displayMessage });
      } else {
        if (isBlocked(error)) setBlocked(true);
        setNote(messageOf(error, t('common.loadFailed')));
        setStep({ kind: 'form' });
      }
    }
  };

  useEffect(() => {
    if (step.kind === 'found' || step.kind === 'notFound') resultRef.current?.focus();
  }, [step.kind]);

  const again = () => {
    stopWork();
    setStep({ kind: 'form' });
    setSn('');
    setNote('');
  };

  const date = (value: string) =>
    new Date(`${value}T00:00:00Z`).toLocaleDateString(language === 'cn' ? 'zh-CN' : 'en-GB', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });

  return (
    // the result is the panel's one card (issue 35 item 8): no card inside the form's card
    <div
      className={`verify-panel${step.kind === 'found' || step.kind === 'notFound' ? ' verify-panel--result' : ''}`}
    >
      {step.kind === 'form' || step.kind === 'captcha' ? (
        <form className="verify-panel__form" onSubmit={submit} noValidate>
          <label className="verify-panel__label" htmlFor={`${id}-sn`}>
            {t('devices.verify.snLabel')}
          </label>
          <div className="verify-panel__row">
            <input
              id={`${id}-sn`}
              className="input verify-panel__input"
              name="sn"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              autoFocus={autoFocus}
              maxLength={SN_MAX}
              placeholder={t('devices.verify.snPlaceholder')}
              value={sn}
              readOnly={step.kind === 'captcha'}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : `${id}-hint`}
              onChange={(e) => {
                setSn(e.target.value.slice(0, SN_MAX));
                if (invalid) setInvalid(false);
              }}
            />
            {step.kind === 'form' ? (
              <button type="submit" className="button button--primary" disabled={!hydrated || blocked}>
                {t('devices.verify.submit')}
              </button>
            ) : (
              <button type="button" className="button button--secondary" onClick={again}>
                {t('devices.verify.change')}
              </button>
            )}
          </div>
          {invalid ? (
            <p id={`${id}-error`} className="form__error" role="alert">
              {t('devices.verify.snInvalid')}
            </p>
          ) : (
            <p id={`${id}-hint`} className="verify-panel__hint">
              {t('devices.verify.snHint')}
            </p>
          )}
        </form>
      ) : null}

      {step.kind === 'captcha' ? (
        <div className="verify-panel__captcha">
          <p className="verify-panel__step">{t('devices.captcha.title')}</p>
          {step.puzzle ? (
            <SlideCaptcha
              key={step.puzzle.id}
              puzzle={step.puzzle}
              busy={step.busy}
              onDrop={(d) => void onDrop(d)}
            />
          ) : (
            <div className="slide-captcha slide-captcha--loading" role="status">
              {t('common.loading')}
            </div>
          )}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void loadPuzzle()}
            disabled={step.busy}
          >
            {t('devices.captcha.refresh')}
          </button>
        </div>
      ) : null}

      <p className="verify-panel__note" role="status" aria-live="polite">
        {note}
      </p>

      {step.kind === 'found' ? (
        <div
          className="verify-result verify-result--found"
          ref={resultRef}
          tabIndex={-1}
          aria-labelledby={`${id}-found`}
          data-testid="verify-result"
        >
          <div className="verify-result__head">
            <span className="verify-result__seal" aria-hidden="true">
              <CheckIcon />
            </span>
            <div className="verify-result__heading">
              <h2 id={`${id}-found`} className="verify-result__title">
                {t('devices.result.genuine')}
              </h2>
              <p className="verify-result__lead">{t('devices.result.genuineLead')}</p>
            </div>
          </div>
          <dl className="verify-result__facts">
            <div className="verify-result__fact verify-result__fact--main">
              <dt>{t('devices.result.product')}</dt>
              <dd className="verify-result__product">
                {t(`product.${step.device.product_code}`, { defaultValue: step.device.product_code })}
              </dd>
            </div>
            <div className="verify-result__fact verify-result__fact--main">
              <dt>{t('devices.result.sn')}</dt>
              <dd className="verify-result__sn">{step.device.sn}</dd>
            </div>
            <div className="verify-result__fact">
              <dt>{t('devices.result.productionDate')}</dt>
              <dd>{date(step.device.production_date)}</dd>
            </div>
            <div className="verify-result__fact">
              <dt>{t('devices.result.manufacturer')}</dt>
              <dd>{step.device.manufacturer}</dd>
            </div>
            <div className="verify-result__fact">
              <dt>{t('devices.result.productionName')}</dt>
              <dd>{step.device.production_name}</dd>
            </div>
          </dl>
          <button type="button" className="button button--secondary" onClick={again}>
            {t('devices.result.again')}
          </button>
        </div>
      ) : null}

      {step.kind === 'notFound' ? (
        <div className="verify-result verify-result--missing" ref={resultRef} tabIndex={-1} role="alert">
          <h2 className="verify-result__title">{t('devices.result.notFoundTitle', { sn: step.sn })}</h2>
          <p>{step.message}</p>
          <button type="button" className="button button--secondary" onClick={again}>
            {t('devices.result.again')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
