import type { TaskDetail } from '@miao/contracts/tasks';
import { useId } from 'react';
import { ArrowLeftIcon, CoinIcon } from '@/components/icons/ui-icons';
import { LocalLink } from '@/components/ui/local-link';
import type { Language } from '@/lib/language';
import { useReaderTimeZone } from '@/hooks/use-reader-time-zone';
import { categoryName } from '@/features/tasks/api/get-task-categories';
import { hashTag, taskTagName } from '@/features/tasks/api/get-task-tags';
import { useNow } from '@/features/tasks/hooks/use-now';
import { contentHtml } from '@/features/tasks/utils/content-text';
import { formatCoins, formatTaskTime } from '@/features/tasks/utils/task-dates';
import { TaskActions, TaskPinCard } from './task-actions';
import { TaskAuthor } from './task-author';
import { TaskCover } from './task-cover';
import { CommentIcon, LockIcon } from '@/components/icons/line-icons';
import { TaskShareButton } from './task-share-button';
import { TaskStatus } from './task-status';
import { TaskWinners } from './task-winners';
import { SubscribeBox } from './subscribe-box';
import { VoteBlock } from './vote-block';
import { TaskComments } from '@/features/comments/components/task-comments';
import { useRewardWinners } from '@/features/rewards/hooks/use-reward-winners';
import { useTranslation } from '@/lib/use-translation';

export interface TaskViewer {
  /** Signed-in member's id; undefined when signed out (or while the profile loads). */
  id: number | undefined;
  signedIn: boolean;
  /** Spec 6 user.retrieve: mentioned-user chips. */
  canSeeMentions: boolean;
  /** admin.access: staff may act on any task. */
  isStaff: boolean;
  /** task.pin: staff may pin the task to the top of the board (decision 028). */
  canPin?: boolean;
}

/**
 * The sponsor's pool: the amount offered, what was paid out, what is promised to comments and waits
 * for the payout (spec 4: when the task is closed and the batch sent), and what is not yet promised.
 */
function RewardCard({ task, language }: { task: TaskDetail; language: Language }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card task-side-card task-reward" aria-labelledby={titleId}>
      <h2 id={titleId} className="task-side-card__title">
        <CoinIcon /> {t('tasks.reward.title')}
      </h2>
      <p className="task-reward__amount">
        <span className="mono">{formatCoins(task.max_reward_number, language)}</span>
        <span className="task-reward__coin">{task.chain.coin_name}</span>
      </p>
      <dl className="task-reward__split">
        <div>
          <dt>{t('tasks.reward.rewarded')}</dt>
          <dd className="mono">{formatCoins(task.rewarded_number, language)}</dd>
        </div>
        <div>
          <dt>{t('tasks.reward.pending')}</dt>
          <dd className="mono">{formatCoins(task.pending_number, language)}</dd>
        </div>
        <div>
          <dt>{t('tasks.reward.remaining')}</dt>
          <dd className="mono">
            {formatCoins(Math.max(0, task.remaining_number - task.pending_number), language)}
          </dd>
        </div>
      </dl>
      <p className="task-side-card__text">{t('tasks.reward.escrow')}</p>
    </section>
  );
}

/**
 * Task detail (spec 2): status and time range, sponsor, category, the reward pool, the content
 * (HTML already sanitised by the server's allowlist), tag and mention chips for signed-in members,
 * the vote block, the winners, room for comments, subscribe and share; sponsor or staff actions.
 */
