import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChatCitation } from '@miao/contracts/chat';
import { users } from './users';

/**
 * A signed-in member's conversation with the assistant (issue 16): kept 30 days and shown again,
 * then purged. Visitors' conversations are not stored.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    citations: jsonb('citations').$type<ChatCitation[]>().notNull().default([]),
    language: text('language', { enum: ['cn', 'en'] }).notNull(),
    /** Assistant messages: builtin, model, or fallback (the model failed). */
    answerer: text('answerer'),
    /** The assistant said it does not know. */
    unknown: boolean('unknown').notNull().default(false),
    /** The visitor stopped the answer before its end. */
    stopped: boolean('stopped').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_user_idx').on(t.userId, t.createdAt),
    index('chat_messages_created_idx').on(t.createdAt),
  ],
);

/**
 * Questions the assistant could not answer, from members and visitors alike, without who asked:
 * the AI workspace lists the most frequent ones so staff can add FAQ entries. Purged after 30 days.
 */
export const chatUnanswered = pgTable(
  'chat_unanswered',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    language: text('language', { enum: ['cn', 'en'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_unanswered_created_idx').on(t.createdAt)],
);

/** Staff-edited questions and answers the assistant searches with the site's pages (both languages). */
export const chatFaq = pgTable('chat_faq', {
  id: serial('id').primaryKey(),
  questionCn: text('question_cn').notNull().default(''),
  answerCn: text('answer_cn').notNull().default(''),
  questionEn: text('question_en').notNull().default(''),
  answerEn: text('answer_en').notNull().default(''),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
