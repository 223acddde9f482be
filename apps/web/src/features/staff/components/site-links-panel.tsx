import {
  EMBEDDED_SITE_LINKS,
  isEmbedUrl,
  isSiteLinkUrl,
  SITE_LINK_KEYS,
  type SiteLink,
  type SiteLinkKey,
} from '@miao/contracts/links';
import { URL_MAX } from '@miao/contracts/limits';
import { useId, useState, type FormEvent } from 'react';
import { ErrorState, Skeleton } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useStaffSiteLinks } from '@/features/staff/api/get-staff-site-links';
import { useUpdateSiteLink } from '@/features/staff/api/update-site-link';
import { useTranslation } from '@/lib/use-translation';
import { StaffPanel } from './staff-panel';

const FIELDS = ['cn_url', 'overseas_url', 'url'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/**
 * The join-us links have one mode each (decision 064): the QR code shows in China mode only, the
 * chat widget overseas only. Their other fields stay as they are (empty).
 */
const FIELDS_OF: Partial<Record<SiteLinkKey, readonly Field[]>> = {
  community_qr: ['cn_url'],
  chat_widget: ['overseas_url'],
};
const HINTED: readonly SiteLinkKey[] = ['community_qr', 'chat_widget'];

/** One link: its three addresses, saved together; only changed fields are sent (decision 009). */
function SiteLinkRow({ link }: { link: SiteLink }) {
  const { t } = useTranslation();
  const uid = useId();
  const saved: Values = { cn_url: link.cn_url, overseas_url: link.overseas_url, url: link.url };
  const [values, setValues] = useState<Values>(saved);
  const [invalid, setInvalid] = useState<Partial<Record<Field, true>>>({});
  const update = useUpdateSiteLink();
  const fields = FIELDS_OF[link.key] ?? FIELDS;
  const changed = fields.filter((f) => values[f].trim() !== saved[f]);
  // an embedded address is https only; the server alone decides whether http to this machine is fine
  const embedded = EMBEDDED_SITE_LINKS.includes(link.key);
  const valid = (value: string) => (embedded ? isEmbedUrl(value, true) : isSiteLinkUrl(value));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending || changed.length === 0) return;
    const bad = changed.filter((f) => !valid(values[f].trim()));
    setInvalid(Object.fromEntries(bad.map((f) => [f, true])));
    if (bad.length > 0) return;
    const input = Object.fromEntries(changed.map((f) => [f, values[f].trim()]));
    update.mutate(
      { key: link.key, input },
      {
        onSuccess: (row) => {
          setValues({ cn_url: row.cn_url, overseas_url: row.overseas_url, url: row.url });
          toast.success(t('staff.siteLinks.saved', { name: t(`staff.siteLinks.keys.${link.key}`) }));
        },
        onError: (error) => {
          const fields =
            error instanceof ApiError ? (error.body as { fields?: unknown } | undefined)?.fields : undefined;
          if (Array.isArray(fields))
            setInvalid(Object.fromEntries(fields.filter((f) => FIELDS.includes(f)).map((f) => [f, true])));
        },
      },
    );
  };

  const name = t(`staff.siteLinks.keys.${link.key}`);
  return (
    <form
      className={`staff-site-link${fields.length === 1 ? ' staff-site-link--single' : ''}`}
      onSubmit={onSubmit}
      noValidate
      aria-label={name}
    >
      <h3 className="staff-site-link__name">{name}</h3>
      {HINTED.includes(link.key) ? (
        <p className="staff-site-link__hint">{t(`staff.siteLinks.hints.${link.key}`)}</p>
      ) : null}
      {fields.map((field) => (
        <div className="form__field" key={field}>
          <label className="form__label" htmlFor={`${uid}-${field}`}>
            {t(`staff.siteLinks.fields.${field}`)}
          </label>
          <input
            id={`${uid}-${field}`}
            className="input"
            type="url"
            inputMode="url"
            maxLength={URL_MAX}
            value={values[field]}
            placeholder={t('staff.siteLinks.none')}
            aria-invalid={invalid[field] ? true : undefined}
            aria-describedby={invalid[field] ? `${uid}-${field}-error` : undefined}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          />
          {invalid[field] ? (
            <p id={`${uid}-${field}-error`} className="form__error" role="alert">
              {t(embedded ? 'staff.siteLinks.invalidEmbed' : 'staff.siteLinks.invalid')}
            </p>
          ) : null}
        </div>
      ))}
      <div className="staff-site-link__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={changed.length === 0 || update.isPending}
        >
          {t('staff.siteLinks.save')}
        </button>
      </div>
    </form>
  );
}

/** Issue 17: the store and social links of the site's header, footer and landing pages, per mode. */
export function SiteLinksPanel() {
  const { t } = useTranslation();
  const query = useStaffSiteLinks();
  let body;
  if (query.isPending) body = <Skeleton lines={6} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={query.error instanceof ApiError ? query.error.displayMessage : t('common.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  else {
    const byKey = new Map(query.data.map((link) => [link.key, link]));
    body = (
      <div className="staff-site-links">
        {SITE_LINK_KEYS.map((key: SiteLinkKey) => {
          const link = byKey.get(key);
          // keyed by the saved time: a save elsewhere resets the row's form to the new values
          return link ? <SiteLinkRow key={`${key}-${link.updated_at}`} link={link} /> : null;
        })}
      </div>
    );
  }
  return (
    <StaffPanel title={t('staff.siteLinks.title')} lead={t('staff.siteLinks.lead')}>
      {body}
    </StaffPanel>
  );
}
