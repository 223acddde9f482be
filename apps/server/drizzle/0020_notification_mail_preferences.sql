CREATE TABLE "notification_mail_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mail_enabled" boolean DEFAULT true NOT NULL,
	"actions" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_mail_preferences" ADD CONSTRAINT "notification_mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;