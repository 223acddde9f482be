import { useId, useMemo } from 'react';
import { Line } from '@/components/icons/ui-icons';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/state-panels';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { useBalance } from '@/features/coin/api/get-balance';
import { BALANCE_TREND_RECORDS, useBalanceTrend } from '@/features/coin/api/get-balance-trend';
import { balanceSeries, stepPath } from '@/features/coin/utils/balance-series';
import { formatCoinCount, formatRecordTime } from '@/features/coin/utils/format';
import { useTranslation } from '@/lib/use-translation';

/** The default coin (spec 3: id 1 is MIAO COIN). */
const COIN_ID = 1;
const BOX = { width: 600, height: 140, pad: 8 };

const StepIcon = () => (
  <Line>
    <path d="M3.5 19.5h17M4 16h5v-5h5V7h6" />
  </Line>
);

/**
 * Issue 18: the MIAO COIN balance over time as a step chart drawn by hand in SVG, from the newest
 * records of the member's ledger history. The picture has a summary for screen readers; the numbers
 * are in a table beneath it.
 */
export function BalanceChart() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const balance = useBalance();
  const trend = useBalanceTrend(COIN_ID);
  const current = balance.data?.count_list.find((c) => c.coin_id === COIN_ID)?.count;
  const points = useMemo(
    () => (current === undefined || !trend.data ? [] : balanceSeries(current, trend.data.results)),
    [current, trend.data],
  );

  let body;
  if (balance.isPending || trend.isPending) body = <Skeleton lines={3} />;
  else if (balance.isError || trend.isError) {
    const error = balance.error ?? trend.error;
    body = (
      <ErrorState
        message={error instanceof ApiError ? error.displayMessage : t('common.loadFailed')}
        onRetry={() => {
          void balance.refetch();
          void trend.refetch();
        }}
      />
    );
  } else if (points.length < 2) body = <EmptyState>{t('coin.chart.empty')}</EmptyState>;
  else {
    const values = points.map((p) => p.balance);
    const first = points[0]!;
    const last = points[points.length - 1]!;
    const n = (value: number) => formatCoinCount(value, language);
    const summary = t('coin.chart.summary', {
      changes: points.length - 1,
      from: n(first.balance),
      to: n(last.balance),
      low: n(Math.min(...values)),
      high: n(Math.max(...values)),
      since: formatRecordTime(first.at, language),
    });
    const d = stepPath(points, BOX);
    body = (
      <>
        <svg
          className="coin-chart__svg"
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
        >
          <line
            className="coin-chart__axis"
            x1={BOX.pad}
            x2={BOX.width - BOX.pad}
            y1={BOX.height - BOX.pad}
            y2={BOX.height - BOX.pad}
            vectorEffect="non-scaling-stroke"
          />
          <path className="coin-chart__area" d={`${d} V${BOX.height - BOX.pad} H${BOX.pad} Z`} />
          <path className="coin-chart__line" d={d} vectorEffect="non-scaling-stroke" />
        </svg>
        <p className="coin-chart__summary" aria-hidden="true">
          {summary}
        </p>
        <details className="coin-chart__numbers">
          <summary>{t('coin.chart.showNumbers')}</summary>
          <div className="coin-chart__table-wrap">
            <table className="coin-chart__table">
              <caption className="visually-hidden">{t('coin.chart.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('coin.chart.when')}</th>
                  <th scope="col">{t('coin.chart.change')}</th>
                  <th scope="col">{t('coin.chart.balance')}</th>
                </tr>
              </thead>
              <tbody>
                {[...points].reverse().map((p, i) => (
                  <tr key={`${p.at}-${i}`}>
                    <td>{formatRecordTime(p.at, language)}</td>
                    <td className="mono">
                      {p.change === 0 ? '—' : `${p.change > 0 ? '+' : '−'}${n(Math.abs(p.change))}`}
                    </td>
                    <td className="mono">{n(p.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </>
    );
  }

  return (
    <section className="card coin-chart" aria-labelledby={titleId}>
      <header className="card__header">
        <span className="card__icon">
          <StepIcon />
        </span>
        <h2 id={titleId} className="card__title">
          {t('coin.chart.title')}
        </h2>
        {trend.data && trend.data.count > BALANCE_TREND_RECORDS ? (
          <span className="tag tag--muted">{t('coin.chart.latest', { count: BALANCE_TREND_RECORDS })}</span>
        ) : null}
      </header>
      {body}
    </section>
  );
}
