// The customer's booking confirmation prints the chosen company's real address (issue 31): its
// street, zip and town from its details; a company without one (an old row with zip '0000' and no
// street) prints no "Adresse" line at all, never "Adresse 0000". Runs on PostgreSQL too with
// TEST_DB=postgres.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addContact, addJob, buildCompanyWorld, type CompanyWorld } from '../../test/company-job-fixtures.js';
import { startTestApp } from '../../test/helpers.js';
import { FILLED_IN, NOTHING_REAL, presentCompany } from '../../test/public-details.js';

let app: FastifyInstance;
let w: CompanyWorld;

beforeAll(async () => {
  app = await startTestApp();
  w = await buildCompanyWorld(app);
});
afterAll(() => app?.close());

async function confirmationHtml(): Promise<string> {
  const job = await addJob(w);
  const { contactId } = await addContact(w, job, w.firma.companyId!, { winner: true });
  const response = await w.customerAgent.post('/ajax/bruger/show_check', { contactid: contactId });
  expect(response.statusCode).toBe(200);
  return response.json<{ html: string }>().html;
}

describe("the booking confirmation's company address", () => {
  it('is the street, zip and town of the company with an address', async () => {
    await presentCompany(app, w.firma.companyId!, FILLED_IN);
    expect(await confirmationHtml()).toContain('<dt>Adresse</dt><dd>Søndergade 12, 2100 København Ø</dd>');
  });

  it('is no line at all for a company without one, and never "0000"', async () => {
    await presentCompany(app, w.firma.companyId!, NOTHING_REAL);
    const html = await confirmationHtml();
    expect(html).toContain('<dt>Navn</dt>');
    expect(html).not.toContain('Adresse');
    expect(html).not.toContain('0000');
    expect(html).not.toContain('Ukendt');
  });
});
