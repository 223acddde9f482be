import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { CoinIcon } from '@/components/icons/ui-icons';
import { CopyButton } from '@/components/ui/copy-button';
import { ErrorState, Skeleton } from '@/components/ui/state-panels';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { useBalance } from '@/features/coin/api/get-balance';
import { formatCoinCount } from '@/features/coin/utils/format';
import { useTranslation } from '@/lib/use-translation';

// The transfer dialog and its form's schema (zod) load on first use, not with the user center
// (issue 13: zod and the schemas were a fifth of the page's main-thread time before it hydrated);
// pointing at the button or focusing it starts the load.
const loadSendDialog = () => import('./coin-send-dialog');
const CoinSendDialog = lazy(() => loadSendDialog().then((module) => ({ default: module.CoinSendDialog })));

/** The user center's balance: one row per coin, the wallet address to copy, and Send. */
export function BalanceCard() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const balance = useBalance();
  const [sending, setSending] = useState(false);
  // stable, so the open dialog does not take focus back from its fields on every render
  const closeSend = useCallback(() => setSending(false), []);

  return (
    <section className="card coin-balance" aria-labelledby={titleId}>
      <header className="card__header">
        <span className="card__icon">
          <CoinIcon />
        </span>
        <h2 id={titleId} className="card__title">
          {t('coin.balanceTitle')}
        </h2>
        <button
          type="button"
          className="button button--primary coin-balance__send"
          onClick={() => setSending(true)}
          onPointerEnter={() => void loadSendDialog()}
          onFocus={() => void loadSendDialog()}
          disabled={!balance.data}
          aria-haspopup="dialog"
        >
          {t('coin.send')}
        </button>
      </header>

      {balance.isPending ? (
        <Skeleton lines={3} />
      ) : balance.isError ? (
        <ErrorState
          message={balance.error instanceof ApiError ? balance.error.displayMessage : t('common.loadFailed')}
          onRetry={() => void balance.refetch()}
        />
      ) : (
        <div className="coin-balance__body">
          <ul className="coin-balance__list" aria-label={t('coin.coinsLabel')}>
            {balance.data.count_list.map((item) => (
              <li key={item.coin_id} className="coin-balance__row">
                <span className="coin-balance__name">{item.coin_name}</span>
                <span className="coin-balance__count mono">{formatCoinCount(item.count, language)}</span>
                {item.pending > 0 || item.held > 0 ? (
                  <dl className="coin-balance__split">
                    <div>
                      <dt>{t('coin.availableLabel')}</dt>
                      <dd className="mono">{formatCoinCount(item.count, language)}</dd>
                    </div>
                    {item.pending > 0 ? (
                      <div>
                        <dt>{t('coin.pendingLabel')}</dt>
                        <dd className="mono">+{formatCoinCount(item.pending, language)}</dd>
                      </div>
                    ) : null}
                    {item.held > 0 ? (
                      <div>
                        <dt>{t('coin.heldLabel')}</dt>
                        <dd className="mono">{formatCoinCount(item.held, language)}</dd>
                      </div>
                    ) : null}
                  </dl>
                ) : null}
              </li>
            ))}
          </ul>
          {balance.data.count_list.some((item) => item.pending > 0 || item.held > 0) ? (
            <p className="coin-balance__hint">{t('coin.pendingHint')}</p>
          ) : null}
          <div className="coin-balance__wallet">
            <span className="coin-balance__label">{t('coin.walletAddress')}</span>
            <div className="coin-balance__address">
              <code className="mono wallet">{balance.data.wallet_address}</code>
              <CopyButton text={balance.data.wallet_address} label={t('coin.copyWallet')} />
            </div>
            <p className="coin-balance__hint">{t('coin.walletHint')}</p>
          </div>
        </div>
      )}

      {sending && balance.data ? (
        <Suspense fallback={null}>
          <CoinSendDialog
            senderAddress={balance.data.wallet_address}
            balances={balance.data.count_list}
            onClose={closeSend}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
