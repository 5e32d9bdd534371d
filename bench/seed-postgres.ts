// The PostgreSQL bench database: migrated by the service's own openPostgres, then filled with the
// rows of the seeded SQLite bench file (the demo data, the generated jobs, contacts, bids and
// messages, the fan-out companies), ids included, so both engines are measured on the same data.
// Every table both have is copied column by column in multi-row inserts, with triggers and
// foreign-key checks off (session_replication_role = replica: the rows are already consistent);
// then each id sequence is moved past the largest id and the tables are vacuumed and analyzed.
import Database from 'better-sqlite3';
import pg from 'pg';
import { openPostgres } from '../services/src/db/open-postgres.js';

/** Bind parameters per insert, well under PostgreSQL's limit of 65 535. */
const PARAMETERS = 30_000;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Copies `file` into the database at `url`; returns how many rows were copied. */
export async function copyToPostgres(file: string, url: string): Promise<number> {
  await (await openPostgres(url, 1)).close();
  const sqlite = new Database(file, { readonly: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let copied = 0;
  try {
    const sqliteTables = new Set(
      sqlite.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[],
    );
    const { rows: pgColumns } = await client.query<{ table: string; column: string; identity: string }>(
      `select table_name as table, column_name as column, is_identity as identity
       from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
    );
    await client.query('set session_replication_role = replica');
    for (const table of new Set(pgColumns.map((c) => c.table))) {
      if (!sqliteTables.has(table)) continue;
      const inSqlite = new Set(
        (sqlite.pragma(`table_info(${quote(table)})`) as { name: string }[]).map((c) => c.name),
      );
      const columns = pgColumns
        .filter((c) => c.table === table && inSqlite.has(c.column))
        .map((c) => c.column);
      const list = columns.map(quote).join(', ');
      const rows = sqlite
        .prepare(`select ${list} from ${quote(table)}`)
        .raw()
        .all() as unknown[][];
      // Migrations may have put rows in (e.g. open_jobs_generation's one row): the copy replaces them.
      await client.query(`delete from ${quote(table)}`);
      const size = Math.max(1, Math.floor(PARAMETERS / columns.length));
      for (let at = 0; at < rows.length; at += size) {
        const batch = rows.slice(at, at + size);
        const values = batch
          .map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
          .join(', ');
        await client.query(`insert into ${quote(table)} (${list}) values ${values}`, batch.flat());
      }
      copied += rows.length;
      if (pgColumns.some((c) => c.table === table && c.column === 'id' && c.identity === 'YES'))
        await client.query(
          `select setval(pg_get_serial_sequence($1, 'id'), max(id)) from ${quote(table)} having max(id) is not null`,
          [quote(table)],
        );
    }
    await client.query('set session_replication_role = origin');
    await client.query('vacuum (analyze)');
    return copied;
  } finally {
    await client.end();
    sqlite.close();
  }
}
