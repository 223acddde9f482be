import type { PublicDraw } from '@miao/contracts/draws';
import { useId } from 'react';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/state-panels';
import { LocalLink } from '@/components/ui/local-link';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { useReaderTimeZone } from '@/hooks/use-reader-time-zone';
import { formatTime } from '@/lib/time';
import { useDraw } from '@/features/draws/api/get-draw';
import { prizeName } from '@/features/draws/utils/prize';
import { useTranslation } from '@/lib/use-translation';
import { FairnessPanel } from './fairness-panel';
import { HowItWorks } from './how-it-works';
import { LookupPanel } from './lookup-panel';

function Facts({ draw }: { draw: PublicDraw }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // draw and claim times are deadlines: the reader's zone, said (decision 057)
  const timeZone = useReaderTimeZone(language);
  const at = (iso: string, zone = true) => formatTime(iso, language, timeZone, { style: 'numeric', zone });
  return (
    <dl className="draw-facts">
      <div>
        <dt>{t('draws.facts.window')}</dt>
        <dd>
          {at(draw.entry_starts_at, false)} – {at(draw.entry_ends_at)}
        </dd>
      </div>
      <div>
        <dt>{t('draws.facts.drawAt')}</dt>
        <dd>{at(draw.draw_at)}</dd>
      </div>
      <div>
        <dt>{t('draws.facts.claimUntil')}</dt>
        <dd>{at(draw.claim_ends_at)}</dd>
      </div>
      <div>
        <dt>{t('draws.facts.prizes')}</dt>
        <dd>
          <ul className="draw-prizes">
            {draw.prizes.map((prize, i) => (
              <li key={i}>
                {prizeName(prize, language)} <span className="draw-prizes__count">× {prize.quantity}</span>
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{t('draws.facts.rule')}</dt>
        <dd>
          {t('draws.facts.ruleText', {
            products: draw.entry_product_codes.map((c) => t(`product.${c}`, { defaultValue: c })).join(', '),
          })}
        </dd>
      </div>
    </dl>
  );
}

function Winners({ draw }: { draw: PublicDraw }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  return (
    <section className="draw-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="draw-panel__title">
        {t('draws.winners.title', { count: draw.winners.length })}
      </h2>
      {draw.winners.length === 0 ? (
        <p className="draw-panel__note">{t('draws.winners.none')}</p>
      ) : (
        <>
          <p className="draw-panel__note">{t('draws.winners.lead')}</p>
          <ol className="draw-winners">
            {draw.winners.map((w) => (
              <li key={w.position}>
                <span className="draw-winners__position">
                  {t('draws.winners.position', { position: w.position })}
                </span>
                <span>{prizeName(draw.prizes[w.prize]!, language)}</span>
                <span className={`tag ${w.claimed ? 'tag--muted' : 'tag--accent'}`}>
                  {w.claimed ? t('draws.winners.claimed') : t('draws.winners.open')}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** /draw/{slug}/: the draw, the look-up and claim, and everything needed to check it. */
export function DrawView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const query = useDraw(slug);
  if (query.isPending) return <Skeleton lines={6} label={t('draws.loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <EmptyState
          action={
            <LocalLink className="button button--secondary" to="/">
              {t('draws.notFoundAction')}
            </LocalLink>
          }
        >
          {t('draws.notFound')}
        </EmptyState>
      );
    return <ErrorState message={t('common.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  const draw = query.data;
  return (
    <>
      <header className="draw-page__head">
        <p className="eyebrow">{t('draws.eyebrow')}</p>
        <h1 className="draw-page__title">{language === 'cn' ? draw.title_cn : draw.title_en}</h1>
        <p className="draw-page__state">
          <span className={`tag ${draw.state === 'drawn' ? 'tag--muted' : 'tag--accent'}`}>
            {t(`draws.state.${draw.state}`)}
          </span>
        </p>
        <p className="draw-page__lead">{t(`draws.lead.${draw.state}`)}</p>
      </header>
      <Facts draw={draw} />
      <div className="draw-page__columns">
        <LookupPanel draw={draw} />
        <FairnessPanel draw={draw} />
      </div>
      {draw.state === 'drawn' ? <Winners draw={draw} /> : null}
      <HowItWorks draw={draw} />
    </>
  );
}
