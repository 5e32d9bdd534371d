CREATE TABLE `card_payments` (
	`session_id` text PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`amount_ore` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `card_payments_company_idx` ON `card_payments` (`company_id`);--> statement-breakpoint
CREATE TABLE `receipts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` integer NOT NULL,
	`ledger_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`amount_ore` integer NOT NULL,
	`company_name` text NOT NULL,
	`company_cvr` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`ledger_id`) REFERENCES `balance_ledger`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_number_unique` ON `receipts` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_ledgerId_unique` ON `receipts` (`ledger_id`);--> statement-breakpoint
CREATE INDEX `receipts_company_idx` ON `receipts` (`company_id`);--> statement-breakpoint
ALTER TABLE `balance_ledger` ADD `kind` text DEFAULT 'plan_payment' NOT NULL;--> statement-breakpoint
ALTER TABLE `balance_ledger` ADD `external_id` text;--> statement-breakpoint
ALTER TABLE `balance_ledger` ADD `created_by_user_id` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `balance_ledger` ADD `note` text;--> statement-breakpoint
CREATE UNIQUE INDEX `balance_ledger_external_idx` ON `balance_ledger` (`external_id`);--> statement-breakpoint
ALTER TABLE `companies` ADD `blocked_at` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `blocked_reason` text;--> statement-breakpoint
UPDATE `balance_ledger` SET `kind` = 'card_topup' WHERE `amount_ore` > 0 AND `reason` LIKE 'Indbetaling%';