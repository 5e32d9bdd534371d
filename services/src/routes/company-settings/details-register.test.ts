// The CVR register on the company's own details (issue 31), through the register's stand-in
// (test/cvr-server.ts) at CVR_API_URL: a new number of an active company is verified and the
// register's facts kept, and its address fills a profile that gives none; a ceased company and a
// number the register does not know are refused and nothing changes; a register that hangs or
// fails leaves the number saved unchecked (and is asked again next time); a verified number saved
// again is not asked about again; a changed number without a register clears the verification;
// a number refused by its own rules is never sent to the register.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CompanyDetailsBody, CompanyDetailsReply } from '@opgavetorvet/contracts';
import { companies } from '../../db/schema/index.js';
import { nowSeconds } from '../../lib/danish.js';
import { send } from '../../test/company-presentation.js';
import { startFakeCvrRegister, type FakeCvrRegister } from '../../test/cvr-server.js';
import { createAccount, loggedIn, manyLogins, startTestApp, type Agent } from '../../test/helpers.js';
import { FIXTURE_ZIP, ensureZip } from '../../test/job-fixtures.js';

const ACTIVE = '25000005';
const CEASED = '25000013';
const UNKNOWN = '25000021';
/** Active, but the register's zip is not one of the zip table's. */
const ACTIVE_ELSEWHERE = '25000048';
const OTHER = '25000056';

let app: FastifyInstance;
let register: FakeCvrRegister;
let firma: Agent;
let companyId: number;

beforeAll(async () => {
  register = await startFakeCvrRegister({
    [ACTIVE]: {
      name: 'Tag & Co ApS',
      address: 'Vestergade 1',
      zipcode: FIXTURE_ZIP,
      city: 'Aarhus C',
      industrycode: 439100,
      industrydesc: 'Tagdækning',
    },
    [CEASED]: {
      name: 'Gammel Tømrer ApS',
      address: 'Havnen 2',
      zipcode: FIXTURE_ZIP,
      city: 'Aarhus C',
      enddate: '31/12 - 2019',
    },
    [ACTIVE_ELSEWHERE]: { name: 'Nord ApS', address: 'Nordvej 3', zipcode: '9990', city: 'Skagen' },
    [OTHER]: { name: 'Andet ApS', address: 'Sydvej 4', zipcode: FIXTURE_ZIP, city: 'Aarhus C' },
  });
  app = await startTestApp({ ...manyLogins, cvrApiUrl: register.url, cvrTimeoutMs: 300 });
  await ensureZip(app);
  const account = await createAccount(app, 'company');
  companyId = account.companyId!;
  firma = await loggedIn(app, account);
});
afterAll(async () => {
  await app?.close();
  await register.close();
});
beforeEach(async () => {
  app.config.cvrApiUrl = register.url;
  register.hang = false;
  register.failWith = null;
  await app.db
    .update(companies)
    .set({
      cvr: null,
      address: null,
      zip: null,
      city: null,
      cvrActive: null,
      cvrCheckedAt: null,
      cvrRegister: null,
    })
    .where(eq(companies.id, companyId))
    .run();
  register.calls.length = 0;
});

const body = (change: Partial<CompanyDetailsBody> = {}): CompanyDetailsBody => ({
  description: 'Tage og tagrender.',
  address: 'Søndergade 12',
  zip: FIXTURE_ZIP,
  phone: '',
  email: '',
  website: '',
  founded_year: null,
  employees: null,
  authorisations: [],
  guarantees: [],
  cvr: ACTIVE,
  ...change,
});
const save = (change: Partial<CompanyDetailsBody> = {}) =>
  send(firma, 'PUT', '/api/firma/profil', body(change));
const row = async () => (await app.db.select().from(companies).where(eq(companies.id, companyId)).get())!;

