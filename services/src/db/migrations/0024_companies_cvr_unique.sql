UPDATE `companies` SET `cvr` = NULL, `cvr_checked_at` = NULL, `cvr_active` = NULL, `cvr_register` = NULL WHERE `cvr` IS NOT NULL AND `cvr` <> '' AND EXISTS (SELECT 1 FROM `companies` AS `older` WHERE `older`.`cvr` = `companies`.`cvr` AND `older`.`id` < `companies`.`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `companies_cvr_idx` ON `companies` (`cvr`) WHERE cvr is not null and cvr <> '';
