import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { comments } from './comments';
import { tasks } from './tasks';
import { users } from './users';

/** Files stored through the signed upload (local disk or S3). */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileType: text('file_type').notNull(),
    contentType: text('content_type').notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploads_key_key').on(t.key),
    index('uploads_private_user_idx')
      .on(t.userId)
      .where(sql`${t.isPrivate}`),
  ],
);

/**
 * A private file attached to a task by its uploader (docs/decisions/044): their task naming it in
 * its content or media (no comment), or their comment on the task. Written with the post, by the
 * uploads module only; readers of the task may have the file signed while they may see the task.
 */
export const uploadAttachments = pgTable(
  'upload_attachments',
  {
    id: serial('id').primaryKey(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** The uploader, who posted it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('upload_attachments_post_upload_key').on(
      t.taskId,
      sql`coalesce(${t.commentId}, 0)`,
      t.uploadId,
    ),
    index('upload_attachments_upload_idx').on(t.uploadId),
  ],
);

/**
 * Upload signatures spent (docs/decisions/044): an object key is taken by the first post (local disk)
 * or completion (S3) of its signature, whatever comes of it, and never accepted again.
 */
export const uploadSignatureUses = pgTable('upload_signature_uses', {
  key: text('key').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});
