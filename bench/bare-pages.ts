// The bare baseline's handlers of the calls the pages make beside the open-jobs list (bare.ts): the
// company's won jobs, the customer's job page and a message from the company on its offer, each the
// app's own query functions with no session, auth, CSRF or schema checks around them. The message is
// what the route does for a company's text: stored unless it is a double click (sendMessage), its
// notices queued in the same transaction, and the reply's view of it drawn as the route draws it.
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { PAGES } from '@opgavetorvet/contracts';
import { wonJobs } from '../services/src/db/queries/won-jobs.js';
import { renderHtml } from '../services/src/lib/html.js';
import { notifyParty } from '../services/src/lib/notify-party.js';
import { inTransaction } from '../services/src/lib/transaction.js';
import type { Translate } from '../services/src/lib/translator.js';
import { jobPage } from '../services/src/domain/jobs/job-page-data.js';
import { ownJobOrNotFound } from '../services/src/routes/customer-jobs/queries.js';
import { MessageItem } from '../services/src/routes/messages/components/message-item.js';
import { contactOfBid } from '../services/src/routes/messages/queries.js';
import { sendMessage } from '../services/src/routes/messages/send-message.js';

export function bareListsAndPages(
  app: FastifyInstance,
  { companyId, customerId, t }: { companyId: number; customerId: number; t: Translate },
): void {
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
    const text = body.msg.trim();
    const { row, repeated } = await inTransaction(db, async () => {
      const sent = await sendMessage(db, {
        contactId: contact.contactId,
        sender: 'company',
        body: text,
        files: [],
        by: { userId: null, token: null },
      });
      const params = { headline: contact.headline, message: text, company: contact.companyName };
      if (!sent.repeated)
        await notifyParty(app, contact.customerId, 'new_message', params, PAGES.brugerBeskeder);
      return sent;
    });
    const view = renderHtml(
      createElement(MessageItem, {
        t,
        lang: 'da-DK',
        message: row,
        mine: true,
        companyName: contact.companyName,
      }),
    );
    return { response: repeated ? 'replay' : 'success', view };
  });
}
