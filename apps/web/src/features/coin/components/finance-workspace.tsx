import { BALANCE_TYPES, type BalanceType } from '@miao/contracts/coin';
import type { FinanceMovement, FinanceSummary } from '@miao/contracts/finance';
import { DEFAULT_COIN_ID } from '@miao/contracts/limits';
import { useState } from 'react';
import { QueryState, Skeleton } from '@/components/ui/state-panels';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLanguage } from '@/hooks/use-language';
import { hasPermission, useCurrentUserPermissions } from '@/features/users/api/get-current-user-permissions';
import { useChains } from '@/features/coin/api/get-chains';
import {
  balanceRecordsCsvUrl,
  useFinanceMovements,
  useFinanceSummary,
  type FinancePeriod,
} from '@/features/coin/api/get-finance';
import { formatCoinCount } from '@/features/coin/utils/format';
import '@/features/coin/finance.css';
import { useTranslation } from '@/lib/use-translation';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** One colour per balance type, in chart and legend (the site's palette, readable on white). */
const TYPE_COLOURS: Record<BalanceType, string> = {
  payment: '#4f46e5',
  reward: '#0f9d76',
  reward_refund: '#7c8a99',
  invited_reward: '#d97706',
  invited_reward_refund: '#b45309',
  activity_grant: '#db2777',
  transfer: '#0284c7',
};

/** Minted = in wallets + in escrow, as one bar split in two. */
function SupplyChart({ supply }: { supply: FinanceSummary['supply'] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const total = Math.max(supply.minted, 1);
  const wallets = (supply.in_wallets / total) * 100;
  const label = t('finance.supply.chartLabel', {
    wallets: formatCoinCount(supply.in_wallets, language),
    escrow: formatCoinCount(supply.in_escrow, language),
  });
  return (
    <svg
      className="finance-supply__chart"
      data-testid="finance-supply-chart"
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <rect x="0" y="0" width={wallets} height="8" fill="#0284c7" />
      <rect x={wallets} y="0" width={100 - wallets} height="8" fill="#d97706" />
    </svg>
  );
}

function SupplySection({ summary }: { summary: FinanceSummary }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const figures: [string, number, string | undefined][] = [
    [t('finance.supply.minted'), summary.supply.minted, undefined],
    [t('finance.supply.inWallets'), summary.supply.in_wallets, '#0284c7'],
    [t('finance.supply.inEscrow'), summary.supply.in_escrow, '#d97706'],
  ];
  return (
    <section className="card finance__section" aria-labelledby="finance-supply-title">
      <h2 id="finance-supply-title">{t('finance.supply.title', { coin: summary.coin_name })}</h2>
      <dl className="finance-supply__figures">
        {figures.map(([name, value, colour]) => (
          <div key={name} className="finance-supply__figure">
            <dt>
              {colour && (
                <span className="finance__swatch" style={{ background: colour }} aria-hidden="true" />
              )}
              {name}
            </dt>
            <dd>{formatCoinCount(value, language)}</dd>
          </div>
        ))}
        <div className="finance-supply__figure">
          <dt>{t('finance.supply.holders')}</dt>
          <dd>{formatCoinCount(summary.holders, language)}</dd>
        </div>
      </dl>
      <SupplyChart supply={summary.supply} />
      <p className="form__hint">{t('finance.supply.hint')}</p>
    </section>
  );
}

function LedgerCheckSection({ check }: { check: FinanceSummary['ledger_check'] }) {
  const { t } = useTranslation();
  return (
    <section className="card finance__section" aria-labelledby="finance-check-title">
      <h2 id="finance-check-title">{t('finance.check.title')}</h2>
      <p
        className={check.ok ? 'finance-check finance-check--ok' : 'finance-check finance-check--bad'}
        role="status"
      >
        {check.ok
          ? t('finance.check.ok', { transactions: check.transactions, accounts: check.accounts })
          : t('finance.check.problems', { count: check.problems.length })}
      </p>
      {!check.ok && (
        <ul className="finance-check__problems">
          {check.problems.slice(0, 20).map((problem, i) => (
            <li key={i}>
              <code>{JSON.stringify(problem)}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HoldersSection({ summary }: { summary: FinanceSummary }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <section className="card finance__section" aria-labelledby="finance-holders-title">
      <h2 id="finance-holders-title">{t('finance.holders.title')}</h2>
      {summary.top_holders.length === 0 ? (
        <p className="finance__empty">{t('finance.holders.empty')}</p>
      ) : (
        <div className="finance__table-wrap">
          <table className="finance__table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('finance.holders.member')}</th>
                <th scope="col" className="finance__number">
                  {t('finance.holders.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.top_holders.map((holder, i) => (
                <tr key={holder.user_id}>
                  <td>{i + 1}</td>
                  <td>{holder.nickname || `#${holder.user_id}`}</td>
                  <td className="finance__number">{formatCoinCount(holder.balance, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Coin moved per period, stacked by balance type. */
function MovementsChart({ movements }: { movements: FinanceMovement[] }) {
  const { t } = useTranslation();
  const periods = [...new Set(movements.map((m) => m.period))];
  const totals = periods.map((period) =>
    movements.filter((m) => m.period === period).reduce((sum, m) => sum + m.amount, 0),
  );
  const max = Math.max(...totals, 1);
  const width = 100 / Math.max(periods.length, 1);
  return (
    <svg
      className="finance-movements__chart"
      data-testid="finance-movements-chart"
      viewBox="0 0 100 40"
      preserveAspectRatio="none"
      role="img"
      aria-label={t('finance.movements.chartLabel', { periods: periods.length })}
    >
      {periods.map((period, column) => {
        let y = 40;
        return BALANCE_TYPES.map((type) => {
          const amount = movements
            .filter((m) => m.period === period && m.type === type)
            .reduce((sum, m) => sum + m.amount, 0);
          if (amount === 0) return null;
          const height = (amount / max) * 38;
          y -= height;
          return (
            <rect
              key={`${period}:${type}`}
              x={column * width + width * 0.15}
              y={y}
              width={width * 0.7}
              height={height}
              fill={TYPE_COLOURS[type]}
            >
              <title>{`${period} · ${t(`coin.types.${type}`)}: ${amount}`}</title>
            </rect>
          );
        });
      })}
    </svg>
  );
}

function MovementsSection({ coinTypeId }: { coinTypeId: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [period, setPeriod] = useState<FinancePeriod>(() => {
    const now = Date.now();
    return { coinTypeId, from: dayOf(now - 29 * DAY_MS), to: dayOf(now), group: 'day' };
  });
  const current = { ...period, coinTypeId };
  const movements = useFinanceMovements(current);
  return (
    <section className="card finance__section" aria-labelledby="finance-movements-title">
      <h2 id="finance-movements-title">{t('finance.movements.title')}</h2>
      <div className="finance__controls">
        <label className="form__field">
          <span className="form__label">{t('finance.period.from')}</span>
          <input
            className="input"
            type="date"
            value={period.from}
            max={period.to}
            onChange={(event) => event.target.value && setPeriod({ ...period, from: event.target.value })}
          />
        </label>
        <label className="form__field">
          <span className="form__label">{t('finance.period.to')}</span>
          <input
            className="input"
            type="date"
            value={period.to}
            min={period.from}
            onChange={(event) => event.target.value && setPeriod({ ...period, to: event.target.value })}
          />
        </label>
        <label className="form__field">
          <span className="form__label">{t('finance.period.group')}</span>
          <select
            className="input"
            value={period.group}
            onChange={(event) => setPeriod({ ...period, group: event.target.value as 'day' | 'month' })}
          >
            <option value="day">{t('finance.period.day')}</option>
            <option value="month">{t('finance.period.month')}</option>
          </select>
        </label>
        <a
          className="button button--secondary button--small finance__export"
          href={balanceRecordsCsvUrl(current)}
          download
        >
          {t('finance.export')}
        </a>
      </div>
      <QueryState query={movements}>
        {(data) =>
          data.movements.length === 0 ? (
            <p className="finance__empty">{t('finance.movements.empty')}</p>
          ) : (
            <>
              <MovementsChart movements={data.movements} />
              <ul className="finance__legend">
                {BALANCE_TYPES.filter((type) => data.movements.some((m) => m.type === type)).map((type) => (
                  <li key={type}>
                    <span
                      className="finance__swatch"
                      style={{ background: TYPE_COLOURS[type] }}
                      aria-hidden="true"
                    />
                    {t(`coin.types.${type}`)}
                  </li>
                ))}
              </ul>
              <div className="finance__table-wrap">
                <table className="finance__table" data-testid="finance-movements-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('finance.movements.period')}</th>
                      <th scope="col">{t('finance.movements.type')}</th>
                      <th scope="col">{t('finance.movements.source')}</th>
                      <th scope="col" className="finance__number">
                        {t('finance.movements.count')}
                      </th>
                      <th scope="col" className="finance__number">
                        {t('finance.movements.amount')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.movements.map((row) => (
                      <tr key={`${row.period}:${row.type}:${row.source}`}>
                        <td>{row.period}</td>
                        <td>{t(`coin.types.${row.type}`)}</td>
                        <td>{t(`coin.sources.${row.source}`)}</td>
                        <td className="finance__number">{formatCoinCount(row.count, language)}</td>
                        <td className="finance__number">{formatCoinCount(row.amount, language)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )
        }
      </QueryState>
      {movements.isError && <p className="form__hint">{t('finance.period.hint')}</p>}
    </section>
  );
}

function Workspace() {
  const { t } = useTranslation();
  const chains = useChains();
  const [coinTypeId, setCoinTypeId] = useState(DEFAULT_COIN_ID);
  const summary = useFinanceSummary(coinTypeId);
  const coinTypes = chains.data?.results ?? [];
  return (
    <div className="finance">
      {coinTypes.length > 1 && (
        <label className="form__field finance__coin">
          <span className="form__label">{t('coin.coinType')}</span>
          <select
            className="input"
            value={coinTypeId}
            onChange={(event) => setCoinTypeId(Number(event.target.value))}
          >
            {coinTypes.map((chain) => (
              <option key={chain.id} value={chain.id}>
                {chain.coin_name}
              </option>
            ))}
          </select>
        </label>
      )}
      <QueryState query={summary}>
        {(data) => (
          <>
            <SupplySection summary={data} />
            <LedgerCheckSection check={data.ledger_check} />
            <HoldersSection summary={data} />
          </>
        )}
      </QueryState>
      <MovementsSection coinTypeId={coinTypeId} />
    </div>
  );
}

/**
 * The finance workspace behind /finance-login/: staff holding `finance.workspace` read the coin's
 * supply, movements, largest holders and the ledger check, and export balance records. Others read
 * the spec 8 refusal (the server refuses their calls anyway).
 */
export function FinanceWorkspace() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const permissions = useCurrentUserPermissions({ enabled: true });
  if (!hydrated || permissions.isPending) return <Skeleton lines={5} />;
  if (!hasPermission(permissions.data, 'finance.workspace')) {
    return (
      <section className="card finance__denied" role="alert">
        <h2>{t('error.No access permission')}</h2>
        <p>{t('finance.denied')}</p>
      </section>
    );
  }
  return <Workspace />;
}
