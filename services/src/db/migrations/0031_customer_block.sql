ALTER TABLE `users` ADD `blocked_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `blocked_reason` text;