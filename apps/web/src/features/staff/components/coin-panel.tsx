import type { GrantBatchResponse } from '@miao/contracts/staff';
import type { BatchRowError } from '@miao/contracts/tasks';
import { COIN_NAME_MAX, REMARKS_MAX } from '@miao/contracts/limits';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { PlusIcon } from '@/components/icons/line-icons';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useStringSet } from '@/locales/string-sets';
import { useChains } from '@/features/coin/api/get-chains';
import { useCreateCoinType, useGrantCoin } from '@/features/staff/api/grant-coin';
import { parseGrantCsv, type GrantLine } from '@/features/staff/utils/grant-csv';
import { StaffPanel } from './staff-panel';

/** Coin types (spec 3 "chain or coin type"): the list and a new one. */
function CoinTypes() {
  const { t } = useTranslation();
  const uid = useId();
  const chains = useChains();
  const create = useCreateCoinType();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const coinName = name.trim();
    if (!coinName || create.isPending) return;
    create.mutate(coinName, {
      onSuccess: () => {
        toast.success(t('console.coin.typeCreated', { name: coinName }));
        setName('');
      },
    });
  };
  return (
    <section className="console-block" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="console-block__title">
        {t('console.coin.typesTitle')}
      </h3>
      <ul className="console-chips">
        {(chains.data?.results ?? []).map((c) => (
          <li key={c.id} className="tag">
            {`#${c.id} · ${c.coin_name}`}
          </li>
        ))}
      </ul>
      <form className="console-inline-form" onSubmit={submit}>
        <label className="form__label" htmlFor={`${uid}-name`}>
          {t('console.coin.typeName')}
        </label>
        <input
          id={`${uid}-name`}
          className="input"
          value={name}
          maxLength={COIN_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
        />
        <button
          type="submit"
          className="button button--secondary"
          disabled={create.isPending || !name.trim()}
        >
          <PlusIcon /> {t('console.coin.addType')}
        </button>
      </form>
    </section>
  );
}

