CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`charge_ledger_id` integer NOT NULL,
	`ledger_id` integer,
	`amount_ore` integer NOT NULL,
	`method` text NOT NULL,
	`status` text NOT NULL,
	`reason` text NOT NULL,
	`stripe_refund_id` text,
	`created_by_user_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`settled_at` integer,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`charge_ledger_id`) REFERENCES `balance_ledger`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`ledger_id`) REFERENCES `balance_ledger`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_ledgerId_unique` ON `refunds` (`ledger_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_stripeRefundId_unique` ON `refunds` (`stripe_refund_id`);--> statement-breakpoint
CREATE INDEX `refunds_charge_idx` ON `refunds` (`charge_ledger_id`);--> statement-breakpoint
CREATE INDEX `refunds_company_pending_idx` ON `refunds` (`company_id`) WHERE status = 'pending';
