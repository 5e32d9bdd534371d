// The CVR register at sign-up (POST /firma/opret, issue 31), through the register's stand-in
// (test/cvr-server.ts) at CVR_API_URL: an active company is created verified, with the register's
// address, zip and town; a ceased company and a number the register does not know are refused and
// nothing is created; a register that hangs or fails does not stop the sign-up (the company is
// created unchecked); the register is not asked without a CVR number, without CVR_API_URL, or
// about a number or zip the sign-up refuses anyway.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, regions, users, zipCodes } from '../../db/schema/index.js';
import { startFakeCvrRegister, type FakeCvrRegister } from '../../test/cvr-server.js';
import { manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { FIXTURE_ZIP, ensureZip } from '../../test/job-fixtures.js';

const ACTIVE = '25000005';
const CEASED = '25000013';
const UNKNOWN = '25000021';

let app: FastifyInstance;
let register: FakeCvrRegister;

beforeAll(async () => {
  register = await startFakeCvrRegister({
    [ACTIVE]: {
      name: 'Tømrer Ålborg & Søn ApS',
      address: 'Østerbrogade 10, 2. th',
      zipcode: '2100',
      city: 'København Ø',
      industrycode: 433200,
      industrydesc: 'Tømrer- og bygningssnedkervirksomhed',
    },
    [CEASED]: {
      name: 'Lukket ApS',
      address: 'Vej 1',
      zipcode: FIXTURE_ZIP,
      city: 'Aarhus C',
      enddate: '01/02 - 2020',
    },
  });
  app = await startTestApp({ ...manyLogins, cvrApiUrl: register.url, cvrTimeoutMs: 300 });
  await ensureZip(app);
  const region = (await app.db.select({ id: regions.id }).from(regions).get())!;
  await app.db.insert(zipCodes).values({ zip: '2100', city: 'København Ø', regionId: region.id }).run();
});
afterAll(async () => {
  await app?.close();
  await register.close();
});
beforeEach(async () => {
  app.config.cvrApiUrl = register.url;
  register.hang = false;
  register.failWith = null;
  register.calls.length = 0;
  await app.db.delete(companies).run();
});

let counter = 0;
const signUp = async (cvr: string, change: Record<string, string> = {}) => {
  counter += 1;
  return await (
    await visitor(app)
  ).post('/firma/opret', {
    company_name: 'Tømrer Ålborg & Søn ApS',
    cvr,
    name: 'Jens Jensen',
    email: `jens${counter}@toemrer.dk`,
    phone: '+45 12 34 56 78',
    zip: FIXTURE_ZIP,
    password: 'hemmelig123',
    ...change,
  });
};
const companyRows = () => app.db.select().from(companies).all();
const companyUsers = () => app.db.select().from(users).where(eq(users.role, 'company')).all();

describe('POST /firma/opret with the CVR register', () => {
  it("creates an active company verified, with the register's address, zip and town", async () => {
    const response = await signUp(ACTIVE);
    expect(response.statusCode, response.body).toBe(200);
    const [company] = await companyRows();
    expect(company).toMatchObject({
      cvr: ACTIVE,
      cvrActive: true,
      address: 'Østerbrogade 10, 2. th',
      zip: '2100',
      city: 'København Ø',
      cvrRegister: {
        name: 'Tømrer Ålborg & Søn ApS',
        address: 'Østerbrogade 10, 2. th',
        zip: '2100',
        city: 'København Ø',
        industry_code: '433200',
        industry: 'Tømrer- og bygningssnedkervirksomhed',
      },
    });
    expect(company!.cvrCheckedAt).toEqual(expect.any(Number));
    expect(register.calls).toEqual([
      { search: ACTIVE, country: 'dk', userAgent: expect.stringContaining('Opgavetorvet') },
    ]);
  });

  it.each([
    [
      'a ceased company',
      CEASED,
      'Lukket ApS er ophørt ifølge CVR-registret. Kun aktive firmaer kan bruge Opgavetorvet. Tjek nummeret.',
    ],
    [
      'a number the register does not know',
      UNKNOWN,
      'CVR-nummeret findes ikke i CVR-registret. Tjek nummeret.',
    ],
  ])('refuses %s and creates nothing', async (_what, cvr, message) => {
    const usersBefore = (await companyUsers()).length;
    const response = await signUp(cvr);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'error', message });
    expect(await companyRows()).toEqual([]);
    expect(await companyUsers()).toHaveLength(usersBefore);
  });

  it.each([
    ['hangs', () => (register.hang = true)],
    ['fails', () => (register.failWith = 500)],
  ])('creates the company unchecked when the register %s', async (_what, breakIt) => {
    breakIt();
    const response = await signUp(ACTIVE);
    expect(response.statusCode, response.body).toBe(200);
    expect(await companyRows()).toMatchObject([
      {
        cvr: ACTIVE,
        cvrActive: null,
        cvrCheckedAt: null,
        cvrRegister: null,
        address: null,
        zip: FIXTURE_ZIP,
        city: 'Aarhus C',
      },
    ]);
    expect(register.calls).toHaveLength(1);
  });

  it('does not ask the register without a CVR number, or without CVR_API_URL', async () => {
    expect((await signUp('')).statusCode).toBe(200);
    app.config.cvrApiUrl = null;
    expect((await signUp(ACTIVE)).statusCode).toBe(200);
    expect(register.calls).toEqual([]);
    expect((await companyRows()).map((row) => [row.cvr, row.cvrActive, row.city])).toEqual([
      [null, null, 'Aarhus C'],
      [ACTIVE, null, 'Aarhus C'],
    ]);
  });

  it('does not ask the register about a sign-up refused anyway', async () => {
    app.config.seller.cvr = '24256790';
    expect((await signUp('12345678')).statusCode).toBe(400);
    expect((await signUp('24256790')).statusCode).toBe(400);
    expect((await signUp(ACTIVE, { zip: '0000' })).statusCode).toBe(400);
    expect(register.calls).toEqual([]);
  });
});
