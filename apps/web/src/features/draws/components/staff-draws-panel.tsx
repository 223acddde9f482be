import type { StaffDraw } from '@miao/contracts/draws';
import { useId, useState, type FormEvent } from 'react';
import { ErrorState, Skeleton } from '@/components/ui/state-panels';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { useTranslation } from '@/lib/use-translation';
import { useStringSet } from '@/locales/string-sets';
import { StaffPagedList, StaffPanel } from '@/features/staff/components/staff-panel';
import { useCreateDraw, useRedeemCode, useStaffDraw, useStaffDraws } from '@/features/draws/api/staff-draws';
import { drawBodyOf, type DrawFormValues } from '@/features/draws/utils/draw-form';
import { prizeName } from '@/features/draws/utils/prize';
import '@/features/draws/draws.css';

const TIME = 'YYYY-MM-DD HH:mm';
const EMPTY: DrawFormValues = {
  slug: '',
  product_code: '',
  title_cn: '',
  title_en: '',
  prizes: '',
  entry_product_codes: '',
  entry_starts_at: '',
  entry_ends_at: '',
  draw_at: '',
  claim_ends_at: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof DrawFormValues)[];

function CreateForm() {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<string[]>([]);
  const [created, setCreated] = useState<StaffDraw | null>(null);
  const create = useCreateDraw();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    const { body, problems: found } = drawBodyOf(values);
    setProblems(found);
    if (!body) return;
    create.mutate(body, {
      onSuccess: (draw) => {
        setCreated(draw);
        setValues(EMPTY);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          const fields = (error.body as { fields?: string[] } | undefined)?.fields;
          if (fields) setProblems(fields.map((f) => f.split('.')[0]!));
        }
      },
    });
  };
  const refusal = create.error instanceof ApiError ? create.error.displayMessage : '';
  return (
    <form className="staff-draws__section" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="card__title">
        {t('draws.staff.create')}
      </h3>
      <p className="staff-panel__lead">{t('draws.staff.createLead')}</p>
      <div className="staff-draws__form">
        {FIELDS.map((field) => {
          const wide = field === 'prizes';
          const type = field.endsWith('_at') ? 'datetime-local' : 'text';
          const invalid = problems.includes(field);
          const common = {
            id: `${id}-${field}`,
            className: 'input',
            value: values[field],
            'aria-invalid': invalid || undefined,
            onChange: (event: { target: { value: string } }) =>
              setValues({ ...values, [field]: event.target.value }),
          };
          return (
            <label key={field} htmlFor={`${id}-${field}`} className={wide ? 'staff-draws__wide' : undefined}>
              {t(`draws.staff.fields.${field}`)}
              {wide ? (
                <textarea rows={3} placeholder={t('draws.staff.prizesHint')} {...common} />
              ) : (
                <input type={type} {...common} />
              )}
            </label>
          );
        })}
      </div>
      {problems.length > 0 ? (
        <p className="draw-panel__error" role="alert">
          {t('draws.staff.invalid', { fields: problems.map((f) => t(`draws.staff.fields.${f}`)).join(', ') })}
        </p>
      ) : refusal ? (
        <p className="draw-panel__error" role="alert">
          {refusal}
        </p>
      ) : null}
      {created ? (
        <p className="draw-panel__note" role="status">
          {t('draws.staff.created', { slug: created.slug, hash: created.seed_hash })}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {t('draws.staff.createSubmit')}
        </button>
      </div>
    </form>
  );
}

function RedeemForm() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const [code, setCode] = useState('');
  const redeem = useRedeemCode();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) redeem.mutate(code.trim());
  };
  return (
    <form className="staff-draws__section" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="card__title">
        {t('draws.staff.redeem')}
      </h3>
      <p className="staff-panel__lead">{t('draws.staff.redeemLead')}</p>
      <div className="draw-lookup__row">
        <label className="visually-hidden" htmlFor={`${id}-code`}>
          {t('draws.staff.code')}
        </label>
        <input
          id={`${id}-code`}
          className="input draw-lookup__input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="DRAW-XXXX-XXXX-XXXX"
          maxLength={40}
        />
        <button type="submit" className="button button--secondary" disabled={redeem.isPending}>
          {t('draws.staff.redeemSubmit')}
        </button>
      </div>
      <div aria-live="polite">
        {redeem.error instanceof ApiError ? (
          <p className="draw-panel__error">{redeem.error.displayMessage}</p>
        ) : null}
        {redeem.data ? (
          <p className="draw-panel__note">
            {t('draws.staff.redeemed', {
              order: redeem.data.order_no,
              slug: redeem.data.slug,
              prize: language === 'cn' ? redeem.data.prize.name_cn : redeem.data.prize.name_en,
            })}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function Detail({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const query = useStaffDraw(slug);
  if (query.isPending) return <Skeleton lines={4} />;
  if (query.isError)
    return <ErrorState message={t('common.loadFailed')} onRetry={() => void query.refetch()} />;
  const draw = query.data;
  return (
    <div className="staff-draws__section">
      <h3 className="card__title">{t('draws.staff.entriesOf', { slug, count: draw.entries.length })}</h3>
      {draw.entries.length === 0 ? (
        <p className="staff-panel__lead">{t('draws.staff.noEntries')}</p>
      ) : (
        <div className="staff-table__scroll">
          <table className="staff-table staff-list">
            <caption className="visually-hidden">
              {t('draws.staff.entriesOf', { slug, count: draw.entries.length })}
            </caption>
            <thead>
              <tr>
                {(['position', 'order', 'prize', 'claim', 'redeemed'] as const).map((c) => (
                  <th key={c} scope="col">
                    {t(`draws.staff.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {draw.entries.map((e) => (
                <tr key={e.position}>
                  <th scope="row" data-label={t('draws.staff.columns.position')}>
                    {e.position}
                  </th>
                  <td data-label={t('draws.staff.columns.order')} className="draw-mono">
                    {e.order_no}
                  </td>
                  <td data-label={t('draws.staff.columns.prize')}>
                    {e.prize === null ? '—' : prizeName(draw.prizes[e.prize]!, language)}
                  </td>
                  <td data-label={t('draws.staff.columns.claim')}>
                    {e.claimed_at
                      ? `${e.claim_name} · ${e.claim_contact} · ${e.claim_address} (${formatDate(e.claimed_at, language, TIME)})`
                      : '—'}
                  </td>
                  <td data-label={t('draws.staff.columns.redeemed')}>
                    {e.code_redeemed_at ? formatDate(e.code_redeemed_at, language, TIME) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** The console's Draws section (issue 15): the draws, one's entries and claims, define one, redeem a code. */
export function StaffDrawsPanel() {
  const { t, i18n } = useTranslation();
  const { language } = useLanguage();
  useStringSet(i18n, 'draws');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const query = useStaffDraws(page);
  return (
    <StaffPanel title={t('draws.staff.title')} lead={t('draws.staff.lead')}>
      <StaffPagedList
        query={query}
        caption={t('draws.staff.title')}
        empty={t('draws.staff.empty')}
        columns={(['slug', 'title', 'state', 'drawAt', 'counts'] as const).map((c) =>
          t(`draws.staff.columns.${c}`),
        )}
        page={page}
        onPage={setPage}
        pagesLabel={t('draws.staff.pages')}
        row={(draw) => (
          <tr key={draw.id}>
            <th scope="row" data-label={t('draws.staff.columns.slug')}>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-expanded={open === draw.slug}
                onClick={() => setOpen(open === draw.slug ? null : draw.slug)}
              >
                /draw/{draw.slug}/
              </button>
            </th>
            <td data-label={t('draws.staff.columns.title')}>
              {language === 'cn' ? draw.title_cn : draw.title_en}
            </td>
            <td data-label={t('draws.staff.columns.state')}>{t(`draws.state.${draw.state}`)}</td>
            <td data-label={t('draws.staff.columns.drawAt')}>{formatDate(draw.draw_at, language, TIME)}</td>
            <td data-label={t('draws.staff.columns.counts')}>
              {t('draws.staff.counts', {
                entries: draw.entry_count ?? '—',
                winners: draw.winner_count,
                claimed: draw.claimed_count,
              })}
            </td>
          </tr>
        )}
      />
      {open ? <Detail slug={open} /> : null}
      <CreateForm />
      <RedeemForm />
    </StaffPanel>
  );
}
