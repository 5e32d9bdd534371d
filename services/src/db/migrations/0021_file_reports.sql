CREATE TABLE `file_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`file_id` integer NOT NULL,
	`reporter_user_id` integer,
	`reporter_address` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`state` text DEFAULT 'open' NOT NULL,
	`decided_by_user_id` integer,
	`decided_at` integer,
	`decision_reason` text,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `file_reports_state_idx` ON `file_reports` (`state`,`created_at`);--> statement-breakpoint
CREATE INDEX `file_reports_file_idx` ON `file_reports` (`file_id`,`state`);--> statement-breakpoint
CREATE UNIQUE INDEX `file_reports_open_account_idx` ON `file_reports` (`file_id`,`reporter_user_id`) WHERE state = 'open' and reporter_user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `file_reports_open_address_idx` ON `file_reports` (`file_id`,`reporter_address`) WHERE state = 'open' and reporter_user_id is null;