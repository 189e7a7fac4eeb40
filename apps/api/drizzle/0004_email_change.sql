ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_purpose_valid";--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_purpose_valid" CHECK ("email_tokens"."purpose" in ('verify_email', 'reset_password', 'change_email'));