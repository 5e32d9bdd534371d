ALTER TABLE `users` ADD `deleted_at` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `deleted_at` integer;
