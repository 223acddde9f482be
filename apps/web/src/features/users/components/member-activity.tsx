import type { Page } from '@miao/contracts/common';
import type { UserComment, UserReward } from '@miao/contracts/users';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { LocalLink } from '@/components/ui/local-link';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import type { Language } from '@/lib/language';
import { useUserComments, useUserRewards } from '@/features/users/api/get-user-activity';
import '@/features/users/users.css';
import { useTranslation } from '@/lib/use-translation';

/** A card with a paged list: loading, error, empty, the items, numbered pages. */
function PagedCard<T>(props: {
  title: string;
  empty: string;
  pagerLabel: string;
  query: UseQueryResult<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { query, page } = props;
  let body;
  if (query.isPending) body = <Skeleton lines={3} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={query.error instanceof ApiError ? query.error.displayMessage : t('common.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.results.length === 0) body = <EmptyState>{props.empty}</EmptyState>;
  else {
    const pageCount = Math.ceil(query.data.count / query.data.page_size);
    body = (
      <>
        <ul className="member-activity">{query.data.results.map(props.renderItem)}</ul>
        {pageCount > 1 ? (
          <Pagination
            label={props.pagerLabel}
            page={page}
            pageCount={pageCount}
            onChange={props.onPage}
            disabled={query.isFetching && query.isPlaceholderData}
          />
        ) : null}
      </>
    );
  }
  return (
    <section className="card" aria-labelledby={titleId}>
      <header className="card__header">
        <h2 id={titleId} className="card__title">
          {props.title}
        </h2>
        {query.data ? <span className="tag tag--muted">{query.data.count}</span> : null}
      </header>
      {body}
    </section>
  );
}

/** Issue 18: the member's recent comments, each linking to its comment on its task. */
export function MemberComments({ userId, language }: { userId: number; language: Language }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useUserComments(userId, page);
  return (
    <PagedCard<UserComment>
      title={t('user.comments')}
      empty={t('user.noComments')}
      pagerLabel={t('user.commentsPages')}
      query={query}
      page={page}
      onPage={setPage}
      renderItem={(comment) => (
        <li key={comment.id} className="member-activity__item">
          <LocalLink
            to={`/tasks/${comment.task.id}/#task-comment-${comment.id}`}
            className="member-activity__link"
          >
            <span className="member-activity__task">
              {comment.is_reply ? t('user.replyOn', { title: comment.task.title }) : comment.task.title}
            </span>
            <span className="member-activity__text">{comment.content || t('user.commentMedia')}</span>
          </LocalLink>
          <time className="member-activity__time" dateTime={comment.create_time}>
            {formatDate(comment.create_time, language)}
          </time>
        </li>
      )}
    />
  );
}

/** Issue 18: rewards the member received: amount, task, paid or still pending. */
export function MemberRewards({ userId, language }: { userId: number; language: Language }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useUserRewards(userId, page);
  return (
    <PagedCard<UserReward>
      title={t('user.rewards')}
      empty={t('user.noRewards')}
      pagerLabel={t('user.rewardsPages')}
      query={query}
      page={page}
      onPage={setPage}
      renderItem={(reward) => (
        <li key={reward.id} className="member-activity__item">
          <LocalLink
            to={`/tasks/${reward.task.id}/#task-comment-${reward.comment_id}`}
            className="member-activity__link"
          >
            <span className="member-activity__task">{reward.task.title}</span>
            <span className="member-activity__amount mono">
              {t('user.rewardAmount', { amount: Math.floor(reward.number) })}
            </span>
          </LocalLink>
          <span className={`tag ${reward.status === 'sent' ? 'tag--accent' : 'tag--pending'}`}>
            {reward.status === 'sent' ? t('user.rewardSent') : t('user.rewardPending')}
          </span>
          <time className="member-activity__time" dateTime={reward.create_time}>
            {formatDate(reward.create_time, language)}
          </time>
        </li>
      )}
    />
  );
}
