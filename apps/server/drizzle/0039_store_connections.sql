-- Native store webhooks (issue 34 item 1, docs/decisions/048): Shopify and WooCommerce connections,
-- their SKU mappings and every delivery they received (kept for replay, applied once by its id).
CREATE TABLE "store_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"domain" text NOT NULL,
	"store" text NOT NULL,
	"order_prefix" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret" text,
	"previous_secret" text,
	"previous_valid_until" timestamp with time zone,
	"rotated_by" integer,
	"rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_connections" ADD CONSTRAINT "store_connections_rotated_by_users_id_fk" FOREIGN KEY ("rotated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_connections_slug_key" ON "store_connections" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "store_connections_prefix_key" ON "store_connections" USING btree ("order_prefix");--> statement-breakpoint
CREATE TABLE "store_product_mappings" (
	"connection_id" integer NOT NULL,
	"external_key" text NOT NULL,
	"product_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_product_mappings" ADD CONSTRAINT "store_product_mappings_connection_id_store_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."store_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_product_mappings" ADD CONSTRAINT "store_product_mappings_product_code_product_settings_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."product_settings"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "store_product_mappings_key" ON "store_product_mappings" USING btree ("connection_id","external_key");--> statement-breakpoint
CREATE TABLE "store_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"delivery_id" text NOT NULL,
	"topic" text NOT NULL,
	"body" text NOT NULL,
	"outcome" text DEFAULT 'received' NOT NULL,
	"error" text,
	"external_order_id" text,
	"order_no" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "store_deliveries" ADD CONSTRAINT "store_deliveries_connection_id_store_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."store_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_deliveries_connection_delivery_key" ON "store_deliveries" USING btree ("connection_id","delivery_id");--> statement-breakpoint
CREATE INDEX "store_deliveries_connection_idx" ON "store_deliveries" USING btree ("connection_id","id");--> statement-breakpoint
CREATE INDEX "store_deliveries_external_order_idx" ON "store_deliveries" USING btree ("connection_id","external_order_id");