export function TaskDetailView(props: {
  task: TaskDetail;
  viewer: TaskViewer;
  language: Language;
  basePath: '/dao' | '/tasks';
  signInHref: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { task, viewer, language } = props;
  const now = useNow();
  const timeZone = useReaderTimeZone(language);
  const winners = useRewardWinners(task);
  const mayManage =
    viewer.signedIn && (viewer.isStaff || (viewer.id !== undefined && viewer.id === task.user_id));
  const showTags = viewer.signedIn && task.tags.length > 0;
  const showMentions = viewer.signedIn && viewer.canSeeMentions && task.mention_user_info.length > 0;

  return (
    <div className="task-detail">
      <LocalLink to={`${props.basePath}/`} className="back-link">
        <ArrowLeftIcon /> {t('tasks.detail.back')}
      </LocalLink>
      <div className="task-detail__layout">
        <div className="task-detail__main">
          <article className="card task-detail__article" aria-labelledby="task-title">
            <TaskCover url={task.medias[0]?.url} seed={task.id} className="task-detail__cover" priority />
            <div className="task-detail__head">
              <div className="task-detail__badges">
                <TaskStatus
                  status={task.status}
                  startAt={task.start_at}
                  endAt={task.end_at}
                  language={language}
                />
                {task.category ? (
                  <span className="tag tag--muted">{categoryName(task.category, language)}</span>
                ) : null}
                <span className="tag tag--muted">{t(`tasks.languages.${task.language}`)}</span>
                {task.published === false ? (
                  <span className="tag tag--draft" title={t('tasks.draftNotice')}>
                    {t('tasks.draft')}
                  </span>
                ) : null}
                {task.public_permission !== 'public' ? (
                  <span className="tag tag--muted">
                    <LockIcon /> {t(`tasks.permission.${task.public_permission}`)}
                  </span>
                ) : null}
              </div>
              <h1 id="task-title" className="task-detail__title">
                {task.title}
              </h1>
              <dl className="task-detail__facts">
                <div>
                  <dt>{t('tasks.detail.sponsor')}</dt>
                  <dd>
                    <LocalLink to={`/users/${task.user_info.id}/`} className="task-detail__sponsor">
                      <TaskAuthor user={task.user_info} />
                    </LocalLink>
                  </dd>
                </div>
                <div>
                  <dt>{t('tasks.detail.time')}</dt>
                  <dd className="task-detail__time">
                    <time dateTime={task.start_at}>
                      {formatTaskTime(task.start_at, language, timeZone, { zone: false })} –
                    </time>{' '}
                    <time dateTime={task.end_at}>{formatTaskTime(task.end_at, language, timeZone)}</time>
                  </dd>
                </div>
                <div>
                  <dt>{t('tasks.detail.comments')}</dt>
                  <dd className="task-detail__comment-count">
                    <CommentIcon /> {task.comment_count}
                  </dd>
                </div>
              </dl>
              {showTags || showMentions ? (
                <ul className="task-detail__chips" aria-label={t('tasks.detail.chips')}>
                  {showTags
                    ? task.tags.map((tag) => (
                        <li key={`tag-${tag.tag_id}`}>
                          <LocalLink to={`/dao/?tag_ids=${tag.tag_id}`} className="task-chip task-chip--tag">
                            {hashTag(taskTagName(tag, language))}
                          </LocalLink>
                        </li>
                      ))
                    : null}
                  {showMentions
                    ? task.mention_user_info.map((user) => (
                        <li key={`user-${user.id}`}>
                          <LocalLink to={`/users/${user.id}/`} className="task-chip task-chip--mention">
                            @{user.nickname?.trim() || t('common.anonymous')}
                          </LocalLink>
                        </li>
                      ))
                    : null}
                </ul>
              ) : null}
              {task.content ? (
                // sanitised by the server's allowlist (platform/sanitize) before it was stored;
                // a description stored as plain text shows as its paragraphs
                <div
                  className="task-content"
                  dangerouslySetInnerHTML={{ __html: contentHtml(task.content) }}
                />
              ) : (
                <p className="task-content task-content--empty">{t('tasks.detail.noContent')}</p>
              )}
            </div>
          </article>

          {task.vote_conf.enable ? (
            <VoteBlock
              task={task}
              viewerId={viewer.id}
              now={now}
              language={language}
              signInHref={props.signInHref}
            />
          ) : null}

          <TaskWinners winners={winners} language={language} />

          {/* Filled by the comments feature (comments issue): keep the id. */}
          <section
            id="task-comments"
            className="card task-comments"
            aria-label={t('tasks.detail.commentsTitle')}
          >
            <TaskComments task={task} />
          </section>
        </div>

        <aside className="task-detail__side" aria-label={t('tasks.detail.side')}>
          <RewardCard task={task} language={language} />
          <div className="task-detail__share">
            <TaskShareButton title={task.title} language={language} />
          </div>
          {mayManage ? (
            <TaskActions
              task={task}
              editHref={`/task-create/${task.id}/`}
              onDeleted={props.onDeleted}
              canPin={viewer.canPin}
            />
          ) : viewer.signedIn && viewer.canPin ? (
            <TaskPinCard task={task} />
          ) : null}
          <SubscribeBox taskId={task.id} />
        </aside>
      </div>
    </div>
  );
}
