// Rules of a company's own details (issue 31), GET and PUT /api/firma/profil, without a CVR
// register: saved as sent, texts trimmed and an empty one cleared, the town from the zip table, a
// website given https://, authorisations once per kind and in order; refusals in English for
// lang=en; without CVR_API_URL the register is never called and nothing verified. Only a company
// may call (visitor 401, customer 403), and only about itself. Each field's limits and refusals:
// details-limits.test.ts.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CompanyDetailsReply } from '@opgavetorvet/contracts';
import { companies } from '../../db/schema/index.js';
import {
  DETAILS_CVR as CVR,
  companyRow,
  readDetails,
  saveDetails,
  validDetails,
} from '../../test/company-details.js';
import { startFakeCvrRegister, type FakeCvrRegister } from '../../test/cvr-server.js';
import { createWorld, type World } from '../../test/fixtures.js';
import { manyLogins, startTestApp, visitor } from '../../test/helpers.js';
import { FIXTURE_ZIP, ensureZip } from '../../test/job-fixtures.js';

let app: FastifyInstance;
let w: World;
let register: FakeCvrRegister;

beforeAll(async () => {
  register = await startFakeCvrRegister({
    [CVR]: { name: 'Tag & Co ApS', address: 'Vestergade 1', zipcode: FIXTURE_ZIP, city: 'Aarhus C' },
  });
  // The register stand-in runs, but CVR_API_URL is not set: it must never be called.
  app = await startTestApp(manyLogins);
  await ensureZip(app);
  w = await createWorld(app);
});
afterAll(async () => {
  await app?.close();
  await register.close();
});
beforeEach(() => {
  w.firma.lang = null;
});

const valid = validDetails;
const save = (body: unknown, agent = w.firma) => saveDetails(agent, body);
const read = (agent = w.firma) => readDetails(agent);
const row = (id = w.firmaAccount.companyId) => companyRow(app, id);

describe('GET and PUT /api/firma/profil', () => {
  it('saves the details, with the town from the zip table, and reads them back as saved', async () => {
    const response = await save(valid());
    expect(response.statusCode, response.body).toBe(200);
    const details: CompanyDetailsReply = {
      description: 'Vi lægger tage i hele Østjylland.\n\nSiden 1998.',
      address: 'Søndergade 12',
      zip: FIXTURE_ZIP,
      city: 'Aarhus C',
      phone: '+45 12 34 56 78',
      email: 'kontakt@tag.dk',
      website: 'https://www.tag.dk',
      founded_year: 1998,
      employees: 12,
      // Trimmed, once each, in the lists' own order.
      authorisations: [
        { kind: 'el', number: 'EL-1' },
        { kind: 'vvs', number: '12345' },
      ],
      guarantees: ['byg_garanti', 'tekniq'],
      cvr: CVR,
      cvr_verified: false,
      register: null,
    };
    expect(response.json()).toEqual({ type: 'success', message: 'Jeres oplysninger er gemt.', details });
    expect(await read()).toEqual(details);
    // The e-mail for customers is a column of its own: the login's e-mail is not touched.
    expect(await row()).toMatchObject({
      publicEmail: 'kontakt@tag.dk',
      email: w.firmaAccount.email,
      city: 'Aarhus C',
      cvrActive: null,
      cvrCheckedAt: null,
    });
  });

  it('trims the texts and clears a field left empty (null in the database, "" in the reply)', async () => {
    await save(valid());
    const response = await save(
      valid({
        description: '  \r\n ',
        address: ' ',
        zip: '',
        phone: '',
        email: '',
        website: '',
        founded_year: null,
        employees: null,
        authorisations: [],
        guarantees: [],
        cvr: '',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await row()).toMatchObject({
      description: null,
      address: null,
      zip: null,
      city: null,
      phone: null,
      publicEmail: null,
      website: null,
      foundedYear: null,
      employees: null,
      authorisations: [],
      guarantees: [],
      cvr: null,
    });
    expect(await read()).toMatchObject({
      description: '',
      zip: '',
      city: '',
      cvr: '',
      founded_year: null,
      employees: null,
      authorisations: [],
    });
    const padded = await save(
      valid({ description: '  Tage.\r\nOg carporte.  ', address: ' Søndergade 12 ' }),
    );
    expect(padded.json().details).toMatchObject({
      description: 'Tage.\nOg carporte.',
      address: 'Søndergade 12',
    });
  });

  it('gives a website without a scheme https://, and keeps one written with http://', async () => {
    expect((await save(valid({ website: 'tag.dk/om-os' }))).json().details.website).toBe(
      'https://tag.dk/om-os',
    );
    expect((await save(valid({ website: 'http://tag.dk' }))).json().details.website).toBe('http://tag.dk');
  });

  it('says it in English for lang=en', async () => {
    w.firma.lang = 'en';
    expect((await save(valid({ address: 'a'.repeat(101) }))).json().messages).toEqual([
      'The address may be at most 100 characters.',
    ]);
    expect((await save(valid({ zip: '' }))).json().message).toBe('Enter the zip code of the address.');
    expect((await save(valid())).json().message).toBe('Your details have been saved.');
  });

  it('shows a zip saved before zips were checked as it is, without a town', async () => {
    await app.db
      .update(companies)
      .set({ zip: '0000', city: null })
      .where(eq(companies.id, w.firmaAccount.companyId))
      .run();
    expect(await read()).toMatchObject({ zip: '0000', city: '' });
  });

  it('never calls the register without CVR_API_URL, and verifies nothing', async () => {
    await save(valid({ cvr: '' }));
    const response = await save(valid({ cvr: CVR }));
    expect(response.json()).toMatchObject({
      message: 'Jeres oplysninger er gemt.',
      details: { cvr: CVR, cvr_verified: false, register: null },
    });
    expect(register.calls).toEqual([]);
  });

  it('is for companies only: a visitor gets 401 and a customer 403', async () => {
    const guest = await visitor(app);
    expect((await guest.get('/api/firma/profil')).statusCode).toBe(401);
    expect((await save(valid(), guest)).statusCode).toBe(401);
    expect((await w.bruger.get('/api/firma/profil')).statusCode).toBe(403);
    expect((await save(valid(), w.bruger)).statusCode).toBe(403);
  });

  it("reads and writes only the caller's own company", async () => {
    await save(valid());
    const other = await row(w.otherAccount.companyId);
    expect(other.description).toBeNull();
    expect((await read(w.otherFirma)).description).toBe('');
  });
});
