// A message's file reported and removed (issues 30 and 33): the company the customer wrote to may
// report her PDF (thanked for a file, not a photo), another company may not see it (404); the
// administrator sees it as a file in a message with the company's name and the job; removing it
// takes it out of the thread and tells the customer which file, on which job, and why.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileReportsReply, StoredFile } from '@opgavetorvet/contracts';
import { reportFile } from '../../test/file-reports.js';
import { startAppWithFiles, testPdf, uploadFile } from '../../test/files.js';
import { adminAgent } from '../../test/admin-login.js';
import { type Agent, loggedIn, manyLogins } from '../../test/helpers.js';
import { marketplace, type Marketplace } from '../../test/job-fixtures.js';
import { queuedTo } from '../../test/outbox.js';
import { sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let m: Marketplace;
let company: Agent;
let admin: Agent;
let pdf: StoredFile;

beforeAll(async () => {
  app = await startAppWithFiles(manyLogins);
  m = await marketplace(app, 2);
  company = await loggedIn(app, m.companies[0]!);
  admin = await adminAgent(app);
  const customer = await loggedIn(app, m.customer);
  pdf = (await uploadFile(customer, 'message', 'Tilbud fra nabo.pdf', testPdf())).json<StoredFile>();
  const sent = await customer.post('/opgave/new_message', {
    bidid: m.contacts[0]!.bidId,
    userid: m.customer.id,
    companyid: m.companies[0]!.companyId,
    msg: 'Se vedhæftede.',
    files: [{ key: pdf.key }],
  });
  expect(sent.json().response).toBe('success');
});
afterAll(() => app?.close());

describe("a message's file", () => {
  it('is reported by the company written to, not by another; the administrator removes it', async () => {
    const other = await loggedIn(app, m.companies[1]!);
    expect((await reportFile(other, pdf.key)).statusCode).toBe(404);
    const response = await reportFile(company, pdf.key, 'Indeholder et andet firmas tilbud');
    expect(response.json()).toEqual({
      type: 'success',
      message: 'Tak. Filen er sendt til Opgavetorvet, som ser på den.',
    });

    const { name: companyName } = await sqlOne<{ name: string }>(
      app.db,
      'select name from companies where id = ?',
      m.companies[0]!.companyId,
    );
    const [item] = (await admin.get('/api/admin/billeder')).json<FileReportsReply>().files;
    expect(item).toMatchObject({
      key: pdf.key,
      file: { kind: 'pdf', name: 'Tilbud fra nabo.pdf' },
      owner: {
        purpose: 'message',
        title: companyName,
        job_id: m.jobId,
        company_id: m.companies[0]!.companyId,
      },
      uploader_name: 'Mette Hansen',
    });

    const removed = await admin.post(`/api/admin/billeder/${pdf.key}/fjern`, { reason: 'Andres tilbud.' });
    expect(removed.statusCode).toBe(200);
    const html = (await company.post('/firma/message_modal', { contact_id: m.contacts[0]!.contactId })).json()
      .html as string;
    expect(html).toContain('Se vedhæftede.');
    expect(html).not.toContain(pdf.key);
    const { headline } = await sqlOne<{ headline: string }>(
      app.db,
      'select headline from jobs where id = ?',
      m.jobId,
    );
    const mail = (await queuedTo(app, 'email', m.customer.email)).at(-1);
    expect(mail?.subject).toBe('En fil er fjernet fra en besked');
    expect(mail?.body).toContain(
      `Opgavetorvet har fjernet filen "Tilbud fra nabo.pdf" fra en besked om opgaven "${headline}"`,
    );
    expect(mail?.body).toContain('Begrundelse: Andres tilbud.');
    expect(mail?.body).toContain('/bruger/beskeder');
  });
});
