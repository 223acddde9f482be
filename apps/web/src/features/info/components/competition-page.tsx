import { ProductArt } from '@/components/art/product-art';
import { ArrowRightIcon } from '@/components/icons/ui-icons';
import { Countdown } from '@/components/ui/countdown';
import { LocalLink } from '@/components/ui/local-link';
import type { ContestRound, EventPage } from '@/content/info/types';
import { useLanguage } from '@/hooks/use-language';
import { useTagId } from '@/features/info/api/task-tags';
import { formatDay, formatRange } from '@/features/info/lib/dates';
import { contestStatus, milestoneState, nextBoundary } from '@/features/info/lib/phases';
import { useNow } from '@/features/info/lib/use-now';
import { useTranslation } from '@/lib/use-translation';
import { JoinUs } from './join-us';
import { LinkList, SectionBody, StepList, useCopy } from './parts';

/** The task board filtered by the contest's tag, once its id is known; the board itself until then. */
function useEntriesHref(page: EventPage): string {
  const tagId = useTagId(page.cta.to ? undefined : page.tag);
  if (page.cta.to) return page.cta.to;
  return tagId === undefined ? '/dao/' : `/dao/?tag_ids=${tagId}`;
}

/**
 * Contests (/led-competition/, /led-competition-2025/) and community projects (/the-novel-*):
 * where it stands and a countdown to the next milestone, each round's timeline and prizes, how
 * to take part, the rules, the task board and the join-us block.
 */
export function CompetitionPage({ page }: { page: EventPage }) {
  const { t } = useTranslation();
  const copy = useCopy();
  const now = useNow();
  const status = now === null ? undefined : contestStatus(page.rounds, now);
  const next = now === null ? undefined : nextBoundary(page.rounds, now);
  const entriesHref = useEntriesHref(page);
  const hasContest = page.rounds.length > 0;

  return (
    <article className={`info-page event-page event-page--${page.key}`}>
      <header className="event-hero">
        <div className="event-hero__copy">
          <p className="eyebrow">{copy(page.eyebrow)}</p>
          <h1 className="event-hero__title">{copy(page.title)}</h1>
          <p className="event-hero__lead">{copy(page.description)}</p>
          {hasContest ? (
            <div className="event-hero__status" aria-live="polite">
              {status ? (
                <span className={`tag event-status event-status--${status}`}>
                  {t(`info.event.status.${status}`)}
                </span>
              ) : null}
              {next ? (
                <div className="event-countdown">
                  <span className="event-countdown__label">
                    {t(next.edge === 'start' ? 'info.event.startsIn' : 'info.event.endsIn', {
                      label: copy(next.milestone.label),
                    })}
                  </span>
                  <Countdown end={next.at} glitch className="event-countdown__timer" />
                </div>
              ) : status === 'ended' || status === 'results' ? (
                <p className="event-hero__ended">{t('info.event.ended')}</p>
              ) : null}
            </div>
          ) : null}
          <div className="event-hero__actions">
            <LocalLink to={entriesHref} className="button button--primary">
              {copy(page.cta.label)}
            </LocalLink>
            {page.tag ? <span className="event-tag mono">{page.tag}</span> : null}
          </div>
        </div>
        <div className="event-hero__art">
          <ProductArt spec={page.art} label={copy(page.title)} className="event-hero__drawing" />
        </div>
      </header>

      {page.story?.length ? (
        <div className="event-story">
          {page.story.map((section) => (
            <SectionBody key={section.id} section={section} />
          ))}
        </div>
      ) : null}

      {page.rounds.map((round) => (
        <RoundBlock key={round.id} round={round} now={now} />
      ))}
      {hasContest ? <p className="event-timezone muted">{t('info.event.timezone')}</p> : null}

      <div className="event-columns">
        <section className="info-panel" aria-labelledby={`${page.key}-how`}>
          <h2 id={`${page.key}-how`} className="info-section__title">
            {t('info.event.howTo')}
          </h2>
          <StepList steps={page.howTo} />
          {page.tag ? <p className="info-note">{t('info.event.tag', { tag: page.tag })}</p> : null}
          <LocalLink to={entriesHref} className="slide__link">
            {copy(page.cta.label)}
            <ArrowRightIcon />
          </LocalLink>
        </section>
        <section className="info-panel" aria-labelledby={`${page.key}-rules`}>
          <h2 id={`${page.key}-rules`} className="info-section__title">
            {t('info.event.rules')}
          </h2>
          <ul className="info-list">
            {page.rules.map((rule) => (
              <li key={rule.en}>{copy(rule)}</li>
            ))}
          </ul>
        </section>
      </div>

      <div className="event-foot">
        <JoinUs />
        <LinkList
          title={t('info.event.more')}
          links={page.links.map((link) => ({ to: link.to, label: copy(link.label) }))}
        />
      </div>
    </article>
  );
}

function RoundBlock({ round, now }: { round: ContestRound; now: number | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const copy = useCopy();
  return (
    <section className="event-round" aria-labelledby={`round-${round.id}`}>
      <div className="event-round__head">
        <h2 id={`round-${round.id}`} className="event-round__title">
          {copy(round.title)}
        </h2>
        <p className="event-round__summary">{copy(round.summary)}</p>
      </div>

      <h3 className="visually-hidden">{t('info.event.timeline')}</h3>
      <ol className="timeline">
        {round.milestones.map((milestone) => {
          const state = now === null ? undefined : milestoneState(milestone, now);
          return (
            <li key={milestone.id} className={`timeline__item${state ? ` is-${state}` : ''}`}>
              <span className="timeline__dot" aria-hidden="true" />
              <span className="timeline__label">{copy(milestone.label)}</span>
              <span className="timeline__date mono">
                {formatRange(milestone.start, milestone.end, language)}
              </span>
              {state ? <span className="timeline__state">{t(`info.event.milestone.${state}`)}</span> : null}
            </li>
          );
        })}
      </ol>

      <div className="event-prizes">
        <h3 className="info-panel__title">{t('info.event.prizes')}</h3>
        <ol className="prize-list">
          {round.prizes.map((prize, index) => (
            <li key={prize.place.en} className={`prize prize--${Math.min(index + 1, 4)}`}>
              <span className="prize__place">{copy(prize.place)}</span>
              <span className="prize__reward">{copy(prize.reward)}</span>
              <span className="prize__count muted">{t('info.event.winners', { count: prize.winners })}</span>
            </li>
          ))}
        </ol>
        <p className="event-prizes__meta muted">
          {round.shortlist ? <span>{t('info.event.shortlist', { count: round.shortlist })}</span> : null}
          {round.prizeValidUntil ? (
            <span>{t('info.event.validUntil', { date: formatDay(round.prizeValidUntil, language) })}</span>
          ) : null}
        </p>
      </div>
    </section>
  );
}
