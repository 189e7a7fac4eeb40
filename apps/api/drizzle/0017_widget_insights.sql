CREATE TABLE "widget_insights" (
	"widget_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"day" date NOT NULL,
	"event" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "widget_insights_widget_id_domain_day_event_pk" PRIMARY KEY("widget_id","domain","day","event")
);
--> statement-breakpoint
ALTER TABLE "widget_insights" ADD CONSTRAINT "widget_insights_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "widget_insights_day_idx" ON "widget_insights" USING btree ("day");