CREATE TABLE "site_links" (
	"key" text PRIMARY KEY NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"cn_url" text DEFAULT '' NOT NULL,
	"overseas_url" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_seeds" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tag_groups" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "tag_groups" ADD COLUMN "name_ja" text;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "name_ja" text;--> statement-breakpoint
ALTER TABLE "task_categories" ADD COLUMN "name_ja" text;--> statement-breakpoint
ALTER TABLE "site_links" ADD CONSTRAINT "site_links_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;