-- Site search (issue 35, docs/decisions/063): one row per page or public task and language. The
-- words are segmented in JS (jieba for Chinese, the assistant's tokenizer) and stored as lexemes,
-- so the tsvector holds Chinese words PostgreSQL's parser could not find itself.
CREATE TABLE search_documents (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('product', 'manual', 'info', 'task')),
  ref text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('cn', 'en')),
  title text NOT NULL,
  url text NOT NULL,
  snippet text NOT NULL DEFAULT '',
  tsv tsvector NOT NULL,
  content_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX search_documents_ref_idx ON search_documents (kind, ref, lang);
--> statement-breakpoint
CREATE INDEX search_documents_tsv_idx ON search_documents USING gin (tsv);
