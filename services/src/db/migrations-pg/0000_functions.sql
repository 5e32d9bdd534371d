-- SQL functions the schema and the queries call, written before the tables whose defaults use them.
-- unixepoch(): whole seconds since 1970 at the start of the statement, as SQLite's unixepoch() (the
-- created_at defaults call it).
CREATE FUNCTION unixepoch() RETURNS bigint LANGUAGE sql STABLE PARALLEL SAFE
RETURN floor(extract(epoch FROM statement_timestamp()))::bigint;
--> statement-breakpoint
-- da_lower(text): lower case including æøå and the other Latin-1 letters, as the service's SQLite
-- function (JavaScript's toLocaleLowerCase('da-DK')). lower() alone folds only ASCII in a C-locale
-- cluster, so the Latin-1 capitals are translated first: the same answer whatever the cluster's
-- locale or ICU, and truly immutable, so indexes may use it.
CREATE FUNCTION da_lower(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN lower(translate($1, 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ', 'àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþ'));
--> statement-breakpoint
-- fill_id(): a BEFORE INSERT trigger function for tables whose primary key `id` is an identity
-- column. drizzle's SQLite dialect (run on PostgreSQL through the engine layer) inserts an explicit
-- NULL for an id it was not given, which SQLite turns into the next id; here the trigger takes it
-- from the column's sequence. An explicit id above the sequence moves the sequence on, as SQLite's
-- AUTOINCREMENT never hands out an id below the largest one used.
CREATE FUNCTION fill_id() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seq text := pg_get_serial_sequence(quote_ident(TG_TABLE_SCHEMA) || '.' || quote_ident(TG_TABLE_NAME), 'id');
BEGIN
  IF NEW.id IS NULL THEN
    NEW.id := nextval(seq);
  ELSIF NEW.id > coalesce(pg_sequence_last_value(seq::regclass), 0) THEN
    PERFORM setval(seq, NEW.id);
  END IF;
  RETURN NEW;
END
$$;
