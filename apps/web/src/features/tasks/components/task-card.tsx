import type { TaskSummary } from '@miao/contracts/tasks';
import { LocalLink } from '@/components/ui/local-link';
import type { Language } from '@/lib/language';
import { hashTag, taskTagName } from '@/features/tasks/api/get-task-tags';
import { formatCoins } from '@/features/tasks/utils/task-dates';
import { TaskAuthor } from './task-author';
import { TaskCover } from './task-cover';
import { CommentIcon, LockIcon, PinIcon } from '@/components/icons/line-icons';
import { useTranslation } from '@/lib/use-translation';
import { TaskStatus } from './task-status';

/**
 * Spec 2 card: cover on top, title, status, author, tags, comment_count. `priority`: the list's first
 * card, whose cover is in the first screen on every device (TaskCover).
 */
export function TaskCard(props: {
  task: TaskSummary;
  language: Language;
  basePath: '/dao' | '/tasks';
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const { task, language } = props;
  const href = `${props.basePath}/${task.id}/`;
  return (
    <article
      className={`task-card${task.status === 'closed' ? ' task-card--closed' : ''}${task.pinned_at ? ' task-card--pinned' : ''}`}
    >
      <TaskCover
        url={task.medias[0]?.url}
        seed={task.id}
        className="task-card__cover"
        priority={props.priority}
      />
      <div className="task-card__body">
        <div className="task-card__status">
          <TaskStatus status={task.status} startAt={task.start_at} endAt={task.end_at} language={language} />
          {task.pinned_at ? (
            <span className="tag task-card__pinned">
              <PinIcon /> {t('tasks.card.pinned')}
            </span>
          ) : null}
          {task.published === false ? (
            <span className="tag tag--draft" title={t('tasks.draftNotice')}>
              {t('tasks.draft')}
            </span>
          ) : null}
          {task.public_permission !== 'public' ? (
            <span className="tag tag--muted task-card__permission">
              <LockIcon /> {t(`tasks.permission.${task.public_permission}`)}
            </span>
          ) : null}
        </div>
        <h2 className="task-card__title">
          {/* the whole card is the link's target area (::after), the title stays its name */}
          <LocalLink to={href} className="task-card__link">
            {task.title}
          </LocalLink>
        </h2>
        {task.tags.length ? (
          <ul className="task-card__tags" aria-label={t('tasks.card.tags')}>
            {task.tags.map((tag) => (
              <li key={tag.tag_id} className="task-chip task-chip--tag">
                {hashTag(taskTagName(tag, language))}
              </li>
            ))}
          </ul>
        ) : null}
        <footer className="task-card__foot">
          <TaskAuthor user={task.user_info} />
          <span className="task-card__reward" title={t('tasks.card.reward')}>
            <span className="mono">{formatCoins(task.max_reward_number, language)}</span>{' '}
            {task.chain.coin_name}
          </span>
          <span
            className="task-card__comments"
            aria-label={t('tasks.card.comments', { count: task.comment_count })}
          >
            <CommentIcon /> <span className="mono">{task.comment_count}</span>
          </span>
        </footer>
      </div>
    </article>
  );
}

/** The grid's placeholder cards while the first page loads (also what the server renders). */
export function TaskCardSkeleton() {
  return (
    <div className="task-card task-card--skeleton" aria-hidden="true">
      <div className="task-cover task-card__cover skeleton__line" />
      <div className="task-card__body">
        <span className="skeleton__line" style={{ width: '45%' }} />
        <span className="skeleton__line" style={{ width: '90%', height: '1.3rem' }} />
        <span className="skeleton__line" style={{ width: '60%' }} />
      </div>
    </div>
  );
}
