ALTER TABLE `companies` ADD `public_email` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `website` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `founded_year` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `employees` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `authorisations` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `guarantees` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `cvr_checked_at` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `cvr_active` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `cvr_register` text;