import type { Comment } from '@miao/contracts/comments';
import { useToggleCommentLike } from '@/features/comments/api/toggle-comment-like';
import { useTranslation } from '@/lib/use-translation';
import { HeartIcon } from './comment-icons';

/**
 * Spec 4: like toggles like and unlike and the count shown is the server's answer; a signed-out
 * reader is sent to sign in.
 */
export function LikeButton(props: {
  taskId: number;
  comment: Pick<Comment, 'id' | 'is_like' | 'like_count'>;
  signedIn: boolean;
  onSignIn: () => void;
}) {
  const { t } = useTranslation();
  const toggle = useToggleCommentLike();
  const { comment } = props;
  return (
    <button
      type="button"
      className={`comment__action comment__like${comment.is_like ? ' is-liked' : ''}`}
      aria-pressed={comment.is_like}
      disabled={toggle.isPending}
      onClick={() => {
        if (!props.signedIn) props.onSignIn();
        else toggle.mutate({ taskId: props.taskId, commentId: comment.id, liked: comment.is_like });
      }}
    >
      <HeartIcon filled={comment.is_like} />
      {/* the name is "Like 3": the visible count is part of it (WCAG 2.5.3, label in name) */}
      <span className="visually-hidden">{t('comments.like')} </span>
      <span className="comment__like-count">{comment.like_count}</span>
    </button>
  );
}
