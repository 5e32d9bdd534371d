// Whether the database has every checked-in migration: the newest one drizzle recorded in
// `__drizzle_migrations` is the journal's last (drizzle keeps each migration's journal time). Each
// engine has its own migrations and journal; PostgreSQL keeps the table in the `drizzle` schema.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rawGet } from './engine/raw.js';
import type { Db } from './open.js';
import { migrationsFolder, migrationsPgFolder } from './open.js';

interface Journal {
  entries: { tag: string; when: number }[];
}

const lastWhen = new Map<Db['engine'], number>();

function lastMigrationTime(engine: Db['engine']): number {
  let when = lastWhen.get(engine);
  if (when === undefined) {
    const folder = engine === 'postgres' ? migrationsPgFolder : migrationsFolder;
    const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
    when = journal.entries.at(-1)?.when ?? 0;
    lastWhen.set(engine, when);
  }
  return when;
}

export interface LastMigrationRow {
  last: number | null;
}

/**
 * When the newest applied migration was made. SQL text: drizzle's own bookkeeping table is not in
 * the schema; migration-state.test.ts checks the row.
 */
export async function lastAppliedMigration(db: Db): Promise<LastMigrationRow> {
  const table = db.engine === 'postgres' ? 'drizzle.__drizzle_migrations' : '__drizzle_migrations';
  return (await rawGet<LastMigrationRow>(db, `select max(created_at) last from ${table}`)) ?? { last: null };
}

/** True when the database answers and its newest applied migration is the last checked in. */
export async function migrationsApplied(db: Db): Promise<boolean> {
  return (await lastAppliedMigration(db)).last === lastMigrationTime(db.engine);
}
