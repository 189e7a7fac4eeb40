CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text,
	"user_id" uuid NOT NULL,
	"widget_id" uuid NOT NULL,
	"widget_type_id" uuid NOT NULL,
	"title" text NOT NULL,
	"html_data" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkouts_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "checkouts_status_valid" CHECK ("checkouts"."status" in ('open', 'complete', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "test_billing_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "widgets" ADD COLUMN "cancel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_widget_type_id_widget_types_id_fk" FOREIGN KEY ("widget_type_id") REFERENCES "public"."widget_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_widget_id_idx" ON "checkouts" USING btree ("widget_id");--> statement-breakpoint
CREATE INDEX "test_billing_objects_type_idx" ON "test_billing_objects" USING btree ("type");