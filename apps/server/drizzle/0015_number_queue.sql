CREATE TABLE "number_queue_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"queue_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"turns" integer DEFAULT 0 NOT NULL,
	"turn_opened_at" timestamp with time zone,
	"turn_ends_at" timestamp with time zone,
	"number" integer,
	"note" text,
	"how" text,
	"picked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "number_queue_entries_number_positive" CHECK ("number_queue_entries"."number" > 0),
	CONSTRAINT "number_queue_entries_number_state" CHECK (("number_queue_entries"."number" is not null) = ("number_queue_entries"."status" in ('picked', 'assigned'))),
	CONSTRAINT "number_queue_entries_turn_times" CHECK ("number_queue_entries"."status" <> 'turn' or ("number_queue_entries"."turn_opened_at" is not null and "number_queue_entries"."turn_ends_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "number_queues" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity" text NOT NULL,
	"product_code" text NOT NULL,
	"total_numbers" integer NOT NULL,
	"turns_at_once" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "number_queues_total_positive" CHECK ("number_queues"."total_numbers" > 0),
	CONSTRAINT "number_queues_turns_positive" CHECK ("number_queues"."turns_at_once" > 0)
);
--> statement-breakpoint
ALTER TABLE "number_queue_entries" ADD CONSTRAINT "number_queue_entries_queue_id_number_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."number_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_queue_entries" ADD CONSTRAINT "number_queue_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_queue_entries" ADD CONSTRAINT "number_queue_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_queues" ADD CONSTRAINT "number_queues_product_code_product_settings_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."product_settings"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "number_queues" ADD CONSTRAINT "number_queues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "number_queue_entries_order_key" ON "number_queue_entries" USING btree ("queue_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "number_queue_entries_number_key" ON "number_queue_entries" USING btree ("queue_id","number");--> statement-breakpoint
CREATE INDEX "number_queue_entries_line_idx" ON "number_queue_entries" USING btree ("queue_id","status","id");--> statement-breakpoint
CREATE INDEX "number_queue_entries_user_idx" ON "number_queue_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "number_queues_activity_key" ON "number_queues" USING btree ("activity");