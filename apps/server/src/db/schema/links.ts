import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Short links `/sl/{id}/` managed by staff; `hits` counts redirects. */
export const shortLinks = pgTable('short_links', {
  id: text('id').primaryKey(),
  /** A path on this site or an absolute http(s) link. */
  target: text('target').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  hits: integer('hits').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * WeChat access token and JS-SDK ticket cached for every server process (they are valid for two
 * hours and WeChat limits how often they may be fetched). Key: `access_token:<appid>` or `jsapi:<appid>`.
 */
export const shareTickets = pgTable('share_tickets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Store and social links (issue 17), edited by staff. Per mode like the product settings' store
 * URLs: `cn_url` in China mode, `overseas_url` overseas, `url` when the mode has none ('' = none).
 */
export const siteLinks = pgTable('site_links', {
  key: text('key').primaryKey(),
  url: text('url').notNull().default(''),
  cnUrl: text('cn_url').notNull().default(''),
  overseasUrl: text('overseas_url').notNull().default(''),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
