-- The reference jobs' ids are filled by fill_id() (0000) when an insert gives NULL, as SQLite does
-- (see 0002_id_triggers). Its journal time follows 0011's, which was set ahead of its making: the
-- migrator applies only migrations newer than the last one applied.
CREATE TRIGGER "company_references_fill_id" BEFORE INSERT ON "company_references" FOR EACH ROW EXECUTE FUNCTION fill_id();
