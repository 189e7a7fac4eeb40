-- The rows counted embed requests, not visitors: under the new name they would pass for visitors.
DELETE FROM "site_views";--> statement-breakpoint
ALTER TABLE "site_views" RENAME TO "site_visitors";--> statement-breakpoint
ALTER TABLE "site_visitors" RENAME COLUMN "views" TO "visitors";--> statement-breakpoint
ALTER TABLE "site_visitors" DROP CONSTRAINT "site_views_widget_id_widgets_id_fk";
--> statement-breakpoint
ALTER TABLE "site_visitors" DROP CONSTRAINT "site_views_widget_id_domain_day_pk";--> statement-breakpoint
ALTER TABLE "site_visitors" ADD CONSTRAINT "site_visitors_widget_id_domain_day_pk" PRIMARY KEY("widget_id","domain","day");--> statement-breakpoint
ALTER TABLE "site_visitors" ADD CONSTRAINT "site_visitors_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;