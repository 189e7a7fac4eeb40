CREATE TABLE "site_views" (
	"widget_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_views_widget_id_domain_day_pk" PRIMARY KEY("widget_id","domain","day")
);
--> statement-breakpoint
ALTER TABLE "widgets" ADD COLUMN "allowed_sites" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "widgets" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_views" ADD CONSTRAINT "site_views_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;