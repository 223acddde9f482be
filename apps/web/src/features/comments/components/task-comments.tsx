import type { TaskDetail } from '@miao/contracts/tasks';
import type { Permission } from '@miao/contracts/users';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api-client';
import { signInHref } from '@/lib/redirect';
import { useSession } from '@/lib/session';
import { BatchRewardButton } from '@/features/rewards/components/batch-reward-button';
import { hasPermission, useCurrentUserPermissions } from '@/features/users/api/get-current-user-permissions';
import { useMe } from '@/features/users/api/get-me';
import {
  useTopComments,
  useTopCommentsInfinite,
  type CommentOrdering,
} from '@/features/comments/api/get-comments';
import { useCommentTarget } from '@/features/comments/hooks/use-comment-target';
import type { CommentListTarget } from '@/features/comments/utils/comment-hash';
import {
  mayMention,
  mayUseEditor,
  taskOpenForComments,
  type CommentViewer,
} from '@/features/comments/utils/comment-permissions';
import { useTranslation } from '@/lib/use-translation';
import { ChatIcon, ChevronDownIcon } from './comment-icons';
import { CommentComposer } from './comment-composer';
import { CommentItem, type CommentsScope } from './comment-item';
import { CommentPagination } from './comment-pagination';
import { CommentReplies } from './comment-replies';

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="comment-list comment-list--loading" role="status" aria-live="polite">
      <span className="visually-hidden">{t('common.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="comment comment--skeleton" aria-hidden="true">
          <span className="avatar avatar--md skeleton__line" />
          <div className="comment__main">
            <span className="skeleton__line" style={{ width: '30%' }} />
            <span className="skeleton__line" style={{ width: `${85 - i * 15}%` }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The comments of a task (spec 2): the editor on top, newest or oldest first, numbered pages on
 * desktop and load more on mobile; each comment with its replies, likes, rewards and delete; the
 * batch reward for those allowed; a `#task-comment-{id}` hash scrolls to its comment.
 */
export function TaskComments({ task }: { task: TaskDetail }) {
  const { t } = useTranslation();
  const { language, prefix } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const signedIn = useSession().status === 'signed-in';
  const me = useMe({ enabled: signedIn });
  const permissions = useCurrentUserPermissions({ enabled: signedIn });
  const [ordering, setOrdering] = useState<CommentOrdering>('-id');
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const [replyingTo, setReplyingTo] = useState<number | null>(null);

  const permissionList = permissions.data;
  const viewer: CommentViewer = useMemo(
    () => ({
      signedIn,
      id: me.data?.id,
      may: (permission: Permission) => hasPermission(permissionList, permission),
    }),
    [signedIn, me.data?.id, permissionList],
  );

  const paged = useTopComments(task.id, ordering, page, { enabled: !mobile });
  const more = useTopCommentsInfinite(task.id, ordering, { enabled: mobile });

  const expand = useCallback(
    (id: number) => setExpanded((set) => (set.has(id) ? set : new Set(set).add(id))),
    [],
  );
  const toggleThread = (id: number) =>
    setExpanded((set) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const { fetchNextPage, hasNextPage, isFetchingNextPage } = more;
  const loadedPages = more.data?.pages.length ?? 0;
  const onTarget = useCallback(
    (target: CommentListTarget) => {
      setPage(target.page);
      if (target.expandThread !== null) expand(target.expandThread);
    },
    [expand],
  );
  const target = useCommentTarget(ordering, onTarget);
  // Mobile: the hashed comment's page is reached by loading more up to it.
  const loadTowardsTarget =
    mobile &&
    target.scrollPending &&
    loadedPages > 0 &&
    loadedPages < page &&
    !!hasNextPage &&
    !isFetchingNextPage;
  useEffect(() => {
    if (loadTowardsTarget) void fetchNextPage();
  }, [loadTowardsTarget, fetchNextPage]);

  const signIn = useCallback(
    () => void navigate(signInHref(prefix, `${location.pathname}${location.search}`)),
    [navigate, prefix, location.pathname, location.search],
  );

  const open = taskOpenForComments(task);
  const scope: CommentsScope = {
    task,
    viewer,
    language,
    open,
    mentions: mayMention(viewer),
    replyingTo,
    setReplyingTo,
    onReplied: expand,
    targetId: target.targetId,
    scrollPending: target.scrollPending,
    onScrolled: target.onScrolled,
    onSignIn: signIn,
    onReplyRefused: () => toast.info(t('comments.repliesDisabled')),
  };

  const query = mobile ? more : paged;
  const comments = mobile ? (more.data?.pages.flatMap((p) => p.results) ?? []) : (paged.data?.results ?? []);
  const total = (mobile ? more.data?.pages[0]?.count : paged.data?.count) ?? 0;
  const pageSize = (mobile ? more.data?.pages[0]?.page_size : paged.data?.page_size) ?? 1;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  let list;
  if (query.isPending) list = <ListSkeleton />;
  else if (query.isError && comments.length === 0)
    list = (
      <ErrorState
        message={query.error instanceof ApiError ? query.error.displayMessage : t('common.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  else if (comments.length === 0)
    list = <EmptyState>{open ? t('comments.empty') : t('comments.emptyClosed')}</EmptyState>;
  else
    list = (
      <ol className={`comment-list${paged.isPlaceholderData ? ' is-loading' : ''}`}>
        {comments.map((comment) => {
          const threadOpen = expanded.has(comment.id);
          return (
            <li key={comment.id} className="comment-thread">
              <CommentItem comment={comment} scope={scope}>
                {comment.reply_count > 0 ? (
                  <button
                    type="button"
                    className="comment-thread__toggle"
                    aria-expanded={threadOpen}
                    onClick={() => toggleThread(comment.id)}
                  >
                    <ChevronDownIcon className={threadOpen ? 'is-flipped' : undefined} />
                    {threadOpen
                      ? t('comments.hideReplies')
                      : t('comments.showReplies', { count: comment.reply_count })}
                  </button>
                ) : null}
                {threadOpen ? (
                  <CommentReplies
                    topId={comment.id}
                    scope={scope}
                    focusId={target.threadId === comment.id ? target.targetId : null}
                  />
                ) : null}
              </CommentItem>
            </li>
          );
        })}
      </ol>
    );

  let editor;
  if (!open) editor = <p className="comment-notice">{t('comments.repliesDisabled')}</p>;
  else if (!mayUseEditor(viewer)) editor = <p className="comment-notice">{t('comments.noPermission')}</p>;
  else
    editor = (
      <CommentComposer
        taskId={task.id}
        signedIn={signedIn}
        mentions={mayMention(viewer)}
        onSent={() => {
          // newest first: the new comment is at the top of page 1
          if (ordering === '-id') setPage(1);
        }}
      />
    );

  const changeOrdering = (next: CommentOrdering) => {
    setOrdering(next);
    setPage(1);
  };

  return (
    <div className="task-comments-feature">
      <header className="comments-head">
        <h2 className="comments-head__title">
          <ChatIcon /> {t('comments.title')}
          <span className="comments-head__count mono">{task.comment_count}</span>
        </h2>
        <BatchRewardButton task={task} viewer={viewer} />
      </header>
      {editor}
      {total === 0 ? null : (
        <div className="comments-toolbar">
          <span className="comments-toolbar__total">{t('comments.total', { count: total })}</span>
          <div className="comments-order" role="group" aria-label={t('comments.order')}>
            <button type="button" aria-pressed={ordering === '-id'} onClick={() => changeOrdering('-id')}>
              {t('comments.newest')}
            </button>
            <button type="button" aria-pressed={ordering === 'id'} onClick={() => changeOrdering('id')}>
              {t('comments.oldest')}
            </button>
          </div>
        </div>
      )}
      {list}
      {mobile ? (
        hasNextPage ? (
          <button
            type="button"
            className="button button--secondary button--block comments-more"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? t('common.loading') : t('comments.loadMore')}
          </button>
        ) : null
      ) : (
        <CommentPagination page={Math.min(page, pageCount)} total={pageCount} onChange={setPage} />
      )}
    </div>
  );
}
