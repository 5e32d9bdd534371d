// Rule (issue 32): a company's erasure keeps its offers, threads and bookings for the customer with
// the company's name blank; wherever the customer reads that company's name — the offers and
// invitations on her job page, where the job stands, her bookings ("Mine handler"), the thread and
// offer modals, the messages modal and the booking confirmation — it says "Slettet bruger", as the
// inbox does, never a blank name.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  CustomerAccountReply,
  JobControlReply,
  JobPageReply,
  ModalListReply,
  ThreadModalReply,
} from '@opgavetorvet/contracts';
import { filesFolder, type FilesFolder } from '../../test/files.js';
import { manyLogins, startTestApp } from '../../test/helpers.js';
import { personWorld, type PersonWorld } from '../../test/personal-data.js';
import { sqlAll, sqlRun } from '../../test/sql.js';

const DELETED = 'Slettet bruger';

let app: FastifyInstance;
let folder: FilesFolder;
let w: PersonWorld;
/** The erased company's offer on the customer's open job, and its booking on her other job. */
let offerContactId: number;
let bookedContactId: number;
let companyName: string;

beforeEach(async () => {
  folder = await filesFolder();
  app = await startTestApp({ ...manyLogins, filesDir: folder.filesDir });
  w = await personWorld(app);
  offerContactId = w.m.contacts[0]!.contactId;
  const companyId = w.m.companies[0]!.companyId!;
  const [booked] = await sqlAll<{ id: number }>(
    app.db,
    'select id from contacts where job_id = ? and company_id = ?',
    w.bookedJobId,
    companyId,
  );
  bookedContactId = booked!.id;
  await sqlRun(
    app.db,
    'insert into invitations (job_id, company_id, slot) values (?, ?, 1)',
    w.m.jobId,
    companyId,
  );
  const [company] = await sqlAll<{ name: string }>(
    app.db,
    'select name from companies where id = ?',
    companyId,
  );
  companyName = company!.name;
});
afterEach(async () => {
  await app?.close();
  await folder?.remove();
});

const eraseCompany = async () => {
  const erased = await w.company.post('/api/mine-data/slet', { password: w.m.companies[0]!.password });
  expect(erased.statusCode).toBe(200);
};

describe('an erased company, as the customer reads it', () => {
  it('is "Slettet bruger" on her job page: its offer and its invitation', async () => {
    const before = (await w.customer.get(`/api/bruger/opgaver/${w.m.jobId}`)).json<JobPageReply>();
    const offer = (page: JobPageReply) => page.contacts.find((c) => c.contact_id === offerContactId);
    expect(companyName).not.toBe('');
    expect(offer(before)?.company.name).toBe(companyName);
    await eraseCompany();
    const page = (await w.customer.get(`/api/bruger/opgaver/${w.m.jobId}`)).json<JobPageReply>();
    expect(offer(page)?.company.name).toBe(DELETED);
    expect(page.invitations.map((invitation) => invitation.company_name)).toEqual([DELETED]);
    // The other company keeps its name.
    const other = page.contacts.find((c) => c.contact_id === w.m.contacts[1]!.contactId);
    expect(other?.company.name).not.toBe(DELETED);
    expect(other?.company.name).not.toBe('');
  });

  it('is "Slettet bruger" where her booked job stands and in her bookings', async () => {
    await eraseCompany();
    const control = (
      await w.customer.get(`/api/bruger/opgaver/${w.bookedJobId}/styring`)
    ).json<JobControlReply>();
    expect(control.progress.company).toBe(DELETED);
    const account = (await w.customer.get('/api/bruger/konto')).json<CustomerAccountReply>();
    const booking = account.bookings.find((b) => b.contact_id === bookedContactId);
    expect(booking?.company_name).toBe(DELETED);
    // Its profile is gone, so the booking leads nowhere.
    expect(booking?.company_slug).toBeNull();
  });

  it('is "Slettet bruger" in the thread and offer modals, the messages modal and the booking confirmation', async () => {
    await eraseCompany();
    const thread = await w.customer.post('/ajax/bruger2/message_modal', {
      contact_id: offerContactId,
      job_id: w.m.jobId,
    });
    expect(thread.json<ThreadModalReply>().company_name).toBe(DELETED);
    expect(thread.json<ThreadModalReply>().html).toContain(DELETED);

    const offers = await w.customer.post('/ajax/bruger/modal_list', {
      contactid: offerContactId,
      jobid: w.m.jobId,
    });
    expect(offers.json<ModalListReply>().company_name).toBe(DELETED);
    expect(offers.json<ModalListReply>().html).toContain(DELETED);

    const list = await w.customer.post('/bruger2/show_message_modal', { user_id: w.m.customer.id });
    expect(list.json<{ html: string }>().html).toContain(DELETED);

    const check = await w.customer.post('/ajax/bruger/show_check', { contactid: bookedContactId });
    expect(check.statusCode).toBe(200);
    expect(check.json<{ html: string }>().html).toContain(DELETED);
  });
});
