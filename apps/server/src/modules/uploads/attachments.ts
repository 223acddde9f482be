// Which private files a post attaches to its task (issue 33, docs/decisions/044): recorded with the
// uploader's own post, read when a file is signed for a task's reader (stored-files.ts, signFiles).
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { comments } from '../../db/schema/comments';
import { uploadAttachments, uploads } from '../../db/schema/uploads';

/** Those of `keys` their uploader attached to the task: by the task itself or a live comment of theirs. */
export async function keysAttachedToTask(db: DbOrTx, taskId: number, keys: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: uploads.key })
    .from(uploadAttachments)
    .innerJoin(
      uploads,
      and(eq(uploads.id, uploadAttachments.uploadId), eq(uploads.userId, uploadAttachments.userId)),
    )
    .leftJoin(comments, eq(comments.id, uploadAttachments.commentId))
    .where(
      and(
        eq(uploadAttachments.taskId, taskId),
        inArray(uploads.key, keys),
        or(isNull(uploadAttachments.commentId), isNull(comments.deletedAt)),
      ),
    );
  return rows.map((row) => row.key);
}

/** The private files of the post's author that the post's text names (their keys are random). */
function namedPrivateFiles(posterId: SQL, text: SQL): SQL {
  return sql`select u.id, u.user_id from uploads u
    where u.user_id = ${posterId} and u.is_private and strpos(${text}, u.key) > 0`;
}

/**
 * Issue 33: records which private files a post attaches to its task, in the post's transaction,
 * after the post is written: those of the poster's own uploads that the post names now (a task's
 * content and media, or a comment's content). Files the post no longer names are no longer
 * attached by it; anyone else's file named in it attaches nothing. For a task's create and edit
 * and a comment's edit; comments as written in one statement use attachWrittenComments.
 */
export async function attachPostedFiles(
  tx: DbOrTx,
  post: { taskId: number; commentId?: number; posterId: number },
): Promise<void> {
  const { taskId, posterId } = post;
  const commentId = post.commentId ?? null;
  const text =
    commentId === null
      ? sql`(select t.content || ' ' || coalesce((select string_agg(m.url, ' ') from task_medias m
          where m.task_id = t.id), '') from tasks t where t.id = ${taskId})`
      : sql`(select c.content from comments c where c.id = ${commentId} and c.task_id = ${taskId})`;
  await tx.execute(sql`with post as (select coalesce(${text}, '') as text),
    dropped as (
      delete from upload_attachments a using uploads u, post
      where a.upload_id = u.id and a.task_id = ${taskId}
        and a.comment_id is not distinct from ${commentId}::int and strpos(post.text, u.key) = 0
    )
    insert into upload_attachments (upload_id, user_id, task_id, comment_id)
    select f.id, f.user_id, ${taskId}, ${commentId}::int
    from post, lateral (${namedPrivateFiles(sql`${posterId}::int`, sql`post.text`)}) f
    on conflict do nothing`);
}

/**
 * The same for comments written by one statement (the comment writer's, docs/decisions/027): a
 * common table expression attaching, for each comment in `written` (rows of `comments`), the private
 * files of its author that it names.
 */
export function attachWrittenComments(written: SQL): SQL {
  return sql`upload_attached as (
      insert into upload_attachments (upload_id, user_id, task_id, comment_id)
      select f.id, f.user_id, w.task_id, w.id
      from ${written} w, lateral (${namedPrivateFiles(sql`w.user_id`, sql`w.content`)}) f
      on conflict do nothing)`;
}
