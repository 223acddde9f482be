-- Decision 043: a puzzle, and the pass its solve gives, belong to the client and the address that
-- asked for it; each puzzle comes with a proof of work. Nullable: puzzles drawn before this (they
-- live two minutes) have neither and are refused.
ALTER TABLE "captcha_puzzles" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "captcha_puzzles" ADD COLUMN "pow" jsonb;--> statement-breakpoint
ALTER TABLE "captcha_puzzles" ADD COLUMN "pow_secret" text;--> statement-breakpoint
ALTER TABLE "captcha_puzzles" ADD COLUMN "pow_counter" integer;
