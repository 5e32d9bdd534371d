// /firma/message_modal: the thread of the company's own contact with the customer, under where its
// won job stands (as in the messages modal). Opening it marks the customer's unread messages read
// (the rows keep their "new" mark in this reply only). The thread is read and marked read by
// db/queries/messages.ts, as everywhere a conversation is shown.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HtmlReply, MessageModalBody } from '@opgavetorvet/contracts';
import { companyRefusals } from '../../lib/company-refusals.js';
import { AppError } from '../../errors.js';
import { renderHtml } from '../../lib/html.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { MessageThread, type ThreadHead } from './html/message-thread.js';
import { and, eq } from 'drizzle-orm';
import { companies, contacts, jobs, users } from '../../db/schema/index.js';
import { markRead, threadOf } from '../../db/queries/messages.js';
import { storedNumber } from '../../db/stored-value.js';

const messageModalRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/firma/message_modal',
    {
      schema: {
        tags: ['company-jobs'],
        summary: "The message thread of the company's contact",
        body: MessageModalBody,
        response: { 200: HtmlReply, ...companyRefusals },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const contactId = request.body.contact_id;
      const db = fastify.db;
      const head: ThreadHead | undefined = await db
        .select({
          contact_id: contacts.id,
          job_id: contacts.jobId,
          headline: jobs.headline,
          customer_name: users.name,
          company_name: companies.name,
          state: contacts.state,
          is_winner: storedNumber(contacts.isWinner),
          finished_price_ore: contacts.finishedPriceOre,
        })
        .from(contacts)
        .innerJoin(jobs, eq(jobs.id, contacts.jobId))
        .innerJoin(users, eq(users.id, jobs.userId))
        .innerJoin(companies, eq(companies.id, contacts.companyId))
        .where(and(eq(contacts.id, contactId), eq(contacts.companyId, companyId)))
        .get();
      if (!head) throw new AppError(404, 'fragments-firma:::errors::contact_not_found');
      const company = { companyId };
      const messages = await threadOf(db, [contactId], company);
      await markRead(db, [contactId], company);
      const html = renderHtml(
        <MessageThread
          head={head}
          messages={messages}
          reader={company}
          link={request.body.link || undefined}
          t={fragmentT(request)}
          lang={request.lang}
        />,
      );
      return { html };
    },
  );
};

export default messageModalRoute;
