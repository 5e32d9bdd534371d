ALTER TABLE `reviews` ADD `review_email_id` integer REFERENCES review_emails(id);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_review_email_idx` ON `reviews` (`review_email_id`);