import { VOTE_IMAGE_SIZE, VOTE_SWIPER_INIT_DELAY_MS } from '@miao/contracts/limits';
import type { TaskDetail } from '@miao/contracts/tasks';
import { useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { CheckIcon } from '@/components/icons/ui-icons';
import { ImageSwiper, type ImageSwiperHandle } from '@/components/ui/image-swiper';
import type { Language } from '@/lib/language';
import { useReaderTimeZone } from '@/hooks/use-reader-time-zone';
import { useCastVote } from '@/features/tasks/api/cast-vote';
import { formatTaskTime } from '@/features/tasks/utils/task-dates';
import {
  chooseOption,
  voteAvailability,
  votePercent,
  type VoteBlockReason,
} from '@/features/tasks/utils/vote-rules';
import { VoteIcon } from '@/components/icons/line-icons';
import { useTranslation } from '@/lib/use-translation';

const REASON_KEYS: Record<VoteBlockReason, string> = {
  closed: 'tasks.vote.closed',
  ownTask: 'tasks.vote.ownTask',
  resultsShown: 'tasks.vote.resultsShown',
  notStarted: 'tasks.vote.notStarted',
  ended: 'tasks.vote.ended',
  voted: 'tasks.vote.voted',
  signedOut: 'tasks.vote.signedOut',
};

/**
 * The vote block (spec 4): pick options by the choose rules, submit once. When the vote is not
 * open to this viewer the options stay visible, disabled, with the reason above them; totals show
 * when the server sends them (show_res, after the end, or to the sponsor).
 */
export function VoteBlock(props: {
  task: TaskDetail;
  viewerId: number | undefined;
  now: number;
  language: Language;
  signInHref: string;
}) {
  const { t } = useTranslation();
  const { task, language } = props;
  const timeZone = useReaderTimeZone(language);
  const titleId = useId();
  const hintId = useId();
  const cast = useCastVote();
  const [picked, setPicked] = useState<number[]>([]);
  const { max_num: maxNum } = task.vote_conf;
  const { vote_list: options, vote_total_num: total, show_res: showResults } = task.vote_content;
  const availability = voteAvailability(task, props.viewerId, props.now);
  const open = availability.canVote;
  const mine = new Set(task.my_vote_ids);
  // options without a picture next to ones with get a drawn tile, so the cards line up
  const anyPicture = options.some((o) => o.pic);
  const selected = open ? picked : task.my_vote_ids;
  // the pictures turn in a swiper above the ballot (decision 065); picking an option shows its own
  const pictured = options.filter((o) => o.pic);
  const swiper = useRef<ImageSwiperHandle>(null);
  const showPicture = (optionId: number) => {
    const at = pictured.findIndex((o) => o.id === optionId);
    if (at >= 0) swiper.current?.goTo(at);
  };

  const toggle = (optionId: number) => {
    showPicture(optionId);
    const next = chooseOption(picked, optionId, maxNum);
    if (next.limitReached) toast.info(t('tasks.vote.maxReached', { max: maxNum }));
    setPicked(next.selected);
  };

  const submit = () => {
    if (picked.length === 0) return;
    cast.mutate(
      { task_id: task.id, vote_ids: picked },
      { onSuccess: () => toast.success(t('tasks.vote.thanks')) },
    );
  };

  const reason = availability.canVote ? undefined : availability.reason;
  return (
    <section className="card vote-block" aria-labelledby={titleId}>
      <header className="vote-block__head">
        <span className="card__icon">
          <VoteIcon />
        </span>
        <div className="vote-block__titles">
          <h2 id={titleId} className="card__title">
            {t('tasks.vote.title')}
          </h2>
          <p id={hintId} className="vote-block__rule">
            {maxNum > 1 ? t('tasks.vote.chooseUpTo', { max: maxNum }) : t('tasks.vote.chooseOne')}
            {/* the vote's end is a deadline: said in the reader's zone, with the zone (decision 057) */}
            {!showResults && task.status !== 'closed'
              ? ` ${t('tasks.vote.closesAt', { time: formatTaskTime(task.end_at, language, timeZone) })}`
              : null}
          </p>
        </div>
        {showResults && total !== null ? (
          <span className="vote-block__total">{t('tasks.vote.total', { count: total })}</span>
        ) : null}
      </header>

      {reason ? (
        <p className={`vote-block__notice vote-block__notice--${reason}`} role="status">
          {t(REASON_KEYS[reason], {
            time: formatTaskTime(task.start_at, language, timeZone),
          })}
        </p>
      ) : null}

      {pictured.length ? (
        <ImageSwiper
          ref={swiper}
          className="vote-block__swiper"
          label={t('tasks.vote.pictures')}
          ratio={VOTE_IMAGE_SIZE}
          slides={pictured.map((o) => ({ key: o.id, src: o.pic, alt: o.content, caption: o.content }))}
          autoplay
          // spec 9: the vote swiper starts turning 2000 ms after it is shown
          autoplayDelayMs={VOTE_SWIPER_INIT_DELAY_MS}
        />
      ) : null}

      <fieldset className="vote-block__options" disabled={!open || cast.isPending} aria-describedby={hintId}>
        <legend className="visually-hidden">{t('tasks.vote.optionsLegend')}</legend>
        <ul className={`vote-options${anyPicture ? ' vote-options--pictures' : ''}`}>
          {options.map((option) => {
            const checked = selected.includes(option.id);
            const percent = votePercent(option.vote_num, total);
            return (
              <li key={option.id}>
                <label
                  className={`vote-option${checked ? ' is-selected' : ''}${mine.has(option.id) ? ' is-mine' : ''}${option.pic ? ' vote-option--pic' : ''}`}
                >
                  <input
                    className="vote-option__input"
                    type={maxNum > 1 ? 'checkbox' : 'radio'}
                    name={`vote-${task.id}`}
                    value={option.id}
                    checked={checked}
                    disabled={!open || cast.isPending}
                    onChange={() => toggle(option.id)}
                    onFocus={() => showPicture(option.id)}
                  />
                  {option.pic ? (
                    <img
                      className="vote-option__pic"
                      src={option.pic}
                      alt=""
                      width={VOTE_IMAGE_SIZE.width}
                      height={VOTE_IMAGE_SIZE.height}
                      loading="lazy"
                    />
                  ) : anyPicture ? (
                    <span className="vote-option__pic vote-option__pic--empty" aria-hidden="true">
                      {[...option.content.trim()][0]?.toUpperCase()}
                    </span>
                  ) : null}
                  <span className="vote-option__row">
                    <span className="vote-option__mark" aria-hidden="true">
                      {checked ? <CheckIcon /> : null}
                    </span>
                    <span className="vote-option__content">{option.content}</span>
                  </span>
                  {mine.has(option.id) || (showResults && option.vote_num !== null) ? (
                    <span className="vote-option__meta">
                      {mine.has(option.id) ? (
                        <span className="tag tag--accent">{t('tasks.vote.yourPick')}</span>
                      ) : null}
                      {showResults && option.vote_num !== null ? (
                        <span className="vote-option__count">
                          {t('tasks.vote.optionVotes', { count: option.vote_num, percent })}
                        </span>
                      ) : null}
                    </span>
                  ) : null}
                  {showResults && option.vote_num !== null ? (
                    <span className="vote-option__bar" aria-hidden="true">
                      <span style={{ width: `${percent}%` }} />
                    </span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      {!showResults ? <p className="vote-block__hidden">{t('tasks.vote.resultsHidden')}</p> : null}

      {open ? (
        <div className="vote-block__actions">
          <span className="vote-block__count">
            {t('tasks.vote.selected', { count: picked.length, max: maxNum })}
          </span>
          <button
            type="button"
            className="button button--primary"
            onClick={submit}
            disabled={picked.length === 0 || cast.isPending}
          >
            {cast.isPending ? t('tasks.vote.submitting') : t('tasks.vote.submit')}
          </button>
        </div>
      ) : reason === 'signedOut' ? (
        <div className="vote-block__actions">
          <a className="button button--primary" href={props.signInHref}>
            {t('tasks.vote.signIn')}
          </a>
        </div>
      ) : null}
    </section>
  );
}
