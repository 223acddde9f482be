import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { APP_PLATFORMS } from '@miao/contracts/apps';
import { users } from './users';

/** Releases of the brand's apps (AM Master configurator, CYBERBLADE app), editable by staff. */
export const appVersions = pgTable(
  'app_versions',
  {
    id: serial('id').primaryKey(),
    appCode: text('app_code').notNull(),
    platform: text('platform', { enum: APP_PLATFORMS }).notNull(),
    version: text('version').notNull(),
    downloadUrl: text('download_url').notNull(),
    notesCn: text('notes_cn').notNull().default(''),
    notesEn: text('notes_en').notNull().default(''),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('app_versions_app_platform_version_key').on(t.appCode, t.platform, t.version),
    index('app_versions_newest_idx').on(t.appCode, t.platform, t.releasedAt),
  ],
);