describe('the CVR register on /api/firma/profil', () => {
  it("verifies an active company's new number and keeps what the register says of it", async () => {
    const response = await save();
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<{ message: string; details: CompanyDetailsReply }>();
    expect(reply.message).toBe('Jeres oplysninger er gemt, og CVR-nummeret er tjekket i CVR-registret.');
    expect(reply.details).toMatchObject({
      cvr: ACTIVE,
      cvr_verified: true,
      register: {
        name: 'Tag & Co ApS',
        address: 'Vestergade 1',
        zip: FIXTURE_ZIP,
        city: 'Aarhus C',
        industry_code: '439100',
        industry: 'Tagdækning',
      },
      // The address the company gave stands.
      address: 'Søndergade 12',
    });
    expect(register.calls).toEqual([
      { search: ACTIVE, country: 'dk', userAgent: expect.stringContaining('Opgavetorvet') },
    ]);
    const saved = await row();
    expect(saved.cvrActive).toBe(true);
    expect(saved.cvrCheckedAt).toBeGreaterThanOrEqual(nowSeconds() - 5);
  });

  it('does not ask again about a verified number saved again', async () => {
    await save();
    const again = await save({ description: 'Nu også carporte.' });
    expect(again.json()).toMatchObject({
      message: 'Jeres oplysninger er gemt.',
      details: { cvr_verified: true },
    });
    expect(register.calls).toHaveLength(1);
  });

  it("fills a profile that gives no address with the register's, when its zip is in the zip table", async () => {
    const filled = await save({ address: '', zip: '' });
    expect(filled.json().details).toMatchObject({
      address: 'Vestergade 1',
      zip: FIXTURE_ZIP,
      city: 'Aarhus C',
    });
    await save({ cvr: '' });
    const elsewhere = await save({ address: '', zip: '', cvr: ACTIVE_ELSEWHERE });
    expect(elsewhere.json().details).toMatchObject({ address: '', zip: '', city: '', cvr_verified: true });
  });

  it.each([
    [
      'a ceased company',
      CEASED,
      'Gammel Tømrer ApS er ophørt ifølge CVR-registret. Kun aktive firmaer kan bruge Opgavetorvet. Tjek nummeret.',
    ],
    [
      'a number the register does not know',
      UNKNOWN,
      'CVR-nummeret findes ikke i CVR-registret. Tjek nummeret.',
    ],
  ])('refuses %s with its Danish text and changes nothing', async (_what, cvr, message) => {
    await save();
    const before = await row();
    const response = await save({ cvr, description: 'Ændret' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'error', message });
    expect(await row()).toEqual(before);
    expect(register.calls.map((call) => call.search)).toEqual([ACTIVE, cvr]);
  });

  it.each([
    ['hangs', () => (register.hang = true)],
    ['fails', () => (register.failWith = 503)],
  ])(
    'saves the number unchecked when the register %s, and asks again at the next save',
    async (_what, breakIt) => {
      await save();
      breakIt();
      const response = await save({ cvr: OTHER });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message:
          'Jeres oplysninger er gemt. CVR-registret svarede ikke, så CVR-nummeret er ikke tjekket endnu; vi prøver igen, næste gang I gemmer.',
        details: { cvr: OTHER, cvr_verified: false, register: null },
      });
      expect(await row()).toMatchObject({
        cvr: OTHER,
        cvrActive: null,
        cvrCheckedAt: null,
        cvrRegister: null,
      });
      register.hang = false;
      register.failWith = null;
      const later = await save({ cvr: OTHER });
      expect(later.json()).toMatchObject({ details: { cvr: OTHER, cvr_verified: true } });
      expect(register.calls.map((call) => call.search)).toEqual([ACTIVE, OTHER, OTHER]);
    },
  );

  it('clears the verification of a number changed without a register, and keeps that of an unchanged one', async () => {
    await save();
    app.config.cvrApiUrl = null;
    expect((await save({ description: 'Samme nummer' })).json().details.cvr_verified).toBe(true);
    const changed = await save({ cvr: OTHER });
    expect(changed.json()).toMatchObject({
      message: 'Jeres oplysninger er gemt.',
      details: { cvr: OTHER, cvr_verified: false, register: null },
    });
    expect(await row()).toMatchObject({ cvrActive: null, cvrCheckedAt: null, cvrRegister: null });
    await save();
    expect(await row()).toMatchObject({ cvr: ACTIVE, cvrActive: null });
    expect(register.calls).toHaveLength(1);
  });

  it('clears the verification when the number is removed', async () => {
    await save();
    expect((await save({ cvr: '' })).json().details).toMatchObject({
      cvr: '',
      cvr_verified: false,
      register: null,
    });
    expect(await row()).toMatchObject({ cvr: null, cvrActive: null, cvrRegister: null });
  });

  it('never sends the register a number its own rules refuse', async () => {
    app.config.seller.cvr = '24256790';
    expect((await save({ cvr: '12345678' })).statusCode).toBe(400);
    expect((await save({ cvr: '24256790' })).statusCode).toBe(400);
    expect((await save({ zip: '0000' })).statusCode).toBe(400);
    expect(register.calls).toEqual([]);
  });
});
