import { useEffect } from 'react';
import { ErrorState } from '@/components/ui/state-panels';
import { ApiError } from '@/lib/api-client';
import { useReplies } from '@/features/comments/api/get-comments';
import { useTranslation } from '@/lib/use-translation';
import { CommentItem, type CommentsScope } from './comment-item';

/**
 * The replies of one thread, oldest first, with their own load more. When the hash points at a
 * reply not yet loaded, the pages are read until it shows.
 */
export function CommentReplies({
  topId,
  scope,
  focusId,
}: {
  topId: number;
  scope: CommentsScope;
  focusId: number | null;
}) {
  const { t } = useTranslation();
  const replies = useReplies(scope.task.id, topId);
  const list = replies.data?.pages.flatMap((page) => page.results) ?? [];
  const focusMissing = focusId !== null && replies.isSuccess && !list.some((c) => c.id === focusId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = replies;

  useEffect(() => {
    if (focusMissing && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [focusMissing, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (replies.isPending) {
    return (
      <div className="comment-replies comment-replies--loading" role="status">
        <span className="skeleton__line" style={{ width: '60%' }} />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  if (replies.isError) {
    return (
      <ErrorState
        message={replies.error instanceof ApiError ? replies.error.displayMessage : t('common.loadFailed')}
        onRetry={() => void replies.refetch()}
      />
    );
  }
  return (
    <div className="comment-replies">
      <ol className="comment-replies__list">
        {list.map((reply) => (
          <li key={reply.id}>
            <CommentItem comment={reply} scope={scope} />
          </li>
        ))}
      </ol>
      {hasNextPage ? (
        <button
          type="button"
          className="comment-replies__more"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
        >
          {isFetchingNextPage ? t('common.loading') : t('comments.moreReplies')}
        </button>
      ) : null}
    </div>
  );
}
