-- The twin of SQLite's 0004_open_jobs_generation: a counter of changes to the set of open jobs
-- (GET /ajax/firma/findopgaver remembers the ids a search matched until it moves), bumped by
-- triggers on the same changes, one bump per row as in SQLite. A row rather than a sequence: the
-- new value must become visible with the change itself (at commit), never before it.
CREATE TABLE "open_jobs_generation" ("id" bigint PRIMARY KEY CHECK ("id" = 1), "n" bigint NOT NULL);
--> statement-breakpoint
INSERT INTO "open_jobs_generation" ("id", "n") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION open_jobs_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "open_jobs_generation" SET "n" = "n" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "open_jobs_generation_insert" AFTER INSERT ON "jobs"
FOR EACH ROW WHEN (NEW.status = 'open') EXECUTE FUNCTION open_jobs_generation_bump();
--> statement-breakpoint
CREATE TRIGGER "open_jobs_generation_update"
AFTER UPDATE OF status, category_id, zip, personalized_company_id, headline, description, created_at ON "jobs"
FOR EACH ROW WHEN (OLD.status = 'open' OR NEW.status = 'open') EXECUTE FUNCTION open_jobs_generation_bump();
--> statement-breakpoint
CREATE TRIGGER "open_jobs_generation_delete" AFTER DELETE ON "jobs"
FOR EACH ROW WHEN (OLD.status = 'open') EXECUTE FUNCTION open_jobs_generation_bump();
--> statement-breakpoint
-- Category names are searched too (a word in a category's name matches its jobs).
CREATE TRIGGER "open_jobs_generation_category" AFTER UPDATE OF name, parent_id ON "categories"
FOR EACH ROW EXECUTE FUNCTION open_jobs_generation_bump();
--> statement-breakpoint
-- Regions are matched through the zip codes.
CREATE TRIGGER "open_jobs_generation_zip_insert" AFTER INSERT ON "zip_codes"
FOR EACH ROW EXECUTE FUNCTION open_jobs_generation_bump();
--> statement-breakpoint
CREATE TRIGGER "open_jobs_generation_zip_update" AFTER UPDATE ON "zip_codes"
FOR EACH ROW EXECUTE FUNCTION open_jobs_generation_bump();
--> statement-breakpoint
CREATE TRIGGER "open_jobs_generation_zip_delete" AFTER DELETE ON "zip_codes"
FOR EACH ROW EXECUTE FUNCTION open_jobs_generation_bump();
