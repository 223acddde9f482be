import type { Comment } from '@miao/contracts/comments';
import type { TaskDetail } from '@miao/contracts/tasks';
import type { Permission } from '@miao/contracts/users';

/** Who is reading the comments: signed in or not, their id and their permissions (spec 6). */
export interface CommentViewer {
  signedIn: boolean;
  /** Undefined when signed out, or while the profile loads. */
  id: number | undefined;
  may: (permission: Permission) => boolean;
}

type TaskState = Pick<TaskDetail, 'status' | 'operation' | 'reply_disabled'>;

/** Spec 4: comments and replies only while the task is processing, operation manual, replies on. */
export function taskOpenForComments(task: TaskState): boolean {
  return task.status === 'processing' && task.operation === 'manual' && !task.reply_disabled;
}

/**
 * Spec 6: signed-in members need comment.retrieve to see the editor and reply; anonymous
 * visitors see it too (sending takes them to sign in).
 */
export function mayUseEditor(viewer: CommentViewer): boolean {
  return !viewer.signedIn || viewer.may('comment.retrieve');
}

/** Spec 6: one's own comment with comment.delete, anyone's with comment.delete_others. */
export function mayDeleteComment(
  viewer: CommentViewer,
  comment: Pick<Comment, 'user_info' | 'is_deleted'>,
): boolean {
  if (!viewer.signedIn || comment.is_deleted) return false;
  if (viewer.may('comment.delete_others')) return true;
  return viewer.id !== undefined && viewer.id === comment.user_info.id && viewer.may('comment.delete');
}

/**
 * Issue 17, comment edit: one's own live comment, while the task takes comments (spec 4) and the
 * member may comment (spec 6 comment.retrieve), the server's rules of writing it.
 */
export function mayEditComment(
  viewer: CommentViewer,
  comment: Pick<Comment, 'user_info' | 'is_deleted'>,
  open: boolean,
): boolean {
  if (!viewer.signedIn || comment.is_deleted || !open) return false;
  return viewer.id !== undefined && viewer.id === comment.user_info.id && viewer.may('comment.retrieve');
}

/** Spec 5: mention suggestions need user.retrieve and comment.mention. */
export function mayMention(viewer: CommentViewer): boolean {
  return viewer.signedIn && viewer.may('user.retrieve') && viewer.may('comment.mention');
}
