// Columns many tables declare alike: the row's own id and the time it was written (unix seconds,
// set by the database). A new builder per call, so each table gets its own column.
import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

export const id = () => integer().primaryKey({ autoIncrement: true });

export const createdAt = () =>
  integer()
    .notNull()
    .default(sql`(unixepoch())`);
