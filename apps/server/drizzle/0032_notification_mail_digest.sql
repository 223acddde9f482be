CREATE TABLE "notification_mail_marks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"decided_through" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_mail_marks" ADD CONSTRAINT "notification_mail_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Notification mails as one digest per recipient (docs/decisions/030, "One mail for what waited"):
-- a mail job mails each recipient, in one mail, what waited since the recipient's last digest, and
-- marks what it considered. Notifications no longer waiting in a mail job were decided by the job of
-- their time (mailed or not): marked so, so that no first digest mails them again (a member's first
-- digest looks back a day; a mail job runs two minutes after its cause).
UPDATE "notifications" SET "mail_decided_at" = now()
  WHERE "publish_at" > now() - interval '1 day'
    AND "id" NOT IN (
      SELECT (jsonb_array_elements_text(payload->'ids'))::bigint FROM jobs
        WHERE kind = 'notifications.mails' AND status IN ('pending', 'running'));
