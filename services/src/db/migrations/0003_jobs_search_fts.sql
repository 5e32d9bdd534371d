-- Search words of the open-jobs filter (GET /ajax/firma/findopgaver): a trigram FTS5 index over the
-- headline and description of OPEN jobs only (the only ones the filter searches), folded for case
-- including æøå, kept by triggers; contentless (the text stays in jobs) with deletes by rowid.
-- jobs_open_id_idx lets the matches be checked against the filter (category, addressee, zip, date)
-- by id without reading the jobs rows.
CREATE VIRTUAL TABLE `jobs_open_search` USING fts5(headline, description, content='', contentless_delete=1, tokenize='trigram case_sensitive 0 remove_diacritics 0');
--> statement-breakpoint
INSERT INTO `jobs_open_search`(rowid, headline, description) SELECT id, headline, description FROM jobs WHERE status = 'open';
--> statement-breakpoint
CREATE TRIGGER `jobs_open_search_insert` AFTER INSERT ON `jobs` WHEN new.status = 'open' BEGIN
  INSERT INTO `jobs_open_search`(rowid, headline, description) VALUES (new.id, new.headline, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_open_search_update` AFTER UPDATE OF headline, description, status ON `jobs`
WHEN old.status = 'open' OR new.status = 'open' BEGIN
  DELETE FROM `jobs_open_search` WHERE rowid = old.id AND old.status = 'open';
  INSERT INTO `jobs_open_search`(rowid, headline, description) SELECT new.id, new.headline, new.description WHERE new.status = 'open';
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_open_search_delete` AFTER DELETE ON `jobs` WHEN old.status = 'open' BEGIN
  DELETE FROM `jobs_open_search` WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE INDEX `jobs_open_id_idx` ON `jobs` (`id`,`category_id`,`personalized_company_id`,`zip`,`created_at`) WHERE status = 'open';
