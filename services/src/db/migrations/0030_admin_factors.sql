CREATE TABLE `admin_second_factors` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`secret` text,
	`confirmed_at` integer,
	`last_step` integer,
	`password_only` integer DEFAULT 0 NOT NULL,
	`invited_by` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `admin_recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_recovery_codes_codeHash_unique` ON `admin_recovery_codes` (`code_hash`);--> statement-breakpoint
CREATE INDEX `admin_recovery_codes_user_idx` ON `admin_recovery_codes` (`user_id`);--> statement-breakpoint
-- The administrators there already (only the seeded demo one can exist) keep logging in with the
-- password alone until they set up a second factor themselves.
INSERT INTO `admin_second_factors` (`user_id`, `password_only`) SELECT `id`, 1 FROM `users` WHERE `role` = 'admin';
