CREATE TABLE "app_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_code" text NOT NULL,
	"platform" text NOT NULL,
	"version" text NOT NULL,
	"download_url" text NOT NULL,
	"notes_cn" text DEFAULT '' NOT NULL,
	"notes_en" text DEFAULT '' NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_tickets" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"created_by" integer,
	"hits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"user_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_settings" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'product' NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"cn_name" text DEFAULT '' NOT NULL,
	"overseas_name" text DEFAULT '' NOT NULL,
	"cn_url" text DEFAULT '' NOT NULL,
	"overseas_url" text DEFAULT '' NOT NULL,
	"cn_status" text DEFAULT 'developing' NOT NULL,
	"overseas_status" text DEFAULT 'developing' NOT NULL,
	"cn_is_top" boolean DEFAULT false NOT NULL,
	"overseas_is_top" boolean DEFAULT false NOT NULL,
	"cn_is_home" boolean DEFAULT false NOT NULL,
	"overseas_is_home" boolean DEFAULT false NOT NULL,
	"cn_priority" integer DEFAULT 0 NOT NULL,
	"overseas_priority" integer DEFAULT 0 NOT NULL,
	"cn_top_name" text DEFAULT '' NOT NULL,
	"overseas_top_name" text DEFAULT '' NOT NULL,
	"hide_buy" boolean DEFAULT false NOT NULL,
	"jump_url" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_product_code_product_settings_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."product_settings"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_settings" ADD CONSTRAINT "product_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_versions_app_platform_version_key" ON "app_versions" USING btree ("app_code","platform","version");--> statement-breakpoint
CREATE INDEX "app_versions_newest_idx" ON "app_versions" USING btree ("app_code","platform","released_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_token_key" ON "newsletter_subscribers" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "product_requests_product_user_key" ON "product_requests" USING btree ("product_code","user_id");--> statement-breakpoint
CREATE INDEX "product_requests_user_idx" ON "product_requests" USING btree ("user_id");