PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`notice` text,
	`subject` text,
	`body` text,
	`html` text,
	`kind` text,
	`unsubscribe_url` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`tries` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT 0 NOT NULL,
	`claimed_at` integer,
	`error` text,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
INSERT INTO `__new_outbox`("id", "channel", "recipient", "notice", "subject", "body", "html", "kind", "unsubscribe_url", "status", "tries", "next_attempt_at", "claimed_at", "error", "created_at", "sent_at") SELECT "id", "channel", "recipient", NULL, "subject", "body", "html", "kind", "unsubscribe_url", "status", "tries", "next_attempt_at", "claimed_at", "error", "created_at", "sent_at" FROM `outbox`;--> statement-breakpoint
DROP TABLE `outbox`;--> statement-breakpoint
ALTER TABLE `__new_outbox` RENAME TO `outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `outbox_status_idx` ON `outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_due_idx` ON `outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbox_unrendered_idx` ON `outbox` (`id`) WHERE body is null;