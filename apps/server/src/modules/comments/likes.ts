// Likes (spec 4): a toggle whose answer carries the count. One row per member and comment, inserted
// with ON CONFLICT DO NOTHING: only the request that inserted it adds to like_count (and notifies),
// only the one that deleted it takes away, so concurrent or repeated clicks count once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LikeResponse } from '@miao/contracts/comments';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/sql';
import { commentLikes, comments } from '../../db/schema/comments';
import { fail } from '../../platform/errors';
import { withdrawLikeNotification, writeNotifications } from '../notifications/service';
import { loadVisibleTask } from '../tasks/policy';
import type { Actor } from '../../platform/identity';

/** A live comment on a task the actor may see, else comment_deleted / task_inaccessible. */
async function likeableComment(tx: DbOrTx, actor: Actor, commentId: number) {
  const [comment] = await tx
    .select({
      id: comments.id,
      taskId: comments.taskId,
      userId: comments.userId,
      deletedAt: comments.deletedAt,
    })
    .from(comments)
    .where(eq(comments.id, commentId));
  if (!comment || comment.deletedAt) fail('comment_deleted');
  await loadVisibleTask(tx, comment.taskId, actor);
  return comment;
}

async function likeCountOf(tx: DbOrTx, commentId: number): Promise<number> {
  const [row] = await tx
    .select({ count: comments.likeCount })
    .from(comments)
    .where(eq(comments.id, commentId));
  return row?.count ?? 0;
}

/** POST /api/comments/like: the author is notified when the like is new (not of their own). */
export async function likeComment(db: DbOrTx, actor: Actor, commentId: number): Promise<LikeResponse> {
  return inTransaction(db, async (tx) => {
    const comment = await likeableComment(tx, actor, commentId);
    const [inserted] = await tx
      .insert(commentLikes)
      .values({ commentId, userId: actor.userId })
      .onConflictDoNothing()
      .returning({ commentId: commentLikes.commentId });
    if (!inserted) return { count: await likeCountOf(tx, commentId), is_like: true };
    // The notification before the count: its reference to the task is taken before this
    // transaction holds the comment row, which a reply holding the task may be waiting for.
    await writeNotifications(tx, [
      { userId: comment.userId, actorId: actor.userId, action: 'like', taskId: comment.taskId, commentId },
    ]);
    const [row] = await tx
      .update(comments)
      .set({ likeCount: sql`${comments.likeCount} + 1` })
      .where(eq(comments.id, commentId))
      .returning({ count: comments.likeCount });
    return { count: row!.count, is_like: true };
  });
}

/** POST /api/comments/unlike: the like's notification goes too while still unread. */
export async function unlikeComment(db: DbOrTx, actor: Actor, commentId: number): Promise<LikeResponse> {
  return inTransaction(db, async (tx) => {
    const comment = await likeableComment(tx, actor, commentId);
    const [deleted] = await tx
      .delete(commentLikes)
      .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, actor.userId)))
      .returning({ commentId: commentLikes.commentId });
    if (!deleted) return { count: await likeCountOf(tx, commentId), is_like: false };
    const [row] = await tx
      .update(comments)
      .set({ likeCount: sql`greatest(${comments.likeCount} - 1, 0)` })
      .where(eq(comments.id, commentId))
      .returning({ count: comments.likeCount });
    await withdrawLikeNotification(tx, { userId: comment.userId, actorId: actor.userId, commentId });
    return { count: row!.count, is_like: false };
  });
}

/** POST /api/comments/like-check: which of the ids the member likes (none when signed out). */
export async function likedIds(db: DbOrTx, userId: number | undefined, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (userId === undefined || wanted.length === 0) return [];
  const rows = await db
    .select({ id: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, wanted)))
    .orderBy(commentLikes.commentId);
  return rows.map((r) => r.id);
}
