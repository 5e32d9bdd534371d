// The migration that gives companies one CVR number each (issue 31; sqlite 0024, pg 0017): before
// its unique index it clears the number, and its register check, of every company that shares it
// with an older one (sign-up accepted duplicates before), so the index can be built on a database
// that has them; the oldest keeps its number and check, and empty numbers are left as they are.
// The migration's own statements, run on a database whose index was dropped again; runs on
// PostgreSQL too with TEST_DB=postgres.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from './engine/dialect.js';
import { migrationsFolder, migrationsPgFolder } from './open.js';
import { createAccount, startTestApp } from '../test/helpers.js';
import { sqlAll, sqlRun } from '../test/sql.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** The migration's statements for the app's engine. */
function statements(): string[] {
  const file =
    dialectOf(app.db).engine === 'postgres'
      ? join(migrationsPgFolder, '0017_companies_cvr_unique.sql')
      : join(migrationsFolder, '0024_companies_cvr_unique.sql');
  return readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

describe('the companies_cvr_idx migration', () => {
  it('keeps the oldest company’s number and check, clears the later duplicates’, then builds the index', async () => {
    await sqlRun(app.db, 'drop index companies_cvr_idx');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createAccount(app, 'company')).companyId!);
    const [oldest, later, other, emptyOne, emptyTwo] = ids;
    for (const id of [oldest, later])
      await sqlRun(
        app.db,
        "update companies set cvr = '12345678', cvr_checked_at = 1, cvr_active = 1 where id = ?",
        id,
      );
    await sqlRun(app.db, "update companies set cvr = '25000005' where id = ?", other);
    for (const id of [emptyOne, emptyTwo])
      await sqlRun(app.db, "update companies set cvr = '' where id = ?", id);

    for (const statement of statements()) await sqlRun(app.db, statement);

    const rows = await sqlAll<{ id: number; cvr: string | null; cvr_checked_at: number | null }>(
      app.db,
      `select id, cvr, cvr_checked_at from companies where id in (${ids.join(', ')}) order by id`,
    );
    expect(
      rows.map((row) => [row.cvr, row.cvr_checked_at === null ? null : Number(row.cvr_checked_at)]),
    ).toEqual([
      ['12345678', 1],
      [null, null],
      ['25000005', null],
      ['', null],
      ['', null],
    ]);
    await expect(
      sqlRun(app.db, "update companies set cvr = '25000005' where id = ?", oldest),
    ).rejects.toThrow();
  });
});
