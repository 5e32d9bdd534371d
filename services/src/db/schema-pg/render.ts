// Writes the PostgreSQL schema (pg-core, for drizzle-kit) from the SQLite schema's own metadata, so
// the two engines' tables never drift apart: same table, column, index, unique and foreign-key names
// and options; integers become bigint (numbers in JavaScript), text stays text, real becomes double
// precision, blob bytea; an autoincrement id becomes an identity column (the fill_id trigger of the
// custom migrations gives it a value when drizzle's SQLite dialect inserts an explicit null).
// services/scripts/write-pg-schema.ts writes the result to tables.ts; schema-parity.test.ts fails
// when that file is stale.
import { getTableColumns, is, SQL, StringChunk, type Column } from 'drizzle-orm';
import { getTableConfig, SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { format, resolveConfig } from 'prettier';

/**
 * The tables of a schema module with their exported names, sorted by name (a module namespace's
 * own order differs between Node and vitest's transform).
 */
export function tablesOf(schema: Record<string, unknown>): Map<SQLiteTable, string> {
  const tables = new Map<SQLiteTable, string>();
  for (const name of Object.keys(schema).sort()) {
    const value = schema[name];
    if (is(value, SQLiteTable)) tables.set(value, name);
  }
  return tables;
}

function keyOf(table: SQLiteTable, column: Column): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`column ${column.name} is not in table ${getTableConfig(table).name}`);
  return entry[0];
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A `sql` fragment of the SQLite schema as a pg-core `sql` template (its text and columns). */
function sqlText(fragment: SQL, table: SQLiteTable, what: string): string {
  const parts = fragment.queryChunks.map((chunk) => {
    if (is(chunk, StringChunk)) return chunk.value.join('').replace(/[`\\]|\$\{/g, (m) => '\\' + m);
    if (is(chunk, SQLiteColumn)) return '${t.' + keyOf(table, chunk) + '}';
    throw new Error(`${what}: only text and columns of the table can be translated`);
  });
  return 'sql`' + parts.join('') + '`';
}

function defaultOf(column: SQLiteColumn, table: SQLiteTable, what: string): string | undefined {
  const value: unknown = column.default;
  if (value === undefined) return undefined;
  if (is(value, SQL)) return sqlText(value, table, what);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return quote(value);
  throw new Error(`${what}: a default of type ${typeof value} has no PostgreSQL form here`);
}

function typeOf(column: SQLiteColumn, what: string): string {
  switch (column.getSQLType()) {
    case 'integer':
      return column.primary && (column as unknown as { autoIncrement?: boolean }).autoIncrement
        ? "bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity()"
        : "bigint({ mode: 'number' })";
    case 'text':
      return 'text()';
    case 'real':
      return 'doublePrecision()';
    case 'blob':
      return 'bytea()';
    default:
      throw new Error(`${what}: SQLite type ${column.getSQLType()} has no PostgreSQL form here`);
  }
}

/** The pg-core source of every table of the SQLite schema module, formatted by Prettier. */
export async function renderPgSchema(schema: Record<string, unknown>, filePath: string): Promise<string> {
  const tables = tablesOf(schema);
  const nameOf = (table: SQLiteTable) => {
    const name = tables.get(table);
    if (!name) throw new Error(`table ${getTableConfig(table).name} is not exported by the schema`);
    return name;
  };
  const used = new Set<string>(['pgTable']);
  const blocks: string[] = [];
  for (const [table, variable] of tables) {
    const config = getTableConfig(table);
    const inline = new Map<Column, string>();
    const extras: string[] = [];
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      const actions = [
        fk.onDelete ? `onDelete: ${quote(fk.onDelete)}` : '',
        fk.onUpdate ? `onUpdate: ${quote(fk.onUpdate)}` : '',
      ].filter(Boolean);
      const target = nameOf(ref.foreignTable as SQLiteTable);
      if (ref.columns.length === 1) {
        const self = ref.foreignTable === table;
        if (self) used.add('type AnyPgColumn');
        const column = ref.foreignColumns[0]!;
        inline.set(
          ref.columns[0]!,
          `.references(()${self ? ': AnyPgColumn' : ''} => ${target}.${keyOf(ref.foreignTable as SQLiteTable, column)}` +
            (actions.length ? `, { ${actions.join(', ')} })` : ')'),
        );
      } else {
        used.add('foreignKey');
        extras.push(
          `foreignKey({ name: ${quote(fk.getName())}, columns: [${ref.columns.map((c) => 't.' + keyOf(table, c)).join(', ')}], ` +
            `foreignColumns: [${ref.foreignColumns.map((c) => `${target}.${keyOf(ref.foreignTable as SQLiteTable, c)}`).join(', ')}] })` +
            actions.map((a) => `.${a.replace(': ', '(')})`).join(''),
        );
      }
    }
    const columns = config.columns.map((column) => {
      const what = `${config.name}.${column.name}`;
      let text = typeOf(column, what);
      used.add(text.slice(0, text.indexOf('(')));
      if (column.primary && !text.includes('primaryKey')) text += '.primaryKey()';
      if (column.notNull && !column.primary) text += '.notNull()';
      if (column.isUnique) {
        text += `.unique(${quote(column.uniqueName!)})`;
      }
      const value = defaultOf(column, table, what);
      if (value !== undefined) text += `.default(${value})`;
      if (value?.startsWith('sql`')) used.add('sql');
      text += inline.get(column) ?? '';
      return `${keyOf(table, column)}: ${text},`;
    });
    for (const pk of config.primaryKeys) {
      used.add('primaryKey');
      extras.push(`primaryKey({ columns: [${pk.columns.map((c) => 't.' + keyOf(table, c)).join(', ')}] })`);
    }
    for (const unique of config.uniqueConstraints) {
      used.add('unique');
      extras.push(
        `unique(${quote(unique.getName()!)}).on(${unique.columns.map((c) => 't.' + keyOf(table, c)).join(', ')})`,
      );
    }
    for (const { config: ix } of config.indexes) {
      const builder = ix.unique ? 'uniqueIndex' : 'index';
      used.add(builder);
      const on = ix.columns.map((c) => {
        if (!is(c, SQLiteColumn)) throw new Error(`index ${ix.name}: only columns can be translated`);
        return 't.' + keyOf(table, c);
      });
      let text = `${builder}(${quote(ix.name)}).on(${on.join(', ')})`;
      if (ix.where) {
        used.add('sql');
        text += `.where(${sqlText(ix.where, table, `index ${ix.name}`)})`;
      }
      extras.push(text);
    }
    if (config.checks.length) throw new Error(`${config.name}: check constraints are not translated yet`);
    const body = `{\n${columns.join('\n')}\n}`;
    blocks.push(
      `export const ${variable} = pgTable(${quote(config.name)}, ${body}` +
        (extras.length ? `, (t) => [${extras.join(', ')}]` : '') +
        ');',
    );
  }
  const fromCore = [...used].filter((name) => name !== 'sql' && name !== 'bytea').sort();
  const header = [
    '// GENERATED by services/scripts/write-pg-schema.ts from the SQLite schema (src/db/schema): do',
    '// not edit. The PostgreSQL tables for drizzle-kit (drizzle-pg.config.ts); what the schema cannot',
    '// say (functions, id and counter triggers, the trigram search index) is in the custom migrations',
    '// of src/db/migrations-pg.',
    used.has('sql') ? "import { sql } from 'drizzle-orm';" : '',
    `import { ${fromCore.join(', ')} } from 'drizzle-orm/pg-core';`,
    used.has('bytea') ? "import { customType } from 'drizzle-orm/pg-core';" : '',
    used.has('bytea') ? "const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });" : '',
  ].filter(Boolean);
  const source = [...header, '', blocks.join('\n\n')].join('\n');
  const options = (await resolveConfig(filePath)) ?? {};
  return format(source, { ...options, filepath: filePath });
}
