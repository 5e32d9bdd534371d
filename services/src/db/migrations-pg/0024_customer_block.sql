ALTER TABLE "users" ADD COLUMN "blocked_at" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;