CREATE TABLE `company_references` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`title` text NOT NULL,
	`text` text NOT NULL,
	`sort_order` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `company_references_company_idx` ON `company_references` (`company_id`,`sort_order`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
-- No reference existed before this table: a file naming one is let go of, removed for the sweep.
UPDATE `files` SET `reference_id` = NULL, `removed_at` = coalesce(`removed_at`, unixepoch()), `removed_reason` = coalesce(`removed_reason`, 'no reference') WHERE `reference_id` IS NOT NULL;--> statement-breakpoint
CREATE TABLE `__new_files` (
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
	FOREIGN KEY (`logo_company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reference_id`) REFERENCES `company_references`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_files`("id", "key", "kind", "purpose", "name", "bytes", "width", "height", "widths", "uploader_user_id", "uploader_token", "uploader_address", "job_id", "message_id", "logo_company_id", "reference_id", "sort_order", "caption", "created_at", "attached_at", "removed_at", "removed_reason") SELECT "id", "key", "kind", "purpose", "name", "bytes", "width", "height", "widths", "uploader_user_id", "uploader_token", "uploader_address", "job_id", "message_id", "logo_company_id", "reference_id", "sort_order", "caption", "created_at", "attached_at", "removed_at", "removed_reason" FROM `files`;--> statement-breakpoint
DROP TABLE `files`;--> statement-breakpoint
ALTER TABLE `__new_files` RENAME TO `files`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `files_key_idx` ON `files` (`key`);--> statement-breakpoint
CREATE INDEX `files_job_idx` ON `files` (`job_id`,`sort_order`);--> statement-breakpoint
CREATE INDEX `files_message_idx` ON `files` (`message_id`,`sort_order`);--> statement-breakpoint
CREATE INDEX `files_logo_idx` ON `files` (`logo_company_id`);--> statement-breakpoint
CREATE INDEX `files_reference_idx` ON `files` (`reference_id`,`sort_order`);--> statement-breakpoint
CREATE INDEX `files_unattached_idx` ON `files` (`created_at`) WHERE attached_at is null;