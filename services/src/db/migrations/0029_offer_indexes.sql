CREATE INDEX `contacts_company_created_idx` ON `contacts` (`company_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `bids_contact_idx` ON `bids` (`contact_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `cancellations_contact_idx` ON `cancellations` (`contact_id`,`decided_at`);