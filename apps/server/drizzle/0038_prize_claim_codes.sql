-- Prize claims confirmed by a code sent to the order's contact (issue 33 item 8, docs/decisions/045):
-- one row per code sent, kept hashed with its expiry, wrong tries and use, as order_claims does.
CREATE TABLE "prize_claim_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"position" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prize_claim_codes" ADD CONSTRAINT "prize_claim_codes_entry_fk" FOREIGN KEY ("draw_id","position") REFERENCES "public"."draw_entries"("draw_id","position") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prize_claim_codes_entry_idx" ON "prize_claim_codes" USING btree ("draw_id","position");
