CREATE TABLE "source_alerts" (
	"source_cache_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"failure_told_at" timestamp with time zone,
	"last_mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "source_alerts_source_cache_id_user_id_pk" PRIMARY KEY("source_cache_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "source_alerts" ADD CONSTRAINT "source_alerts_source_cache_id_source_cache_id_fk" FOREIGN KEY ("source_cache_id") REFERENCES "public"."source_cache"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_alerts" ADD CONSTRAINT "source_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "source_alerts_user_id_idx" ON "source_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "source_cache_failing_since_idx" ON "source_cache" USING btree ("failing_since");