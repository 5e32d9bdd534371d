CREATE TABLE `files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`purpose` text NOT NULL,
	`name` text NOT NULL,
	`bytes` integer NOT NULL,
	`width` integer,
	`height` integer,
	`widths` text NOT NULL,
	`uploader_user_id` integer,
	`uploader_token` text,
	`uploader_address` text NOT NULL,
	`job_id` integer,
	`message_id` integer,
	`logo_company_id` integer,
	`reference_id` integer,
	`sort_order` integer,
	`caption` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`attached_at` integer,
	`removed_at` integer,
	`removed_reason` text,
	FOREIGN KEY (`uploader_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`logo_company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `files_key_idx` ON `files` (`key`);--> statement-breakpoint
CREATE INDEX `files_job_idx` ON `files` (`job_id`,`sort_order`);--> statement-breakpoint
CREATE INDEX `files_message_idx` ON `files` (`message_id`,`sort_order`);--> statement-breakpoint
CREATE INDEX `files_logo_idx` ON `files` (`logo_company_id`);--> statement-breakpoint
CREATE INDEX `files_reference_idx` ON `files` (`reference_id`,`sort_order`);--> statement-breakpoint
CREATE INDEX `files_unattached_idx` ON `files` (`created_at`) WHERE attached_at is null;