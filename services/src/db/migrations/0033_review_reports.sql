ALTER TABLE `reviews` ADD `removed_at` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `removed_reason` text;--> statement-breakpoint
CREATE TABLE `review_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`reporter_user_id` integer,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`state` text DEFAULT 'open' NOT NULL,
	`decided_by_user_id` integer,
	`decided_at` integer,
	`removal_reason` text,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `review_reports_state_idx` ON `review_reports` (`state`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `review_reports_open_idx` ON `review_reports` (`review_id`) WHERE state = 'open';
