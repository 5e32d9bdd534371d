// Many companies' public details in one statement (issue 31): only what each filled in (an empty
// field is null), the e-mail for customers and never the login's, the zip and town of the zip
// table (a stored zip that is not one, such as '0000', shows as none), the CVR number verified only
// when the register found it active; an id that is no company is left out.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, startTestApp } from '../../test/helpers.js';
import { FIXTURE_ZIP, ensureZip } from '../../test/job-fixtures.js';
import { statementsOf } from '../../test/statement-count.js';
import { companies } from '../schema/index.js';
import { publicDetailsOf, townOfZip, type PublicDetails } from './company-details.js';

let app: FastifyInstance;
let filled: number;
let badZip: number;
let empty: number;

const setCompany = (id: number, values: Partial<typeof companies.$inferInsert>) =>
  app.db.update(companies).set(values).where(eq(companies.id, id)).run();

beforeAll(async () => {
  app = await startTestApp();
  await ensureZip(app);
  filled = (await createAccount(app, 'company')).companyId!;
  badZip = (await createAccount(app, 'company')).companyId!;
  empty = (await createAccount(app, 'company')).companyId!;
  await setCompany(filled, {
    address: 'Søndergade 12',
    zip: FIXTURE_ZIP,
    city: 'Aarhus C',
    phone: '+45 12 34 56 78',
    publicEmail: 'kontakt@tag.dk',
    website: 'https://tag.dk',
    foundedYear: 1998,
    employees: 12,
    authorisations: [{ kind: 'el', number: 'EL-1' }],
    guarantees: ['tekniq'],
    cvr: '25000005',
    cvrActive: true,
    cvrCheckedAt: 1,
  });
  await setCompany(badZip, { address: 'Vej 1', zip: '0000', city: null, cvr: '25000013', phone: '' });
  await setCompany(empty, { phone: null });
});
afterAll(() => app?.close());

describe('publicDetailsOf', () => {
  it("reads many companies' details in one statement, each only with what it filled in", async () => {
    let details = new Map<number, PublicDetails>();
    const statements = await statementsOf(app.db, async () => {
      details = await publicDetailsOf(app.db, [filled, badZip, empty, filled, 999_999]);
    });
    expect(statements).toHaveLength(1);
    expect([...details.keys()].sort((a, b) => a - b)).toEqual([filled, badZip, empty].sort((a, b) => a - b));
    expect(details.get(filled)).toEqual({
      address: 'Søndergade 12',
      zip: FIXTURE_ZIP,
      city: 'Aarhus C',
      phone: '+45 12 34 56 78',
      email: 'kontakt@tag.dk',
      website: 'https://tag.dk',
      founded_year: 1998,
      employees: 12,
      authorisations: [{ kind: 'el', number: 'EL-1' }],
      guarantees: ['tekniq'],
      cvr: '25000005',
      cvr_verified: true,
    });
    // '0000' is no zip: no zip and no town, never "Adresse 0000"; an unchecked number is not verified.
    expect(details.get(badZip)).toMatchObject({
      address: 'Vej 1',
      zip: null,
      city: null,
      phone: null,
      cvr_verified: false,
    });
    expect(details.get(empty)).toEqual({
      address: null,
      zip: null,
      city: null,
      phone: null,
      email: null,
      website: null,
      founded_year: null,
      employees: null,
      authorisations: [],
      guarantees: [],
      cvr: null,
      cvr_verified: false,
    });
  });

  it('runs no statement for no companies', async () => {
    const statements = await statementsOf(app.db, async () => {
      expect(await publicDetailsOf(app.db, [])).toEqual(new Map());
    });
    expect(statements).toEqual([]);
  });
});

describe('townOfZip', () => {
  it("answers the zip table's town, and null for a zip not in it", async () => {
    expect(await townOfZip(app.db, FIXTURE_ZIP)).toBe('Aarhus C');
    expect(await townOfZip(app.db, '0000')).toBeNull();
  });
});
