import { customType, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The site search's index (issue 35, decision 063): a page (product, manual, info) or a public,
 * published task in one language, its words pre-segmented into `tsv` (title weight A, body B).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['product', 'manual', 'info', 'task'] }).notNull(),
    /** The page's path without language prefix, or the task's id. */
    ref: text('ref').notNull(),
    lang: text('lang', { enum: ['cn', 'en'] }).notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    snippet: text('snippet').notNull().default(''),
    tsv: tsvector('tsv').notNull(),
    /** What the row was built from: a page whose copy did not change is not segmented again. */
    contentHash: text('content_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_documents_ref_idx').on(t.kind, t.ref, t.lang),
    index('search_documents_tsv_idx').using('gin', t.tsv),
  ],
);
