-- The open-jobs generation in parts, so writers do not queue on one row: transactions run side by
-- side at SERIALIZABLE (db/engine/postgres-executor.ts), and every change to the open jobs bumped
-- the one row, which made any two such writers wait for each other and then fail as a conflict.
-- Now a change bumps the part of its connection (pg_backend_pid() % 64), which no other running
-- transaction holds but by chance, and the generation is the sum of the parts
-- (db/queries/open-jobs/memory.ts): it still moves with every committed change, and only at its
-- commit. The bump finds its row by the primary key (never a scan of the table, which would make
-- every writer's read cross every other's write), and room is left on the page for updates in place.
ALTER TABLE "open_jobs_generation" DROP CONSTRAINT "open_jobs_generation_id_check";
--> statement-breakpoint
ALTER TABLE "open_jobs_generation" SET (fillfactor = 50);
--> statement-breakpoint
INSERT INTO "open_jobs_generation" ("id", "n") SELECT g, 0 FROM generate_series(0, 63) g WHERE g <> 1;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION open_jobs_generation_bump() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off AS $$
BEGIN
  UPDATE "open_jobs_generation" SET "n" = "n" + 1 WHERE "id" = pg_backend_pid() % 64;
  RETURN NULL;
END
$$;
