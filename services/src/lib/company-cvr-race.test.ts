// One company per CVR number, kept by the schema (issue 31, companies_cvr_idx): a second company
// cannot be written with a number another has (empty and no number are not numbers: many may have
// none), and a sign-up or a profile save that loses a race for the number — another company takes
// it after the check has passed, before the write — ends in the check's own 409 (errors:::cvr_taken),
// not a 500. The race is staged by a trigger that gives the
// number to the other company just before the write. Runs on PostgreSQL too with TEST_DB=postgres.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../db/engine/dialect.js';
import { companies } from '../db/schema/index.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { saveDetails, validDetails } from '../test/company-details.js';
import { createAccount, loggedIn, manyLogins, startTestApp, visitor } from '../test/helpers.js';
import { FIXTURE_ZIP, ensureZip } from '../test/job-fixtures.js';
import { sqlRun } from '../test/sql.js';

/** Numbers that pass the modulus-11 check. */
const RACED = '25000013';
const OTHER = '25000005';

let app: FastifyInstance;
let rival: number;

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  await ensureZip(app);
  rival = (await createAccount(app, 'company')).companyId!;
});
afterAll(() => app?.close());

const postgres = () => dialectOf(app.db).engine === 'postgres';

/** Before a company row is written with `cvr` (`on`: insert or update), the rival takes the number. */
async function rivalTakesFirst(on: 'insert' | 'update', cvr: string): Promise<void> {
  if (postgres()) {
    await sqlRun(
      app.db,
      `create or replace function rival_takes_cvr() returns trigger as $$
       begin update companies set cvr = new.cvr where id = ${rival}; return new; end $$ language plpgsql`,
    );
    await sqlRun(
      app.db,
      `create trigger rival_takes_cvr before ${on} on companies for each row
       when (new.cvr = '${cvr}' and new.id <> ${rival} and pg_trigger_depth() < 1)
       execute function rival_takes_cvr()`,
    );
    return;
  }
  await sqlRun(
    app.db,
    `create trigger rival_takes_cvr before ${on} on companies
     when new.cvr = '${cvr}' and new.id is not ${rival}
     begin update companies set cvr = new.cvr where id = ${rival}; end`,
  );
}

afterEach(async () => {
  await sqlRun(
    app.db,
    postgres()
      ? 'drop trigger if exists rival_takes_cvr on companies'
      : 'drop trigger if exists rival_takes_cvr',
  );
  await sqlRun(app.db, 'update companies set cvr = null where id = ?', rival);
});

const cvrOf = async (id: number) =>
  (await app.db.select({ cvr: companies.cvr }).from(companies).where(eq(companies.id, id)).get())?.cvr;

describe('one company per CVR number', () => {
  it('the schema refuses a second company with the same number, and lets many have none', async () => {
    const one = (await createAccount(app, 'company')).companyId!;
    const two = (await createAccount(app, 'company')).companyId!;
    await app.db.update(companies).set({ cvr: OTHER }).where(eq(companies.id, one)).run();
    let refused: unknown;
    try {
      await app.db.update(companies).set({ cvr: OTHER }).where(eq(companies.id, two)).run();
    } catch (err) {
      refused = err;
    }
    expect(isUniqueViolation(refused, 'companies.cvr')).toBe(true);
    for (const none of [null, '', null, '']) {
      await app.db.update(companies).set({ cvr: none }).where(eq(companies.id, one)).run();
      await app.db.update(companies).set({ cvr: none }).where(eq(companies.id, two)).run();
    }
    expect([await cvrOf(one), await cvrOf(two)]).toEqual(['', '']);
  });

  it('a sign-up that loses the race for its number gets the check’s 409, and nothing is created', async () => {
    await rivalTakesFirst('insert', RACED);
    const response = await (
      await visitor(app)
    ).post('/firma/opret', {
      company_name: 'Kapløb ApS',
      cvr: RACED,
      name: 'Kim Kapløb',
      email: 'kim@kaploeb.dk',
      phone: '+45 12 34 56 78',
      zip: FIXTURE_ZIP,
      password: 'hemmelig123',
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Et andet firma er allerede oprettet med dette CVR-nummer. Skriv til os, hvis det er jeres.',
    });
    const created = await app.db.select().from(companies).where(eq(companies.name, 'Kapløb ApS')).all();
    expect(created).toEqual([]);
  });

  it('a profile save that loses the race for its number gets the same 409, and keeps its old number', async () => {
    const account = await createAccount(app, 'company');
    await app.db.update(companies).set({ cvr: OTHER }).where(eq(companies.id, account.companyId!)).run();
    await rivalTakesFirst('update', RACED);
    const response = await saveDetails(await loggedIn(app, account), validDetails({ cvr: RACED }));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Et andet firma er allerede oprettet med dette CVR-nummer. Skriv til os, hvis det er jeres.',
    });
    expect(await cvrOf(account.companyId!)).toBe(OTHER);
  });
});
