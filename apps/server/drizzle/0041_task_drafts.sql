-- Task drafts (issue 38, docs/decisions/060): a task created unpublished is a draft that only its
-- sponsor and staff see; publishing it from the edit form sets published_at. Every task before this
-- migration was on the board, so they all count as published.
ALTER TABLE tasks ADD COLUMN published boolean NOT NULL DEFAULT true;
--> statement-breakpoint
ALTER TABLE tasks ADD COLUMN published_at timestamptz;
--> statement-breakpoint
UPDATE tasks SET published_at = created_at WHERE published_at IS NULL;
