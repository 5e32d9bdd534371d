// The PostgreSQL schema is the SQLite schema (issue 11): tables.ts is what the generator writes
// from the SQLite schema today, and a database migrated by migrations-pg holds the same tables,
// columns, keys, indexes, foreign keys and counter triggers as one migrated by the SQLite
// migrations, with PostgreSQL's own functions behaving as SQLite's. The PostgreSQL part needs a
// server: TEST_DATABASE_URL, or PG_TEST_CLUSTER=1 to start a throw-away cluster here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getTableConfig } from 'drizzle-orm/sqlite-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgFacts, sqliteFacts } from '../../test/schema-introspection.js';
import {
  freshPgDatabase,
  pgSkipReason,
  pgTestServer,
  type PgServer,
  type PgTestDatabase,
} from '../../test/pg-database.js';
import { openSqlite } from '../open.js';
import * as schema from '../schema/index.js';
import { renderPgSchema, tablesOf } from './render.js';

const tablesFile = fileURLToPath(new URL('./tables.ts', import.meta.url));

describe('the PostgreSQL tables (schema-pg/tables.ts)', () => {
  it('are what scripts/write-pg-schema.ts writes from the SQLite schema today', async () => {
    const expected = await renderPgSchema(schema, tablesFile);
    expect(
      readFileSync(tablesFile, 'utf8'),
      'schema-pg/tables.ts is stale: run `npm run db:generate:pg -w services -- --name <what changed>` (it also writes the PostgreSQL migration)',
    ).toBe(expected);
  });
});

/** Tables whose id SQLite fills when an insert gives null (an autoincrement primary key). */
const autoIncrementTables = [...tablesOf(schema).keys()]
  .filter((table) =>
    getTableConfig(table).columns.some(
      (c) => c.primary && (c as unknown as { autoIncrement?: boolean }).autoIncrement,
    ),
  )
  .map((table) => getTableConfig(table).name)
  .sort();

/**
 * What one engine has in place of the other's: the search words are an FTS5 table kept by triggers
 * in SQLite (virtual tables are not compared) and a pg_trgm index in PostgreSQL; PostgreSQL fills
 * ids by a trigger per table (checked on their own below).
 */
const twinOnlyInSqlite = (fact: string) => fact.startsWith('trigger jobs.jobs_open_search_');
const twinOnlyInPg = (fact: string) =>
  fact.startsWith('index jobs.jobs_open_search_idx ') || /^trigger \w+\.\w+_fill_id$/.test(fact);

/** Runs the steps one by one and answers how far each moved the open-jobs generation. */
async function generationMoves(
  run: (statement: string) => Promise<unknown>,
  generation: () => Promise<number>,
): Promise<string[]> {
  const setup = [
    `insert into "users" ("id", "email", "password_hash", "name") values (901, 'gen@example.dk', 'h', 'Gen')`,
    `insert into "regions" ("id", "name", "slug") values (901, 'Hovedstaden', 'hovedstaden')`,
    `insert into "categories" ("id", "name", "slug") values (901, 'Tømrer', 'tomrer-901')`,
  ];
  for (const statement of setup) await run(statement);
  const job = (id: number, status: string) =>
    `insert into "jobs" ("id", "user_id", "category_id", "headline", "description", "zip", "status") values (${id}, 901, 901, 'Nyt tag', 'Tegl', '2100', '${status}')`;
  const steps: [string, string][] = [
    [
      'zip code added',
      `insert into "zip_codes" ("zip", "city", "region_id") values ('2100', 'København Ø', 901)`,
    ],
    ['open job posted', job(901, 'open')],
    ['closed job written', job(902, 'closed')],
    ['open job headline changed', `update "jobs" set "headline" = 'Nyt tegltag' where "id" = 901`],
    ['open job amount changed', `update "jobs" set "amount" = 5 where "id" = 901`],
    ['closed job zip changed', `update "jobs" set "zip" = '2200' where "id" = 902`],
    ['open job assigned', `update "jobs" set "status" = 'assigned' where "id" = 901`],
    ['job re-opened', `update "jobs" set "status" = 'open' where "id" = 901`],
    ['second open job posted', job(903, 'open')],
    ['both open jobs move zip', `update "jobs" set "zip" = '2300' where "status" = 'open'`],
    ['open job deleted', `delete from "jobs" where "id" = 901`],
    ['closed job deleted', `delete from "jobs" where "id" = 902`],
    ['category renamed', `update "categories" set "name" = 'Tømrerarbejde' where "id" = 901`],
    ['category sorted', `update "categories" set "sort" = 3 where "id" = 901`],
    ['zip code renamed', `update "zip_codes" set "city" = 'Kbh Ø' where "zip" = '2100'`],
    ['zip code removed', `delete from "zip_codes" where "zip" = '2100'`],
  ];
  const moves: string[] = [];
  for (const [label, statement] of steps) {
    const before = await generation();
    await run(statement);
    moves.push(`${label}: +${(await generation()) - before}`);
  }
  return moves;
}

