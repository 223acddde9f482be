CREATE TABLE "order_customisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"left_text" text NOT NULL,
	"middle_text" text NOT NULL,
	"right_text" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_customisations_text_length" CHECK (char_length("order_customisations"."left_text") <= 20 AND char_length("order_customisations"."middle_text") <= 20 AND char_length("order_customisations"."right_text") <= 20),
	CONSTRAINT "order_customisations_revision_positive" CHECK ("order_customisations"."revision" >= 1)
);
--> statement-breakpoint
ALTER TABLE "order_customisations" ADD CONSTRAINT "order_customisations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_customisations" ADD CONSTRAINT "order_customisations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_customisations_order_product_key" ON "order_customisations" USING btree ("order_id","product_code");--> statement-breakpoint
CREATE INDEX "order_customisations_product_idx" ON "order_customisations" USING btree ("product_code");