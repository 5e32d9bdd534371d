ALTER TABLE "jobs" ADD COLUMN "removed_at" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "removed_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "removed_from_status" text;--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at");
