import type { StoreConnection, StoreDelivery, StoreMapping } from '@miao/contracts/stores';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { QueryState } from '@/components/ui/state-panels';
import { useLanguage } from '@/hooks/use-language';
import { api } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { useTranslation } from '@/lib/use-translation';
import { useStringSet } from '@/locales/string-sets';
import { StaffPanel } from '@/features/staff/components/staff-panel';
import './store-connections.css';

const KEY = ['staff', 'orders', 'store-connections'] as const;

function useStoreConnections() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.get<StoreConnection[]>('/api/admin/store-connections'),
  });
}

function useStoreAction<T, A>(call: (args: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** `SKU = product-code` per line, as staff type them. */
export function parseMappings(text: string): StoreMapping[] | null {
  const mappings: StoreMapping[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const [key, code, ...rest] = line.split('=').map((part) => part.trim());
    if (!key || !code || rest.length > 0) return null;
    mappings.push({ key, product_code: code });
  }
  return mappings;
}

const mappingText = (mappings: StoreMapping[]) =>
  mappings.map((m) => `${m.key} = ${m.product_code}`).join('\n');

function Deliveries({ connection }: { connection: StoreConnection }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const replay = useStoreAction((delivery: StoreDelivery) =>
    api.post<StoreDelivery>(
      `/api/admin/store-connections/${connection.id}/deliveries/${delivery.id}/replay`,
      {},
    ),
  );
  if (connection.deliveries.length === 0) return <p>{t('stores.deliveries.none')}</p>;
  return (
    <div className="store-deliveries">
      <table className="staff-table">
        <thead>
          <tr>
            <th>{t('stores.deliveries.receivedAt')}</th>
            <th>{t('stores.deliveries.topic')}</th>
            <th>{t('stores.deliveries.order')}</th>
            <th>{t('stores.deliveries.outcome')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {connection.deliveries.map((d) => (
            <tr key={d.id} data-testid={`store-delivery-${d.delivery_id}`}>
              <td>{formatDate(d.received_at, language, 'YYYY-MM-DD HH:mm')}</td>
              <td>
                <code>{d.topic}</code>
              </td>
              <td>{d.order_no ?? '—'}</td>
              <td>
                <span className={`store-outcome store-outcome--${d.outcome}`}>
                  {t(`stores.outcome.${d.outcome}`)}
                </span>
                {d.error && <small className="store-deliveries__error">{d.error}</small>}
              </td>
              <td>
                {d.replayable && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={replay.isPending}
                    onClick={() => replay.mutate(d)}
                  >
                    {t('stores.deliveries.replay')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Mappings({ connection }: { connection: StoreConnection }) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => mappingText(connection.mappings));
  const [invalid, setInvalid] = useState(false);
  const save = useStoreAction((mappings: StoreMapping[]) =>
    api.put<StoreConnection>(`/api/admin/store-connections/${connection.id}/mappings`, { mappings }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const mappings = parseMappings(text);
    setInvalid(mappings === null);
    if (mappings) save.mutate(mappings);
  };
  const id = `store-mappings-${connection.id}`;
  return (
    <form className="form store-mappings" onSubmit={submit}>
      <label htmlFor={id}>{t('stores.mappings.label')}</label>
      <p className="form__hint">{t('stores.mappings.hint')}</p>
      <textarea id={id} rows={6} value={text} spellCheck={false} onChange={(e) => setText(e.target.value)} />
      {invalid && (
        <p className="form__error" role="alert">
          {t('stores.mappings.invalid')}
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary button--small" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('stores.mappings.save')}
        </button>
      </div>
    </form>
  );
}

function Secret({ connection }: { connection: StoreConnection }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [given, setGiven] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const rotate = useStoreAction((secret: string | undefined) =>
    api.post<{ secret: string }>(
      `/api/admin/store-connections/${connection.id}/rotate`,
      secret ? { secret } : {},
    ),
  );
  const when = (iso: string) => formatDate(iso, language, 'YYYY-MM-DD HH:mm');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rotate.mutate(given.trim() || undefined, {
      onSuccess: (answer) => {
        // a secret staff typed in is theirs already; one made here is shown this once
        setShown(given.trim() ? null : answer.secret);
        setGiven('');
      },
    });
  };
  const id = `store-secret-${connection.id}`;
  return (
    <div className="store-secret">
      <p>
        {connection.secret_ending
          ? t('stores.secret.ending', { ending: connection.secret_ending })
          : t('stores.secret.none')}
        {connection.rotated_at && ` · ${t('stores.secret.rotatedAt', { at: when(connection.rotated_at) })}`}
      </p>
      {connection.previous_valid_until && (
        <p>{t('stores.secret.grace', { until: when(connection.previous_valid_until) })}</p>
      )}
      <form className="store-secret__form" onSubmit={submit}>
        <label htmlFor={id}>
          {t(connection.kind === 'shopify' ? 'stores.secret.givenShopify' : 'stores.secret.givenWoo')}
        </label>
        <input
          id={id}
          type="password"
          autoComplete="off"
          value={given}
          onChange={(e) => setGiven(e.target.value)}
        />
        <button type="submit" className="button button--secondary button--small" disabled={rotate.isPending}>
          {given.trim() ? t('stores.secret.set') : t('stores.secret.generate')}
        </button>
      </form>
      {shown && (
        <div className="staff-webhooks__new" role="status">
          <p>{t('stores.secret.newSecret')}</p>
          <code data-testid="store-new-secret">{shown}</code>
          <CopyButton text={shown} label={t('stores.copy')} />
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setShown(null)}
          >
            {t('stores.done')}
          </button>
        </div>
      )}
    </div>
  );
}

function Connection({ connection }: { connection: StoreConnection }) {
  const { t } = useTranslation();
  const url =
    typeof window === 'undefined'
      ? connection.webhook_path
      : `${window.location.origin}${connection.webhook_path}`;
  return (
    <li className="store-connection" data-testid={`store-connection-${connection.slug}`}>
      <header className="store-connection__head">
        <h3>
          {t(`stores.kind.${connection.kind}`)} · {connection.domain}
        </h3>
        <p>
          {t(`orders.store.${connection.store}`)} · {t('stores.prefix', { prefix: connection.order_prefix })}
          {!connection.enabled && ` · ${t('stores.disabled')}`}
        </p>
      </header>
      <div className="store-connection__url">
        <span>{t('stores.url')}</span>
        <code>{url}</code>
        <CopyButton text={url} label={t('stores.copy')} />
      </div>
      <p className="form__hint">
        {t(connection.kind === 'shopify' ? 'stores.topics.shopify' : 'stores.topics.woocommerce')}
      </p>
      <Secret connection={connection} />
      <Mappings connection={connection} />
      <h4>{t('stores.deliveries.title')}</h4>
      <Deliveries connection={connection} />
    </li>
  );
}

/**
 * Staff: Shopify and WooCommerce connections (decision 048): the address and secret to give the
 * store, SKU mappings, and the last deliveries with a replay of unmapped or failed ones.
 */
export function StoreConnectionsPanel() {
  const { t, i18n } = useTranslation();
  useStringSet(i18n, 'stores');
  const connections = useStoreConnections();
  return (
    <StaffPanel title={t('stores.title')} lead={t('stores.lead')}>
      <QueryState query={connections}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('stores.empty')}</p>
          ) : (
            <ul className="store-connections">
              {list.map((c) => (
                <Connection key={c.id} connection={c} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </StaffPanel>
  );
}
