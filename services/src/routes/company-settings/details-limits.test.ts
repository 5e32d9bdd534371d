// Each field of a company's own details at its limit and past it (issue 31), PUT /api/firma/profil:
// every limit refused with its Danish text and nothing changed; the zip must be in the zip table
// and a street address needs one; the year founded is not after this year; an authorisation kind
// is given once; the CVR number's check digit, the seller's own number and a number another company
// uses are refused, while the company's own number is not "in use".
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHORISATION_NUMBER_MAX,
  COMPANY_ADDRESS_MAX,
  COMPANY_DESCRIPTION_MAX,
  COMPANY_EMPLOYEES_MAX,
  COMPANY_FOUNDED_MIN,
  COMPANY_WEBSITE_MAX,
  copenhagenWallClockParts,
  type CompanyDetailsBody,
} from '@opgavetorvet/contracts';
import { companies } from '../../db/schema/index.js';
import { DETAILS_CVR as CVR, companyRow, saveDetails, validDetails } from '../../test/company-details.js';
import { createWorld, type World } from '../../test/fixtures.js';
import { manyLogins, startTestApp } from '../../test/helpers.js';
import { ensureZip } from '../../test/job-fixtures.js';

const SELLER_CVR = '24256790';
/** Passes the modulus-11 check. */
const OTHER_CVR = '25000013';

let app: FastifyInstance;
let w: World;

beforeAll(async () => {
  app = await startTestApp({
    ...manyLogins,
    seller: { name: 'Opgavetorvet ApS', cvr: SELLER_CVR, address: 'Vesterbrogade 1, 1620 København V' },
  });
  await ensureZip(app);
  w = await createWorld(app);
});
afterAll(() => app?.close());

const thisYear = () => copenhagenWallClockParts(Date.now()).year;
const valid = validDetails;
const save = (body: unknown) => saveDetails(w.firma, body);
const row = () => companyRow(app, w.firmaAccount.companyId);

describe('the limits of PUT /api/firma/profil', () => {
  it('takes each field at its limit', async () => {
    const website = `https://${'a'.repeat(COMPANY_WEBSITE_MAX - 'https://'.length - 3)}.dk`;
    const response = await save(
      valid({
        description: 'x'.repeat(COMPANY_DESCRIPTION_MAX),
        address: 'a'.repeat(COMPANY_ADDRESS_MAX),
        website,
        founded_year: thisYear(),
        employees: COMPANY_EMPLOYEES_MAX,
        authorisations: [{ kind: 'gas', number: '9'.repeat(AUTHORISATION_NUMBER_MAX) }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().details).toMatchObject({ website, founded_year: thisYear() });
    expect((await save(valid({ founded_year: COMPANY_FOUNDED_MIN, employees: 1 }))).statusCode).toBe(200);
  });

  it.each([
    ['a description too long', { description: 'x'.repeat(3001) }, 'Beskrivelsen må højst være 3000 tegn.'],
    ['an address too long', { address: 'a'.repeat(101) }, 'Adressen må højst være 100 tegn.'],
    [
      'a website that is none',
      { website: 'ikke en side' },
      'Skriv en gyldig adresse på hjemmesiden, fx www.jeresfirma.dk.',
    ],
    [
      'a website too long',
      { website: `${'a'.repeat(198)}.dk` },
      'Adressen på hjemmesiden må højst være 200 tegn.',
    ],
    [
      'a year founded before 1800',
      { founded_year: 1799 },
      'Skriv stiftelsesåret som et årstal fra 1800 til i år.',
    ],
    ['no employees', { employees: 0 }, 'Skriv antallet af ansatte som et helt tal fra 1 til 10.000.'],
    [
      'too many employees',
      { employees: 10_001 },
      'Skriv antallet af ansatte som et helt tal fra 1 til 10.000.',
    ],
    ['half an employee', { employees: 1.5 }, 'Skriv antallet af ansatte som et helt tal fra 1 til 10.000.'],
    [
      'an authorisation without a number',
      { authorisations: [{ kind: 'el' as const, number: ' ' }] },
      'Skriv autorisationens nummer.',
    ],
    [
      'an authorisation number too long',
      { authorisations: [{ kind: 'el' as const, number: '1'.repeat(31) }] },
      'Autorisationens nummer må højst være 30 tegn.',
    ],
    ['a phone that is none', { phone: 'ring bare' }, 'Indtast venligst et gyldigt telefonnummer'],
    ['an e-mail that is none', { email: 'kontakt@' }, 'Ugyldig e-mail. Prøv venligst igen'],
    ['a zip of three digits', { zip: '800' }, 'Ugyldigt postnummer. Prøv venligst igen'],
    ['a CVR number of seven digits', { cvr: '2500000' }, 'CVR-nummeret skal være 8 cifre'],
  ])('refuses %s with its Danish text and changes nothing', async (_what, change, message) => {
    await save(valid());
    const before = await row();
    const response = await save(valid(change as Partial<CompanyDetailsBody>));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'validation_errors', messages: [message] });
    expect(await row()).toEqual(before);
  });

  it.each([
    ['a zip that is not in the zip table', { zip: '0000' }, 'Ugyldigt postnummer. Prøv venligst igen'],
    ['an address without a zip', { zip: '' }, 'Skriv postnummeret til adressen.'],
    [
      'a year founded after this year',
      { founded_year: 'next' },
      'Skriv stiftelsesåret som et årstal fra 1800 til i år.',
    ],
    [
      'an authorisation given twice',
      {
        authorisations: [
          { kind: 'el', number: '1' },
          { kind: 'el', number: '2' },
        ],
      },
      'Hver autorisation kan kun angives én gang.',
    ],
    [
      'a CVR number whose check digit is wrong',
      { cvr: '12345678' },
      'CVR-nummeret findes ikke: kontrolcifferet passer ikke. Tjek nummeret.',
    ],
    [
      "the seller's own CVR number",
      { cvr: SELLER_CVR },
      'Det er Opgavetorvets eget CVR-nummer. Skriv jeres firmas CVR-nummer.',
    ],
  ])('refuses %s (400) and changes nothing', async (_what, change, message) => {
    await save(valid());
    const before = await row();
    const body = valid(change as Partial<CompanyDetailsBody>);
    if (body.founded_year === ('next' as unknown)) body.founded_year = thisYear() + 1;
    const response = await save(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ type: 'error', message });
    expect(await row()).toEqual(before);
  });

  it("refuses a CVR number another company uses (409), and keeps the company's own number", async () => {
    await app.db
      .update(companies)
      .set({ cvr: OTHER_CVR })
      .where(eq(companies.id, w.otherAccount.companyId))
      .run();
    await save(valid());
    const response = await save(valid({ cvr: OTHER_CVR }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Et andet firma er allerede oprettet med dette CVR-nummer. Skriv til os, hvis det er jeres.',
    );
    expect((await row()).cvr).toBe(CVR);
    // Saving again with its own number is no conflict with itself.
    expect((await save(valid({ employees: 13 }))).statusCode).toBe(200);
  });
});
