// Checks the rows of a statement that stays raw SQL (typed by assertion) against the type its module
// declares and the drizzle schema, so a renamed or dropped column fails a test and not only a page.
// Every raw-statement test uses expectRowOf: run the statement on a migrated database, then
// describe each field of the declared type either by the schema column it reads (the test stops
// compiling when that column is renamed, and the value must fit the column) or, for a computed
// field, by the kinds of value it may hold.
import { type Column, getTableColumns } from 'drizzle-orm';
import { expect } from 'vitest';

/** What a value may be at run time, as SQLite hands it back. */
export type Kind = 'number' | 'string' | 'null' | 'bigint';

/** A field read from a schema column on the nullable side of a left join. */
export interface Nullable {
  column: Column;
  nullable: true;
}

/** The field comes from this column, and may be null (outer join) even where the column is not. */
export const orNull = (column: Column): Nullable => ({ column, nullable: true });

/** A schema column whose values have the field's type (booleans and JSON are read raw: use kinds). */
type ColumnOf<V> = Column & { _: { data: NonNullable<V> } };

/** One entry per field of T (no more, no less): the column it reads, or the kinds it may hold. */
export type RowShape<T> = { [K in keyof T]-?: ColumnOf<T[K]> | Nullable | readonly Kind[] };

const kindOf = (value: unknown): Kind =>
  value === null ? 'null' : typeof value === 'bigint' ? 'bigint' : (typeof value as Kind);

function kindsOfColumn(column: Column, nullable: boolean): Kind[] {
  const kinds: Kind[] = [column.dataType === 'string' ? 'string' : 'number'];
  if (nullable || !column.notNull) kinds.push('null');
  return kinds;
}

/** The column still belongs to its table under the name drizzle gives it (it was not dropped). */
function expectInTable(column: Column): void {
  const columns = Object.values(getTableColumns(column.table)).map((c) => c.name);
  expect(columns, `column ${column.name}`).toContain(column.name);
}

/**
 * The row has exactly the fields of the shape, each holding a value its column or kinds allow.
 * A row of undefined fails: the test must reach a row.
 */
export function expectRowOf<T>(row: unknown, shape: RowShape<T>): asserts row is T {
  expect(row, 'the statement returned no row').toBeTypeOf('object');
  expect(row).not.toBeNull();
  const fields = row as Record<string, unknown>;
  expect(Object.keys(fields).sort()).toEqual(Object.keys(shape).sort());
  for (const [key, source] of Object.entries(shape) as [string, Column | Nullable | readonly Kind[]][]) {
    let kinds: readonly Kind[];
    if (Array.isArray(source)) kinds = source;
    else if ('nullable' in source) {
      expectInTable(source.column);
      kinds = kindsOfColumn(source.column, true);
    } else {
      const column = source as Column;
      expectInTable(column);
      kinds = kindsOfColumn(column, false);
    }
    expect(kinds, `field ${key} = ${String(fields[key])}`).toContain(kindOf(fields[key]));
  }
}

/** expectRowOf on every row, and at least one row. */
export function expectRowsOf<T>(rows: unknown[], shape: RowShape<T>): asserts rows is T[] {
  expect(rows.length, 'the statement returned no rows').toBeGreaterThan(0);
  for (const row of rows) expectRowOf<T>(row, shape);
}
