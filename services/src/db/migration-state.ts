// Whether the database has every checked-in migration: the newest one drizzle recorded in
// `__drizzle_migrations` is the journal's last (drizzle keeps each migration's journal time).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './open.js';
import { migrationsFolder } from './open.js';

interface Journal {
  entries: { tag: string; when: number }[];
}

let lastWhen: number | undefined;

function lastMigrationTime(): number {
  if (lastWhen === undefined) {
    const journal = JSON.parse(
      readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    lastWhen = journal.entries.at(-1)?.when ?? 0;
  }
  return lastWhen;
}

export interface LastMigrationRow {
  last: number | null;
}

/**
 * When the newest applied migration was made. SQL text: drizzle's own bookkeeping table is not in
 * the schema; migration-state.test.ts checks the row.
 */
export function lastAppliedMigration(db: Db): LastMigrationRow {
  return db.$client
    .prepare('select max(created_at) last from __drizzle_migrations')
    .get() as LastMigrationRow;
}

/** True when the database answers and its newest applied migration is the last checked in. */
export function migrationsApplied(db: Db): boolean {
  return lastAppliedMigration(db).last === lastMigrationTime();
}
