// The readiness probe's one raw statement (drizzle's __drizzle_migrations is not in the schema):
// on a migrated database it returns a LastMigrationRow, and the newest migration is the journal's.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helpers.js';
import { expectRowOf } from '../test/row-type.js';
import { lastAppliedMigration, migrationsApplied, type LastMigrationRow } from './migration-state.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the migration bookkeeping statement (raw SQL)', () => {
  it('returns a LastMigrationRow whose time is the last checked-in migration', async () => {
    const row = await lastAppliedMigration(app.db);
    expectRowOf<LastMigrationRow>(row, { last: ['number'] });
    expect(await migrationsApplied(app.db)).toBe(true);
  });
});
