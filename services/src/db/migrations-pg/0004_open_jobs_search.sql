-- The twin of SQLite's 0003_jobs_search_fts (the FTS5 trigram table jobs_open_search) for the search
-- words of the open-jobs filter (GET /ajax/firma/findopgaver): a pg_trgm GIN index over the folded
-- headline and description of OPEN jobs only. It serves
--   da_lower(headline || ' ' || description) LIKE '%' || da_lower(word) || '%'
-- on open jobs (the planner uses it only when a query repeats this expression and `status = 'open'`;
-- the query side is written with the PostgreSQL queries of issue 11). No triggers are needed: the
-- index follows the rows. jobs_open_id_idx is the same index as in SQLite (the matches checked
-- against the filter by id).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "jobs_open_search_idx" ON "jobs" USING gin (da_lower("headline" || ' ' || "description") gin_trgm_ops)
WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "jobs_open_id_idx" ON "jobs" ("id", "category_id", "personalized_company_id", "zip", "created_at")
WHERE "status" = 'open';
