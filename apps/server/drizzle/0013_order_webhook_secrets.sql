CREATE TABLE "order_webhook_secrets" (
	"store" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_valid_until" timestamp with time zone,
	"rotated_by" integer,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_webhook_secrets" ADD CONSTRAINT "order_webhook_secrets_rotated_by_users_id_fk" FOREIGN KEY ("rotated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;