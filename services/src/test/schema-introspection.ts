// What a migrated database holds, read back from SQLite's and PostgreSQL's catalogues into one
// normalised form (one line per fact), so schema-parity.test.ts can say what only one engine has.
// Lines: `table t`, `column t.c <integer|text|real|blob> [not null] [default …]`,
// `primary key t (a, b)`, `[unique ]index t.name (a, b)[ where …]`,
// `foreign key t (a) → u (b) on delete …`, `trigger t.name`.
import type Database from 'better-sqlite3';
import type pg from 'pg';

/** A predicate or default without casts, quotes around names, brackets, case or extra spaces. */
export function normalised(text: string): string {
  return text
    .replace(/::[a-z ]+/gi, '')
    .replace(/[()"`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** SQLite keeps a boolean column's default as written (`false`); PostgreSQL's bigint has 0. */
const booleanAsNumber = (value: string) => ({ false: '0', true: '1' })[value] ?? value;

function typeClass(declared: string): string {
  const type = declared.toLowerCase();
  if (/int/.test(type)) return 'integer';
  if (/char|text|clob/.test(type)) return 'text';
  if (/real|floa|doub|numeric/.test(type)) return 'real';
  if (/blob|bytea/.test(type)) return 'blob';
  return `other(${type})`;
}

const column = (table: string, name: string, type: string, notNull: boolean, dflt: string | null) =>
  `column ${table}.${name} ${typeClass(type)}${notNull ? ' not null' : ''}` +
  (dflt === null ? '' : ` default ${booleanAsNumber(normalised(dflt))}`);

const index = (table: string, name: string, unique: boolean, columns: string[], where: string | null) =>
  `${unique ? 'unique ' : ''}index ${table}.${name} (${columns.join(', ')})` +
  (where ? ` where ${normalised(where)}` : '');

const actions: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

/** The facts of an SQLite database; virtual tables (FTS5) and their shadow tables are left out. */
export function sqliteFacts(sqlite: Database.Database): string[] {
  const objects = sqlite
    .prepare("select type, name, tbl_name, sql from sqlite_schema where name not like 'sqlite_%'")
    .all() as { type: string; name: string; tbl_name: string; sql: string | null }[];
  const virtual = objects.filter((o) => o.sql?.startsWith('CREATE VIRTUAL TABLE')).map((o) => o.name);
  const isVirtual = (name: string) => virtual.some((v) => name === v || name.startsWith(`${v}_`));
  const tables = objects
    .filter((o) => o.type === 'table' && !isVirtual(o.name) && !o.name.startsWith('__drizzle'))
    .map((o) => o.name);
  const facts: string[] = [];
  for (const table of tables) {
    facts.push(`table ${table}`);
    const columns = sqlite.pragma(`table_xinfo("${table}")`) as {
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }[];
    // A primary key column is never null in PostgreSQL (nor, as a rowid alias, in SQLite).
    for (const c of columns)
      facts.push(column(table, c.name, c.type, c.notnull === 1 || c.pk > 0, c.dflt_value));
    const pk = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    if (pk.length) facts.push(`primary key ${table} (${pk.map((c) => c.name).join(', ')})`);
    const indexes = sqlite.pragma(`index_list("${table}")`) as {
      name: string;
      unique: number;
      origin: string;
    }[];
    for (const ix of indexes.filter((i) => i.origin !== 'pk')) {
      const cols = (sqlite.pragma(`index_info("${ix.name}")`) as { name: string }[]).map((c) => c.name);
      const sql = objects.find((o) => o.type === 'index' && o.name === ix.name)?.sql ?? '';
      const where = /\bwhere\b([\s\S]*)$/i.exec(sql)?.[1] ?? null;
      facts.push(index(table, ix.name, ix.unique === 1, cols, where));
    }
    const fks = sqlite.pragma(`foreign_key_list("${table}")`) as {
      id: number;
      table: string;
      from: string;
      to: string;
      on_delete: string;
      on_update: string;
    }[];
    for (const id of new Set(fks.map((f) => f.id))) {
      const parts = fks.filter((f) => f.id === id);
      facts.push(
        `foreign key ${table} (${parts.map((f) => f.from).join(', ')}) → ${parts[0]!.table} ` +
          `(${parts.map((f) => f.to).join(', ')}) on delete ${parts[0]!.on_delete.toLowerCase()} ` +
          `on update ${parts[0]!.on_update.toLowerCase()}`,
      );
    }
  }
  for (const o of objects.filter((o) => o.type === 'trigger')) facts.push(`trigger ${o.tbl_name}.${o.name}`);
  return facts.sort();
}

/** The facts of the `public` schema of a PostgreSQL database. */
export async function pgFacts(client: pg.Pool | pg.Client): Promise<string[]> {
  const rows = async <T>(text: string) => (await client.query(text)).rows as T[];
  const facts: string[] = [];
  for (const t of await rows<{ name: string }>(
    "select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'",
  )) {
    facts.push(`table ${t.name}`);
  }
  for (const c of await rows<{ t: string; c: string; type: string; not_null: boolean; dflt: string | null }>(
    `select c.relname t, a.attname c, format_type(a.atttypid, a.atttypmod) type, a.attnotnull not_null,
       case when a.attidentity = '' then pg_get_expr(d.adbin, d.adrelid) end dflt
     from pg_attribute a join pg_class c on c.oid = a.attrelid
     left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`,
  )) {
    facts.push(column(c.t, c.c, c.type, c.not_null, c.dflt));
  }
  for (const ix of await rows<{
    t: string;
    name: string;
    is_primary: boolean;
    is_unique: boolean;
    cols: string[];
    pred: string | null;
  }>(
    `select c.relname t, i.relname name, x.indisprimary is_primary, x.indisunique is_unique,
       array(select pg_get_indexdef(x.indexrelid, k, true) from generate_series(1, x.indnkeyatts) k) cols,
       pg_get_expr(x.indpred, x.indrelid) pred
     from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
     where c.relnamespace = 'public'::regnamespace`,
  )) {
    facts.push(
      ix.is_primary
        ? `primary key ${ix.t} (${ix.cols.join(', ')})`
        : index(ix.t, ix.name, ix.is_unique, ix.cols, ix.pred),
    );
  }
  for (const fk of await rows<{
    t: string;
    cols: string[];
    ref: string;
    refcols: string[];
    del: string;
    upd: string;
  }>(
    `select c.relname t, r.relname ref, k.confdeltype del, k.confupdtype upd,
       array(select attname::text from unnest(k.conkey) with ordinality u(n, o) join pg_attribute on attrelid = k.conrelid and attnum = u.n order by o) cols,
       array(select attname::text from unnest(k.confkey) with ordinality u(n, o) join pg_attribute on attrelid = k.confrelid and attnum = u.n order by o) refcols
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class r on r.oid = k.confrelid
     where k.contype = 'f' and c.relnamespace = 'public'::regnamespace`,
  )) {
    facts.push(
      `foreign key ${fk.t} (${fk.cols.join(', ')}) → ${fk.ref} (${fk.refcols.join(', ')}) ` +
        `on delete ${actions[fk.del]} on update ${actions[fk.upd]}`,
    );
  }
  for (const tg of await rows<{ t: string; name: string }>(
    `select c.relname t, g.tgname name from pg_trigger g join pg_class c on c.oid = g.tgrelid
     where not g.tgisinternal and c.relnamespace = 'public'::regnamespace`,
  )) {
    facts.push(`trigger ${tg.t}.${tg.name}`);
  }
  return facts.sort();
}
