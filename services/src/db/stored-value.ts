// A boolean column read as SQLite stores it (1 or 0), for reads whose callers and replies take the
// number: drizzle would map the column to true/false. The column stays typed by the schema.
import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

export const storedNumber = (column: SQLiteColumn): SQL<number> => sql<number>`${column}`;
