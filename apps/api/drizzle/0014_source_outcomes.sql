ALTER TABLE "source_cache" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "source_cache" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "source_cache_outcome_idx" ON "source_cache" USING btree ("source","outcome");--> statement-breakpoint
ALTER TABLE "source_cache" ADD CONSTRAINT "source_cache_outcome_valid" CHECK ("source_cache"."outcome" in ('ok', 'empty', 'blocked', 'changed', 'gone', 'unreachable'));--> statement-breakpoint
-- Rows read before outcomes had names: the outcome their status stands for (an old layout change was
-- recorded as 'blocked' and stays so until the next read), and a failing run dated from the last try.
UPDATE "source_cache" SET "outcome" = CASE "status"
  WHEN 'ok' THEN 'ok'
  WHEN 'blocked' THEN 'blocked'
  WHEN 'unreachable' THEN 'unreachable'
  WHEN 'not-found' THEN 'gone'
  WHEN 'not-a-profile' THEN 'gone'
END, "failing_since" = CASE WHEN "status" IN ('blocked', 'unreachable', 'not-found', 'not-a-profile') THEN "attempted_at" END;
