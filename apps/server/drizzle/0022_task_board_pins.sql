ALTER TABLE "tasks" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tasks_end_idx" ON "tasks" USING btree ("end_at") WHERE "tasks"."deleted_at" IS NULL;