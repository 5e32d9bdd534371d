CREATE TABLE `reminders_sent` (
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `subject`)
);
--> statement-breakpoint
ALTER TABLE `jobs` ADD `open_until` integer;--> statement-breakpoint
-- Open jobs get their 30 open days from when they were posted, but never less than a week from now,
-- so a job that is already old is warned before it closes.
UPDATE `jobs` SET `open_until` = max(`created_at` + 2592000, unixepoch() + 604800);
