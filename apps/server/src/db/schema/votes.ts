// Voting on tasks (spec 4): a task's options, one ballot per voter and the votes it cast.
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tasks } from './tasks';
import { users } from './users';

/** Spec 3 vote option; vote_num only ever changes by SQL arithmetic when a ballot is cast. */
export const voteOptions = pgTable(
  'vote_options',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    pic: text('pic').notNull().default(''),
    voteNum: integer('vote_num').notNull().default(0),
    sort: integer('sort').notNull(),
  },
  (t) => [index('vote_options_task_idx').on(t.taskId, t.sort)],
);

/**
 * One row per voter and task, inserted first with ON CONFLICT DO NOTHING: whoever inserts it
 * casts the votes, every other submit (concurrent or later) is refused, so a voter counts once.
 */
export const voteBallots = pgTable(
  'vote_ballots',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.userId] }),
    index('vote_ballots_user_idx').on(t.userId, t.createdAt),
  ],
);

export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => voteOptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('votes_task_user_option_key').on(t.taskId, t.userId, t.optionId)],
);
