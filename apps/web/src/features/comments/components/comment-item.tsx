import type { Comment } from '@miao/contracts/comments';
import type { TaskDetail } from '@miao/contracts/tasks';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LocalLink } from '@/components/ui/local-link';
import { useReaderTimeZone } from '@/hooks/use-reader-time-zone';
import { formatTime } from '@/lib/time';
import type { Language } from '@/lib/language';
import { RewardButton } from '@/features/rewards/components/reward-button';
import { RewardChip } from '@/features/rewards/components/reward-chip';
import { UserAvatar } from '@/features/users/components/user-avatar';
import { commentAnchorId } from '@/features/comments/utils/comment-hash';
import {
  mayDeleteComment,
  mayEditComment,
  type CommentViewer,
} from '@/features/comments/utils/comment-permissions';
import { useTranslation } from '@/lib/use-translation';
import { EditIcon, ReplyIcon, TrashIcon } from './comment-icons';
import { CommentComposer } from './comment-composer';
import { DeleteCommentDialog } from './delete-comment-dialog';
import { LikeButton } from './like-button';

/** What every comment of a task's list shares. */
export interface CommentsScope {
  task: TaskDetail;
  viewer: CommentViewer;
  language: Language;
  /** Open for replies (spec 4): processing, manual, replies not disabled. */
  open: boolean;
  mentions: boolean;
  /** The comment whose inline reply box is open. */
  replyingTo: number | null;
  setReplyingTo: (id: number | null) => void;
  /** A reply was sent in this thread: it opens. */
  onReplied: (topId: number) => void;
  /** The comment of the `#task-comment-{id}` hash (highlighted) and whether it still needs scrolling to. */
  targetId: number | null;
  scrollPending: boolean;
  onScrolled: () => void;
  onSignIn: () => void;
  /** Replying when not allowed (spec 4: 'replies disabled' message). */
  onReplyRefused: () => void;
}

function nameOf(nickname: string | null | undefined, anonymous: string): string {
  return nickname?.trim() || anonymous;
}

/**
 * One comment or reply (spec 2): avatar, nickname (anonymous label when empty), time, the
 * server-sanitised HTML, like, reply, reward and delete; a deleted one keeps its place and replies.
 */
export function CommentItem({
  comment,
  scope,
  children,
}: {
  comment: Comment;
  scope: CommentsScope;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const { task, viewer } = scope;
  // the reader's own clock after hydration, the server's zone before (decision 057)
  const timeZone = useReaderTimeZone(scope.language);
  const isReply = comment.top_id !== 0;
  const anonymous = t('common.anonymous');
  const author = nameOf(comment.user_info.nickname, anonymous);
  const isTarget = scope.targetId === comment.id;
  const shouldScroll = isTarget && scope.scrollPending;
  const { onScrolled } = scope;

  // Spec 2: the hash scrolls to its comment once it is on the page.
  useEffect(() => {
    if (!shouldScroll) return;
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
    onScrolled();
  }, [shouldScroll, onScrolled]);

  const replying = scope.replyingTo === comment.id;
  const startReply = () => {
    if (!viewer.signedIn) scope.onSignIn();
    else if (!viewer.may('comment.retrieve')) scope.onReplyRefused();
    else scope.setReplyingTo(replying ? null : comment.id);
  };

  return (
    <article
      id={commentAnchorId(comment.id)}
      ref={ref}
      tabIndex={-1}
      className={`comment${isReply ? ' comment--reply' : ''}${isTarget ? ' is-target' : ''}${comment.is_deleted ? ' is-deleted' : ''}`}
      aria-label={t('comments.itemLabel', { name: author })}
    >
      <LocalLink
        to={`/users/${comment.user_info.id}/`}
        className="comment__avatar"
        tabIndex={-1}
        aria-hidden="true"
      >
        <UserAvatar src={comment.user_info.avatar} alt="" size={isReply ? 'sm' : 'md'} />
      </LocalLink>
      <div className="comment__main">
        <header className="comment__head">
          <LocalLink
            to={`/users/${comment.user_info.id}/`}
            className={`comment__author${comment.user_info.nickname?.trim() ? '' : ' user-name--anonymous'}`}
          >
            {author}
          </LocalLink>
          {isReply && comment.superior_user_info ? (
            <span className="comment__to">
              {t('comments.replyTo')}{' '}
              <span className="comment__mention">
                @{nameOf(comment.superior_user_info.nickname, anonymous)}
              </span>
            </span>
          ) : null}
          <time className="comment__time" dateTime={comment.create_time}>
            {formatTime(comment.create_time, scope.language, timeZone, { style: 'numeric' })}
          </time>
          {comment.reward_info && !comment.is_deleted ? (
            <RewardChip reward={comment.reward_info} coinName={task.chain.coin_name} />
          ) : null}
        </header>
        {comment.is_deleted ? (
          <p className="comment__deleted">{t('comments.deleted')}</p>
        ) : editing ? (
          <div className="comment__edit-box">
            <CommentComposer
              taskId={task.id}
              signedIn={viewer.signedIn}
              mentions={scope.mentions}
              edit={{ commentId: comment.id, content: comment.content, simple: isReply }}
              autoFocus
              onSent={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          </div>
        ) : (
          // sanitised by the server's allowlist before it was stored
          <div className="comment__content" dangerouslySetInnerHTML={{ __html: comment.content }} />
        )}
        {comment.is_deleted ? null : (
          <div className="comment__actions">
            <LikeButton
              taskId={task.id}
              comment={comment}
              signedIn={viewer.signedIn}
              onSignIn={scope.onSignIn}
            />
            {scope.open ? (
              <button
                type="button"
                className={`comment__action${replying ? ' is-active' : ''}`}
                aria-expanded={replying}
                onClick={startReply}
              >
                <ReplyIcon /> {t('comments.reply')}
              </button>
            ) : null}
            <RewardButton
              task={task}
              viewer={viewer}
              comment={{
                id: comment.id,
                authorId: comment.user_info.id,
                authorName: author,
                isDeleted: comment.is_deleted,
                reward: comment.reward_info,
              }}
              className="comment__action comment__reward"
            />
            {mayEditComment(viewer, comment, scope.open) && !editing ? (
              <button
                type="button"
                className="comment__action comment__edit"
                onClick={() => setEditing(true)}
              >
                <EditIcon /> {t('comments.edit.action')}
              </button>
            ) : null}
            {mayDeleteComment(viewer, comment) ? (
              <button
                type="button"
                className="comment__action comment__delete"
                onClick={() => setDeleting(true)}
              >
                <TrashIcon /> {t('comments.delete.action')}
              </button>
            ) : null}
          </div>
        )}
        {replying ? (
          <div className="comment__reply-box">
            <CommentComposer
              taskId={task.id}
              signedIn={viewer.signedIn}
              mentions={scope.mentions}
              reply={{ superiorId: comment.id, nickname: author }}
              autoFocus
              onSent={() => {
                scope.setReplyingTo(null);
                scope.onReplied(isReply ? comment.top_id : comment.id);
              }}
              onCancel={() => scope.setReplyingTo(null)}
            />
          </div>
        ) : null}
        {children}
      </div>
      {deleting ? (
        <DeleteCommentDialog
          taskId={task.id}
          commentId={comment.id}
          isReply={isReply}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </article>
  );
}
