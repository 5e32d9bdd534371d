// The street address the customer gives when she chooses a company (issue 32): only the chosen
// company reads it — in its contract, the job's description, its won jobs and its calendar feed — and no other
// company with an offer ever does (its contract, description, bookings and won jobs carry none). A
// profile without an address keeps the one given; one with an address keeps its own. The contract
// prints the company's public e-mail (issue 31) in place of its login e-mail when it has one.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WonJobsReply } from '@opgavetorvet/contracts';
import { jobs, users } from '../../db/schema/index.js';
import { addCalendarEvent, addContact, addJob, now } from '../../test/company-job-fixtures.js';
import { companyWorldOfFile, jobDescription as description } from '../../test/company-world-file.js';
import type { Agent } from '../../test/helpers.js';
import { sqlRun } from '../../test/sql.js';

const w = companyWorldOfFile();

const STREET = 'Søndergade 12, 2. th.';
const profileStreet = async () =>
  (await w.app.db.select({ s: users.streetAddress }).from(users).where(eq(users.id, w.customer.id)).get())?.s;

/** A job with offers from both companies; the customer chooses the company under test. */
async function chosenJob(street: string): Promise<number> {
  const jobId = await addJob(w, { headline: 'Nyt køkken' });
  const { contactId } = await addContact(w, jobId, w.firma.companyId!);
  await addContact(w, jobId, w.rival.companyId!);
  const response = await w.customerAgent.post('/ajax/bruger/changejobstatus', {
    job_id: jobId,
    contact_id: contactId,
    street_address: street,
  });
  expect(response.statusCode, response.body).toBe(200);
  return jobId;
}

const contract = (agent: Agent, companyId: number, jobId: number) =>
  agent.post('/ajax/firma/get_my_contract_by_job_id', { job_id: jobId, current_company_id: companyId });

describe('the street address given when the customer chooses a company', () => {
  it('is in the chosen company’s contract and description, and saved to a profile without one', async () => {
    expect(await profileStreet()).toBeNull();
    const jobId = await chosenJob(STREET);
    const html = (await contract(w.agent, w.firma.companyId!, jobId)).json<{ html: string }>().html;
    expect(html).toContain(`${STREET}, 2100 København Ø`);
    expect((await description(w.agent, jobId)).json<{ html: string }>().html).toContain(STREET);
    const won = (await w.agent.get('/api/firma/vundne')).json<WonJobsReply>().jobs;
    expect(won.find((job) => job.job_id === jobId)?.street_address).toBe(STREET);
    expect(await profileStreet()).toBe(STREET);
  });

  it('never reaches another company with an offer: contract, description, bookings, won jobs', async () => {
    const jobId = await chosenJob(STREET);
    const replies = [
      await contract(w.rivalAgent, w.rival.companyId!, jobId),
      await description(w.rivalAgent, jobId),
      await w.rivalAgent.post('/firma2/get_dine_bookinger_pagination', { page: 1, search: '' }),
      await w.rivalAgent.get('/api/firma/vundne'),
    ];
    for (const reply of replies) expect(reply.body).not.toContain('Søndergade');
    // While the job is open, a bidder's description carries neither the profile's address nor any other.
    const open = await addJob(w);
    await addContact(w, open, w.rival.companyId!);
    const seen = await description(w.rivalAgent, open);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain('Søndergade');
  });

  it('is the place of the chosen company’s confirmed booking in its calendar feed', async () => {
    const jobId = await addJob(w, { headline: 'Badeværelse' });
    await sqlRun(w.app.db, 'update jobs set street_address = ? where id = ?', 'Vestergade 3', jobId);
    const { contactId } = await addContact(w, jobId, w.firma.companyId!, {
      state: 'confirmed',
      winner: true,
    });
    await addCalendarEvent(w, w.firma.companyId!, now() + 86_400, contactId, 'Badeværelse');
    const url = (await w.agent.get('/api/firma/kalender/abonnement')).json<{ url: string }>().url;
    const feed = await w.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.body.replace(/\r\n /g, '')).toContain('LOCATION:Vestergade 3\\, 2100 København Ø');
  });

  it('leaves a profile that has an address as it is, and the job keeps the one given', async () => {
    await sqlRun(w.app.db, 'update users set street_address = ? where id = ?', 'Hjemvej 1', w.customer.id);
    const jobId = await chosenJob('Sommerhusvej 7');
    expect(await profileStreet()).toBe('Hjemvej 1');
    expect((await w.app.db.select().from(jobs).where(eq(jobs.id, jobId)).get())?.streetAddress).toBe(
      'Sommerhusvej 7',
    );
  });
});

describe("the contract's company e-mail", () => {
  it('is the public e-mail when the company has one, else its login e-mail', async () => {
    const jobId = await addJob(w);
    await addContact(w, jobId, w.firma.companyId!, { winner: true });
    const before = (await contract(w.agent, w.firma.companyId!, jobId)).json<{ html: string }>().html;
    expect(before).toContain(w.firma.email);
    await sqlRun(
      w.app.db,
      'update companies set public_email = ? where id = ?',
      'kontakt@firma.dk',
      w.firma.companyId,
    );
    const after = (await contract(w.agent, w.firma.companyId!, jobId)).json<{ html: string }>().html;
    expect(after).toContain('kontakt@firma.dk');
    expect(after).not.toContain(w.firma.email);
  });
});
