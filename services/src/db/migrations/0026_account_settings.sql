CREATE TABLE `contact_changes` (
	`user_id` integer NOT NULL,
	`field` text NOT NULL,
	`new_value` text NOT NULL,
	`secret_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`failed_tries` integer DEFAULT 0 NOT NULL,
	`sends` integer DEFAULT 1 NOT NULL,
	`window_starts_at` integer NOT NULL,
	`last_sent_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`user_id`, `field`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notice_settings` (
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`channel` text NOT NULL,
	`enabled` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	PRIMARY KEY(`user_id`, `kind`, `channel`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- What the unsubscribe links turned off so far, as the settings' kinds (lib/notice-settings.ts):
-- a job alert's link also stopped its SMS.
INSERT OR IGNORE INTO `notice_settings` (`user_id`, `kind`, `channel`, `enabled`)
SELECT `user_id`, CASE `kind` WHEN 'job_alert' THEN 'offers' WHEN 'job_digest' THEN 'offers' WHEN 'review_request' THEN 'review_requests' ELSE 'reminders' END, 'email', 0
FROM `notice_opt_outs` WHERE `kind` IN ('job_alert', 'job_digest', 'job_expiry', 'confirm_reminder', 'review_request');
--> statement-breakpoint
INSERT OR IGNORE INTO `notice_settings` (`user_id`, `kind`, `channel`, `enabled`)
SELECT `user_id`, 'offers', 'sms', 0 FROM `notice_opt_outs` WHERE `kind` = 'job_alert';
--> statement-breakpoint
DROP TABLE `notice_opt_outs`;
