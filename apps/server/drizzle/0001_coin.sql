CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"task_id" integer,
	"coin_type_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_balance_non_negative" CHECK ("accounts"."kind" = 'mint' OR "accounts"."balance" >= 0),
	CONSTRAINT "accounts_balance_safe" CHECK ("accounts"."balance" BETWEEN -9007199254740991 AND 9007199254740991),
	CONSTRAINT "accounts_owner" CHECK (("accounts"."kind" = 'user' AND "accounts"."user_id" IS NOT NULL AND "accounts"."task_id" IS NULL)
        OR ("accounts"."kind" = 'escrow' AND "accounts"."task_id" IS NOT NULL)
        OR ("accounts"."kind" = 'mint' AND "accounts"."user_id" IS NULL AND "accounts"."task_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "coin_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_entries_amount_non_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"task_id" integer
);
--> statement-breakpoint
CREATE TABLE "transfer_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"coin_type_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" bigint,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_coin_type_id_coin_types_id_fk" FOREIGN KEY ("coin_type_id") REFERENCES "public"."coin_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_coin_key" ON "accounts" USING btree ("user_id","coin_type_id") WHERE "accounts"."kind" = 'user';--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_escrow_coin_key" ON "accounts" USING btree ("task_id","coin_type_id") WHERE "accounts"."kind" = 'escrow';--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_mint_coin_key" ON "accounts" USING btree ("coin_type_id") WHERE "accounts"."kind" = 'mint';--> statement-breakpoint
CREATE UNIQUE INDEX "coin_types_name_key" ON "coin_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_task_idx" ON "ledger_transactions" USING btree ("task_id") WHERE "ledger_transactions"."task_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_requests_user_key" ON "transfer_requests" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "transfer_requests_daily_idx" ON "transfer_requests" USING btree ("user_id","coin_type_id","created_at");