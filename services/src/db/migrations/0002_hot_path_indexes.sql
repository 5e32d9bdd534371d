CREATE INDEX `jobs_open_category_idx` ON `jobs` (`category_id`,`personalized_company_id`,`zip`,`created_at`) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX `calendar_events_contact_idx` ON `calendar_events` (`contact_id`);--> statement-breakpoint
CREATE INDEX `messages_unread_sender_idx` ON `messages` (`sender`,`contact_id`) WHERE read_at is null;