CREATE INDEX `contacts_created_idx` ON `contacts` (`created_at`,`company_id`,`job_id`);--> statement-breakpoint
CREATE INDEX `contacts_job_created_idx` ON `contacts` (`job_id`,`created_at`,`selected_at`);--> statement-breakpoint
CREATE INDEX `balance_ledger_kind_created_idx` ON `balance_ledger` (`kind`,`created_at`);
