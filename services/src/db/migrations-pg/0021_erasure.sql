ALTER TABLE "users" ADD COLUMN "deleted_at" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "deleted_at" bigint;
