ALTER TABLE "companies" ADD COLUMN "public_email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "founded_year" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "employees" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "authorisations" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "guarantees" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cvr_checked_at" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cvr_active" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cvr_register" text;