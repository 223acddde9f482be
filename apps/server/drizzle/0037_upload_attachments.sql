-- Issue 33 (docs/decisions/044). A private file is attached to a task only by its uploader's own
-- post naming it (the task's content or media, or a comment on it), recorded with that post; naming
-- someone else's file attaches nothing.
CREATE TABLE "upload_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL REFERENCES "uploads"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"task_id" integer NOT NULL REFERENCES "tasks"("id") ON DELETE CASCADE,
	"comment_id" integer REFERENCES "comments"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One row per file and post (the task itself when comment_id is null); also the look-up by task.
CREATE UNIQUE INDEX "upload_attachments_post_upload_key" ON "upload_attachments" USING btree ("task_id", coalesce("comment_id", 0), "upload_id");
--> statement-breakpoint
CREATE INDEX "upload_attachments_upload_idx" ON "upload_attachments" USING btree ("upload_id");
--> statement-breakpoint
-- A post looks up its author's private files only.
CREATE INDEX "uploads_private_user_idx" ON "uploads" USING btree ("user_id") WHERE "is_private";
--> statement-breakpoint
-- A signature stores one file once (docs/decisions/044): its key is spent by the first post to the
-- local adapter or the first completion of a bucket upload, whatever comes of it, and kept.
CREATE TABLE "upload_signature_uses" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Backfill: what uploaders had attached themselves, in a live task they sponsor...
INSERT INTO "upload_attachments" ("upload_id", "user_id", "task_id")
SELECT u."id", u."user_id", t."id"
FROM "tasks" t
JOIN "uploads" u ON u."user_id" = t."user_id" AND u."is_private"
WHERE t."deleted_at" IS NULL
  AND (strpos(t."content", u."key") > 0
    OR EXISTS (SELECT 1 FROM "task_medias" m WHERE m."task_id" = t."id" AND strpos(m."url", u."key") > 0))
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- ...and in a live comment of theirs.
INSERT INTO "upload_attachments" ("upload_id", "user_id", "task_id", "comment_id")
SELECT u."id", u."user_id", c."task_id", c."id"
FROM "comments" c
JOIN "uploads" u ON u."user_id" = c."user_id" AND u."is_private"
WHERE c."deleted_at" IS NULL AND strpos(c."content", u."key") > 0
ON CONFLICT DO NOTHING;
