CREATE TABLE "job_dead_letters" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"error" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_dead_letters_name_failed_at_idx" ON "job_dead_letters" USING btree ("name","failed_at");