ALTER TABLE `jobs` ADD `withdrawn_at` integer;--> statement-breakpoint
ALTER TABLE `jobs` ADD `withdraw_reason` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `withdraw_text` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `street_address` text;--> statement-breakpoint
CREATE TABLE `job_additions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`text` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_additions_job_idx` ON `job_additions` (`job_id`,`created_at`);
