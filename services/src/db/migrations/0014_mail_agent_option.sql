DROP INDEX `mail_agents_unique_idx`;--> statement-breakpoint
ALTER TABLE `mail_agents` ADD `option_id` integer REFERENCES attribute_options(id);--> statement-breakpoint
CREATE UNIQUE INDEX `mail_agents_unique_idx` ON `mail_agents` (`company_id`,`category_id`,`region_id`,`zip`,`words`,`option_id`);