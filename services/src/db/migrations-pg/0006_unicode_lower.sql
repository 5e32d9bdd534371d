-- da_lower(text) folds every letter as JavaScript's toLocaleLowerCase('da-DK') does (Š → š, Ł → ł,
-- Greek, Cyrillic…), not only Latin-1: lower() under ICU's root collation, whatever the cluster's own
-- locale (the test clusters are created with --no-locale). The trigram index over it is rebuilt.
CREATE OR REPLACE FUNCTION da_lower(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN lower($1 COLLATE "und-x-icu");
--> statement-breakpoint
REINDEX INDEX "jobs_open_search_idx";
