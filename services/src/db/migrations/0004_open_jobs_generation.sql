-- A counter of changes to the set of open jobs (GET /ajax/firma/findopgaver): the filter remembers
-- the ids a search matched until the counter moves. Bumped by triggers on every insert, update or
-- delete that can change which open jobs a filter matches or their order, so any writer (the
-- service, the seed, a console) keeps the remembered searches honest.
CREATE TABLE `open_jobs_generation` (`id` integer PRIMARY KEY CHECK (`id` = 1), `n` integer NOT NULL);
--> statement-breakpoint
INSERT INTO `open_jobs_generation` (`id`, `n`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `open_jobs_generation_insert` AFTER INSERT ON `jobs` WHEN new.status = 'open' BEGIN
  UPDATE `open_jobs_generation` SET `n` = `n` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `open_jobs_generation_update`
AFTER UPDATE OF status, category_id, zip, personalized_company_id, headline, description, created_at ON `jobs`
WHEN old.status = 'open' OR new.status = 'open' BEGIN
  UPDATE `open_jobs_generation` SET `n` = `n` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `open_jobs_generation_delete` AFTER DELETE ON `jobs` WHEN old.status = 'open' BEGIN
  UPDATE `open_jobs_generation` SET `n` = `n` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
-- Category names are searched too (a word in a category's name matches its jobs).
CREATE TRIGGER `open_jobs_generation_category` AFTER UPDATE OF name, parent_id ON `categories` BEGIN
  UPDATE `open_jobs_generation` SET `n` = `n` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
-- Regions are matched through the zip codes.
CREATE TRIGGER `open_jobs_generation_zip_insert` AFTER INSERT ON `zip_codes` BEGIN
  UPDATE `open_jobs_generation` SET `n` = `n` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `open_jobs_generation_zip_update` AFTER UPDATE ON `zip_codes` BEGIN
  UPDATE `open_jobs_generation` SET `n` = `n` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `open_jobs_generation_zip_delete` AFTER DELETE ON `zip_codes` BEGIN
  UPDATE `open_jobs_generation` SET `n` = `n` + 1 WHERE `id` = 1;
END;
