// The bare baseline's handlers of the calls the pages make beside the open-jobs list (bare.ts): the
// company's won jobs, the customer's job page and a message from the company on its offer, each the
// app's own query functions with no session, auth, CSRF or schema checks around them. The message is
// stored and its notices queued in one transaction, as the target asks of the app.
import type { FastifyInstance } from 'fastify';
import { wonJobs } from '../services/src/db/queries/won-jobs.js';
import { messages } from '../services/src/db/schema/index.js';
import { notifyParty } from '../services/src/lib/notify-party.js';
import { inTransaction } from '../services/src/lib/transaction.js';
import { jobPage } from '../services/src/domain/jobs/job-page-data.js';
import { ownJobOrNotFound } from '../services/src/routes/customer-jobs/queries.js';
import { contactOfBid } from '../services/src/routes/messages/queries.js';

export function bareListsAndPages(app: FastifyInstance, companyId: number, customerId: number): void {
  const { db } = app;
  app.get('/api/firma/vundne', async (request) =>
    wonJobs(db, companyId, Number((request.query as { page?: string }).page ?? 1)),
  );

  app.get('/api/bruger/opgaver/:jobId', async (request) => {
    const job = await ownJobOrNotFound(db, Number((request.params as { jobId: string }).jobId), customerId);
    return jobPage(db, job, false);
  });

  app.post('/opgave/new_message', async (request) => {
    const body = request.body as { msg: string; bidid: number; userid: number; companyid: number };
    const contact = await contactOfBid(db, body.bidid, body.userid, body.companyid, { companyId });
    if (!contact) throw new Error('no such offer');
    await inTransaction(db, async () => {
      await db
        .insert(messages)
        .values({
          contactId: contact.contactId,
          sender: 'company',
          body: body.msg,
          createdAt: Math.floor(Date.now() / 1000),
        })
        .run();
      const params = { headline: contact.headline, message: body.msg, company: contact.companyName };
      await notifyParty(app, contact.customerId, 'new_message', params, '/bruger/beskeder');
    });
    return { response: 'success' };
  });
}
