import { bigint, boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  (t) => [uniqueIndex('uploads_key_key').on(t.key)],
);
