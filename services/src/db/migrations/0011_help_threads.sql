CREATE TABLE `complaint_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`complaint_id` integer NOT NULL,
	`sender` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`complaint_id`) REFERENCES `complaints`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `complaint_messages_complaint_idx` ON `complaint_messages` (`complaint_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `ticket_threads` (
	`contact_id` integer PRIMARY KEY NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `complaints` ADD `status` text DEFAULT 'open' NOT NULL;