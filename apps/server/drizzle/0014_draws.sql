CREATE TABLE "draw_entries" (
	"draw_id" integer NOT NULL,
	"position" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"masked" text NOT NULL,
	"prize_slot" integer,
	"prize_index" integer,
	"claimed_at" timestamp with time zone,
	"claim_name" text,
	"claim_contact" text,
	"claim_address" text,
	"code_hash" text,
	"code_redeemed_at" timestamp with time zone,
	CONSTRAINT "draw_entries_draw_id_position_pk" PRIMARY KEY("draw_id","position"),
	CONSTRAINT "draw_entries_claim_needs_prize" CHECK ("draw_entries"."claimed_at" is null or "draw_entries"."prize_slot" is not null)
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"product_code" text NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"prizes" jsonb NOT NULL,
	"entry_product_codes" jsonb NOT NULL,
	"entry_starts_at" timestamp with time zone NOT NULL,
	"entry_ends_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"claim_ends_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"entry_count" integer,
	"drawn_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draws_window_order" CHECK ("draws"."entry_starts_at" < "draws"."entry_ends_at"),
	CONSTRAINT "draws_draw_after_window" CHECK ("draws"."draw_at" >= "draws"."entry_ends_at"),
	CONSTRAINT "draws_claim_after_draw" CHECK ("draws"."claim_ends_at" > "draws"."draw_at")
);
--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_product_code_product_settings_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."product_settings"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draw_entries_order_key" ON "draw_entries" USING btree ("draw_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draw_entries_slot_key" ON "draw_entries" USING btree ("draw_id","prize_slot") WHERE "draw_entries"."prize_slot" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "draw_entries_code_key" ON "draw_entries" USING btree ("code_hash") WHERE "draw_entries"."code_hash" is not null;--> statement-breakpoint
CREATE INDEX "draw_entries_order_no_idx" ON "draw_entries" USING btree ("draw_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "draws_slug_key" ON "draws" USING btree ("slug");