/** The rule of SQLite's 0004_open_jobs_generation, one bump per row that can change a search. */
const expectedMoves = [
  'zip code added: +1',
  'open job posted: +1',
  'closed job written: +0',
  'open job headline changed: +1',
  'open job amount changed: +0',
  'closed job zip changed: +0',
  'open job assigned: +1',
  'job re-opened: +1',
  'second open job posted: +1',
  'both open jobs move zip: +2',
  'open job deleted: +1',
  'closed job deleted: +0',
  'category renamed: +1',
  'category sorted: +0',
  'zip code renamed: +1',
  'zip code removed: +1',
];

describe(`the PostgreSQL database of migrations-pg${pgSkipReason ? ` (skipped: ${pgSkipReason})` : ''}`, () => {
  let server: PgServer | undefined;
  let database: PgTestDatabase | undefined;
  const pool = () => database!.pool;
  const value = async <T>(text: string, params: unknown[] = []) =>
    Object.values((await pool().query(text, params)).rows[0] as Record<string, T>)[0]!;

  beforeAll(async () => {
    if (pgSkipReason) return;
    server = await pgTestServer();
    database = await freshPgDatabase(server.url);
  });
  afterAll(async () => {
    await database?.drop();
    await server?.stop();
  });

  it.skipIf(pgSkipReason)(
    'has the tables, columns, keys, indexes, foreign keys and triggers of the SQLite migrations',
    async () => {
      const sqlite = openSqlite(':memory:');
      const inSqlite = sqliteFacts(sqlite).filter((fact) => !twinOnlyInSqlite(fact));
      sqlite.close();
      const inPg = (await pgFacts(pool())).filter((fact) => !twinOnlyInPg(fact));
      const diff = [
        ...inSqlite.filter((fact) => !inPg.includes(fact)).map((fact) => `only in SQLite:     ${fact}`),
        ...inPg.filter((fact) => !inSqlite.includes(fact)).map((fact) => `only in PostgreSQL: ${fact}`),
      ];
      expect(diff, 'a change to the SQLite schema needs `npm run db:generate:pg -w services`').toEqual([]);
      expect(inPg.length).toBeGreaterThan(300);
    },
  );

  it.skipIf(pgSkipReason)(
    'fills the id of every autoincrement table by a trigger, and searches open jobs by pg_trgm',
    async () => {
      const facts = await pgFacts(pool());
      expect(facts.filter((fact) => /_fill_id$/.test(fact))).toEqual(
        autoIncrementTables.map((table) => `trigger ${table}.${table}_fill_id`),
      );
      expect(
        await value<string>(`select indexdef from pg_indexes where indexname = 'jobs_open_search_idx'`),
      ).toMatch(
        /USING gin \(da_lower\(\(\(headline \|\| ' '::text\) \|\| description\)\) gin_trgm_ops\) WHERE \(status = 'open'::text\)$/,
      );
    },
  );

  it.skipIf(pgSkipReason)("lower-cases Danish letters with da_lower() as SQLite's does", async () => {
    expect(await value<string>(`select da_lower('ÆØÅ Ab')`)).toBe('æøå ab');
    const letters = 'ABCXYZ ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞß àæøåÿ';
    expect(await value<string>('select da_lower($1::text)', [letters])).toBe(
      letters.toLocaleLowerCase('da-DK'),
    );
  });

  it.skipIf(pgSkipReason)(
    'gives an id to a row inserted with a null id, after any id given explicitly',
    async () => {
      const insert = (id: number | null, email: string) =>
        value<number>(
          `insert into "users" ("id", "email", "password_hash", "name") values ($1, $2, 'h', 'Ane') returning "id"`,
          [id, email],
        );
      const first = await insert(null, 'id-1@example.dk');
      expect(first).toBeTypeOf('number');
      expect(await insert(null, 'id-2@example.dk')).toBe(first + 1);
      await insert(first + 50, 'id-3@example.dk');
      expect(await insert(null, 'id-4@example.dk')).toBe(first + 51);
    },
  );

  it.skipIf(pgSkipReason)('fills created_at from unixepoch() (seconds since 1970)', async () => {
    const before = Math.floor(Date.now() / 1000);
    const createdAt = await value<number>(
      `insert into "users" ("email", "password_hash", "name") values ('epoch@example.dk', 'h', 'Bo') returning "created_at"`,
    );
    expect(createdAt).toBeGreaterThanOrEqual(before);
    expect(createdAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
  });

  it.skipIf(pgSkipReason)('moves the open-jobs generation on the same changes as SQLite', async () => {
    const sqlite = openSqlite(':memory:');
    const inSqlite = await generationMoves(
      async (statement) => sqlite.prepare(statement).run(),
      async () => (sqlite.prepare('select n from open_jobs_generation').get() as { n: number }).n,
    );
    sqlite.close();
    expect(inSqlite).toEqual(expectedMoves);
    const inPg = await generationMoves(
      (statement) => pool().query(statement),
      () => value<number>('select sum(n) from open_jobs_generation'),
    );
    expect(inPg).toEqual(expectedMoves);
  });
});
