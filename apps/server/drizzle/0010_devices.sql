CREATE TABLE "captcha_puzzles" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_x" integer NOT NULL,
	"piece_y" integer NOT NULL,
	"ip" text NOT NULL,
	"client_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempted_at" timestamp with time zone,
	"pass_hash" text,
	"pass_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "captcha_puzzles_pass_hash_unique" UNIQUE("pass_hash")
);
--> statement-breakpoint
CREATE TABLE "device_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"found" boolean NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"product_code" text NOT NULL,
	"production_date" date NOT NULL,
	"manufacturer" text NOT NULL,
	"production_name" text NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_product_code_product_settings_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."product_settings"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_puzzles_expires_idx" ON "captcha_puzzles" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "device_checks_sn_idx" ON "device_checks" USING btree ("sn");--> statement-breakpoint
CREATE INDEX "devices_product_idx" ON "devices" USING btree ("product_code");