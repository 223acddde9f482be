ALTER TABLE "product_settings" ADD COLUMN "cn_price_min" integer;--> statement-breakpoint
ALTER TABLE "product_settings" ADD COLUMN "cn_price_max" integer;--> statement-breakpoint
ALTER TABLE "product_settings" ADD COLUMN "overseas_price_min" integer;--> statement-breakpoint
ALTER TABLE "product_settings" ADD COLUMN "overseas_price_max" integer;--> statement-breakpoint
ALTER TABLE "product_settings" ADD COLUMN "cn_gb_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_settings" ADD COLUMN "cn_gb_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_settings" ADD COLUMN "cn_gb_ship_month" text;--> statement-breakpoint
ALTER TABLE "product_settings" ADD COLUMN "overseas_gb_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_settings" ADD COLUMN "overseas_gb_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_settings" ADD COLUMN "overseas_gb_ship_month" text;--> statement-breakpoint
ALTER TABLE "product_settings" ADD COLUMN "cn_dispatch_days" integer;--> statement-breakpoint
ALTER TABLE "product_settings" ADD COLUMN "overseas_dispatch_days" integer;