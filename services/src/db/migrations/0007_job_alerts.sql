CREATE TABLE `job_alerts` (
	`job_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`delivery` text NOT NULL,
	`created_at` integer NOT NULL,
	`digested_at` integer,
	PRIMARY KEY(`job_id`, `company_id`),
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_alerts_digest_idx` ON `job_alerts` (`delivery`,`digested_at`,`company_id`);--> statement-breakpoint
CREATE TABLE `task_runs` (
	`task` text PRIMARY KEY NOT NULL,
	`lease_holder` text,
	`lease_until` integer DEFAULT 0 NOT NULL,
	`last_run_at` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `jobs` ADD `announced_at` integer;--> statement-breakpoint
CREATE INDEX `jobs_unannounced_idx` ON `jobs` (`id`) WHERE announced_at is null;--> statement-breakpoint
UPDATE `jobs` SET `announced_at` = `created_at`;
