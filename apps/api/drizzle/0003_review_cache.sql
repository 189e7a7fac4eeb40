CREATE TABLE "source_reviews" (
	"source_cache_id" uuid NOT NULL,
	"review_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "source_reviews_source_cache_id_review_id_pk" PRIMARY KEY("source_cache_id","review_id")
);
--> statement-breakpoint
ALTER TABLE "source_cache" DROP CONSTRAINT "source_cache_status_valid";--> statement-breakpoint
ALTER TABLE "source_cache" ALTER COLUMN "fetched_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "source_cache" ALTER COLUMN "fetched_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "source_cache" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "source_cache" ADD COLUMN "wanted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "source_cache" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "source_cache" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "source_cache" ADD COLUMN "next_refresh_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "source_cache" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "source_reviews" ADD CONSTRAINT "source_reviews_source_cache_id_source_cache_id_fk" FOREIGN KEY ("source_cache_id") REFERENCES "public"."source_cache"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "source_reviews_order_idx" ON "source_reviews" USING btree ("source_cache_id","published_at");--> statement-breakpoint
CREATE INDEX "source_cache_next_refresh_idx" ON "source_cache" USING btree ("next_refresh_at");--> statement-breakpoint
UPDATE "source_cache" SET "status" = 'unreachable' WHERE "status" = 'error';--> statement-breakpoint
ALTER TABLE "source_cache" ADD CONSTRAINT "source_cache_status_valid" CHECK ("source_cache"."status" in ('pending', 'ok', 'blocked', 'unreachable', 'not-found', 'not-a-profile'));