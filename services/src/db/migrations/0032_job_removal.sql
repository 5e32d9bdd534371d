ALTER TABLE `jobs` ADD `removed_at` integer;--> statement-breakpoint
ALTER TABLE `jobs` ADD `removed_reason` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `removed_from_status` text;--> statement-breakpoint
CREATE INDEX `jobs_created_idx` ON `jobs` (`created_at`);
