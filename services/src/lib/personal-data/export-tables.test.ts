// The export cannot forget a table (issue 32): every table of the schema with a column that names
// a person (a user or company id, an e-mail, a phone, a name, an address, an IP address, a
// recipient) must be exported (export-tables.ts) or be named as holding nobody of ours, with why.
// A new table with personal data fails here until the export covers it.
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.js';
import { exportedTables, NOT_PERSONAL_TABLES } from './export-tables.js';

/** A column whose name says it names a person. */
const PERSON_COLUMN = /(^|_)(user_id|company_id|actor_id|email|phone|name|recipient|address|ip|cvr)$/;

/** The column's SQL name (the schema writes camelCase keys; the database's casing is snake_case). */
const sqlName = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is SQLiteTable => is(value, SQLiteTable))
  .map((table) => getTableConfig(table));

describe("the export's tables", () => {
  it('covers every table with a column naming a person', () => {
    const naming = tables.filter((table) =>
      table.columns.some((column) => PERSON_COLUMN.test(sqlName(column.name))),
    );
    expect(naming.length).toBeGreaterThan(20);
    const forgotten = naming
      .map((table) => table.name)
      .filter((name) => !(name in exportedTables()) && !(name in NOT_PERSONAL_TABLES));
    expect(forgotten).toEqual([]);
  });

  it('names each exported table by its own SQL name, and only tables that exist', () => {
    const names = new Set(tables.map((table) => table.name));
    for (const [name, entry] of Object.entries(exportedTables())) {
      expect(getTableConfig(entry.table).name).toBe(name);
    }
    for (const name of Object.keys(NOT_PERSONAL_TABLES)) expect(names).toContain(name);
  });
});
