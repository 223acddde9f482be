CREATE TABLE "invitations" (
	"invitee_id" integer PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"rewarded_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_not_self" CHECK ("invitations"."invitee_id" <> "invitations"."inviter_id")
);
--> statement-breakpoint
CREATE TABLE "order_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_no" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_reward_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"invited_reward" integer DEFAULT 50 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reward_settings_single" CHECK ("order_reward_settings"."id" = 1),
	CONSTRAINT "order_reward_settings_non_negative" CHECK ("order_reward_settings"."invited_reward" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" bigint,
	"refunded_at" timestamp with time zone,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"owed_amount" bigint DEFAULT 0 NOT NULL,
	"refund_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_rewards_amount_positive" CHECK ("order_rewards"."amount" > 0),
	CONSTRAINT "order_rewards_refund_parts" CHECK ("order_rewards"."refunded_amount" >= 0 AND "order_rewards"."owed_amount" >= 0 AND "order_rewards"."refunded_amount" + "order_rewards"."owed_amount" <= "order_rewards"."amount")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"store" text NOT NULL,
	"buyer_email" text,
	"buyer_phone" text,
	"currency" text NOT NULL,
	"total_amount" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"user_id" integer,
	"claimed" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_non_negative" CHECK ("orders"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_order_rewards" (
	"product_code" text PRIMARY KEY NOT NULL,
	"reward" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_order_rewards_non_negative" CHECK ("product_order_rewards"."reward" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_rewarded_order_id_orders_id_fk" FOREIGN KEY ("rewarded_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_claims" ADD CONSTRAINT "order_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_code_product_settings_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."product_settings"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "order_reward_settings" ADD CONSTRAINT "order_reward_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rewards" ADD CONSTRAINT "order_rewards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rewards" ADD CONSTRAINT "order_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rewards" ADD CONSTRAINT "order_rewards_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_rewards" ADD CONSTRAINT "order_rewards_refund_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_order_rewards" ADD CONSTRAINT "product_order_rewards_product_code_product_settings_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."product_settings"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_order_rewards" ADD CONSTRAINT "product_order_rewards_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_inviter_idx" ON "invitations" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "order_claims_order_user_idx" ON "order_claims" USING btree ("order_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_store_event_key" ON "order_events" USING btree ("store","event_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_rewards_order_kind_key" ON "order_rewards" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "order_rewards_user_idx" ON "order_rewards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_key" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_email_idx" ON "orders" USING btree ("buyer_email") WHERE "orders"."buyer_email" is not null;--> statement-breakpoint
CREATE INDEX "orders_buyer_phone_idx" ON "orders" USING btree ("buyer_phone") WHERE "orders"."buyer_phone" is not null;--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
-- The one settings row (decision 018): the invited reward, 50 MIAO COIN until staff change it.
INSERT INTO "order_reward_settings" ("id", "invited_reward") VALUES (1, 50) ON CONFLICT DO NOTHING;