/** The grant form: coin type, reason, recipients (one, or lines of a CSV), then the outcome. */
function GrantForm() {
  const { t } = useTranslation();
  const uid = useId();
  const chains = useChains();
  const grant = useGrantCoin();
  const [coinTypeId, setCoinTypeId] = useState('1');
  const [remarks, setRemarks] = useState('');
  const [amount, setAmount] = useState('');
  const [recipients, setRecipients] = useState('');
  const [lines, setLines] = useState<GrantLine[]>([]);
  const [refused, setRefused] = useState<BatchRowError[] | null>(null);
  const [granted, setGranted] = useState<GrantBatchResponse | null>(null);
  const [missing, setMissing] = useState<string[]>([]);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setRecipients(await file.text());
    event.target.value = '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseGrantCsv(recipients, amount.trim());
    const problems = [
      ...(remarks.trim() ? [] : ['remarks']),
      ...(parsed.length ? [] : ['recipients']),
      ...(parsed.some((l) => l.number === '') ? ['amount'] : []),
    ];
    setMissing(problems);
    setRefused(null);
    setGranted(null);
    if (problems.length > 0 || grant.isPending) return;
    setLines(parsed);
    grant.mutate(
      {
        coin_type_id: Number(coinTypeId),
        remarks: remarks.trim(),
        rows: parsed.map(({ user, number }) => ({ user, number })),
      },
      {
        onSuccess: (result) => {
          setGranted(result);
          toast.success(t('console.coin.granted', { count: result.count, total: result.total }));
          setRecipients('');
        },
        onError: (error) => {
          const rows =
            error instanceof ApiError ? (error.body as { rows?: BatchRowError[] }).rows : undefined;
          if (rows) setRefused(rows);
          else toast.error(error instanceof ApiError ? error.displayMessage : t('common.loadFailed'));
        },
      },
    );
  };

  const fieldError = (key: string) =>
    missing.includes(key) ? (
      <p className="form__error" role="alert" id={`${uid}-${key}-error`}>
        {t(`console.coin.errors.${key}`)}
      </p>
    ) : null;
  const invalid = (key: string) =>
    missing.includes(key) ? { 'aria-invalid': true, 'aria-describedby': `${uid}-${key}-error` } : {};

  return (
    <section className="console-block" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="console-block__title">
        {t('console.coin.grantTitle')}
      </h3>
      <form className="form console-grant" onSubmit={submit} noValidate>
        <div className="console-grant__row">
          <div className="form__field">
            <label className="form__label" htmlFor={`${uid}-coin`}>
              {t('console.coin.fields.coinType')}
            </label>
            <select
              id={`${uid}-coin`}
              className="input"
              value={coinTypeId}
              onChange={(e) => setCoinTypeId(e.target.value)}
            >
              {(chains.data?.results ?? [{ id: 1, coin_name: 'MIAO COIN' }]).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.coin_name}
                </option>
              ))}
            </select>
          </div>
          <div className="form__field">
            <label className="form__label" htmlFor={`${uid}-amount`}>
              {t('console.coin.fields.amount')}
            </label>
            <input
              id={`${uid}-amount`}
              className="input mono"
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
              {...invalid('amount')}
            />
            {fieldError('amount') ?? <p className="form__hint">{t('console.coin.amountHint')}</p>}
          </div>
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-remarks`}>
            {t('console.coin.fields.remarks')}
          </label>
          <input
            id={`${uid}-remarks`}
            className="input"
            value={remarks}
            maxLength={REMARKS_MAX}
            onChange={(e) => setRemarks(e.target.value)}
            {...invalid('remarks')}
          />
          {fieldError('remarks') ?? (
            <p className="form__hint">{t('console.coin.remarksHint', { max: REMARKS_MAX })}</p>
          )}
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${uid}-recipients`}>
            {t('console.coin.fields.recipients')}
          </label>
          <textarea
            id={`${uid}-recipients`}
            className="textarea mono"
            rows={5}
            value={recipients}
            placeholder={'member@example.com,30\n13912345678,20\n#12'}
            onChange={(e) => setRecipients(e.target.value)}
            {...invalid('recipients')}
          />
          {fieldError('recipients') ?? <p className="form__hint">{t('console.coin.recipientsHint')}</p>}
        </div>
        <div className="form__actions console-grant__actions">
          <label className="button button--secondary console-file">
            {t('console.coin.loadCsv')}
            <input type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(e) => void readFile(e)} />
          </label>
          <button type="submit" className="button button--primary" disabled={grant.isPending}>
            {grant.isPending ? t('console.coin.granting') : t('console.coin.grant')}
          </button>
        </div>
      </form>
      {refused ? (
        <div className="console-result console-result--refused" role="alert">
          <p className="console-result__title">{t('console.coin.refusedTitle', { count: refused.length })}</p>
          <ul className="console-result__rows">
            {refused.map((row) => {
              const line = lines[row.index];
              return (
                <li key={row.index}>
                  <span className="mono">
                    {t('console.coin.line', { line: line?.line ?? row.index + 1 })} · {line?.user}
                  </span>
                  <span>{t(`console.coin.rowErrors.${row.code}`, { defaultValue: row.message })}</span>
                  {row.fields.includes('number') ? <span>{t('console.coin.rowErrors.number')}</span> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {granted ? (
        <div className="console-result" role="status">
          <p className="console-result__title">
            {t('console.coin.granted', { count: granted.count, total: granted.total })}
          </p>
          <ul className="console-result__rows">
            {granted.results.map((r) => (
              <li key={r.index}>
                <span>
                  {r.nickname || t('console.anonymous')} <span className="mono">#{r.user_id}</span>
                </span>
                <span className="mono">
                  +{r.number} → {r.count}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** Coin types and activity grants (spec 3 balance type "activity grant"; the reason shows in history). */
export function CoinPanel() {
  const { t, i18n } = useTranslation();
  useStringSet(i18n, 'console');
  return (
    <StaffPanel title={t('console.coin.title')} lead={t('console.coin.lead')}>
      <GrantForm />
      <CoinTypes />
    </StaffPanel>
  );
}
