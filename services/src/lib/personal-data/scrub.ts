// Takes a person's identifying values (name, e-mail, phone, street address) out of texts that are
// kept for others after an erasure (issue 32): a message the other party keeps, a mail already
// sent about the person, a booking's calendar entry. Each value is replaced where it stands, in
// the rows the caller names, inside the erasure's transaction; values shorter than three
// characters are left alone (they would hit unrelated words).
import { and, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Queryable } from '../../db/engine/store.js';

/** Texts of one table to clean, and which of its rows (all when undefined). */
export interface ScrubTarget {
  table: SQLiteTable;
  columns: AnySQLiteColumn[];
  rows?: SQL;
}

/** The values worth replacing, longest first (a name before the part of it that is an e-mail). */
export function scrubbedValues(values: readonly (string | null | undefined)[]): string[] {
  const kept = values.map((value) => value?.trim() ?? '').filter((value) => value.length >= 3);
  return [...new Set(kept)].sort((a, b) => b.length - a.length);
}

/** Replaces every value by `replacement` in these columns of these rows. */
export async function scrubTexts(
  tx: Queryable,
  targets: readonly ScrubTarget[],
  values: readonly string[],
  replacement: string,
): Promise<void> {
  for (const target of targets)
    for (const column of target.columns)
      for (const value of values) {
        // replace() is exact on both engines; a row is written only when it held the value.
        const replaced = sql`replace(${column}, ${value}, ${replacement})`;
        const contains = sql`${replaced} <> ${column}`;
        await tx
          .update(target.table)
          .set({ [keyOf(target.table, column)]: replaced })
          .where(target.rows ? and(contains, target.rows) : contains)
          .run();
      }
}

/** The table's property name of a column (drizzle's set() takes property names). */
function keyOf(table: SQLiteTable, column: AnySQLiteColumn): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error(`column ${column.name} is not in its table`);
  return entry[0];
}
