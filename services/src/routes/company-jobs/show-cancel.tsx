// /ajax/firma/show_cancel_message: shows the company's newest cancel request on its own contact of
// that job (pending, approved, rejected or withdrawn); another company's contact is not found.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HtmlReply, ShowCancelBody } from '@opgavetorvet/contracts';
import { companyRefusals } from '../../lib/company-refusals.js';
import { AppError } from '../../errors.js';
import { renderHtml } from '../../lib/html.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { CancelMessage, type CancellationView } from './html/cancel-message.js';
import { and, desc, eq } from 'drizzle-orm';
import { cancellations, contacts, jobs } from '../../db/schema/index.js';
import { storedNumber } from '../../db/stored-value.js';

const showCancelRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/show_cancel_message',
    {
      schema: {
        tags: ['company-jobs'],
        summary: 'The cancel request of a contact',
        body: ShowCancelBody,
        response: { 200: HtmlReply, ...companyRefusals },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const cancellation: CancellationView | undefined = await fastify.db
        .select({
          id: cancellations.id,
          text: cancellations.text,
          option_select: cancellations.optionSelect,
          option_new_one: storedNumber(cancellations.optionNewOne),
          appointment_at: cancellations.appointmentAt,
          status: cancellations.status,
          decision_reason: cancellations.decisionReason,
          created_at: cancellations.createdAt,
          decided_at: cancellations.decidedAt,
          headline: jobs.headline,
        })
        .from(cancellations)
        .innerJoin(contacts, eq(contacts.id, cancellations.contactId))
        .innerJoin(jobs, eq(jobs.id, contacts.jobId))
        .where(
          and(
            eq(cancellations.contactId, request.body.contact_contact_id),
            eq(contacts.companyId, companyId),
            eq(contacts.jobId, request.body.job_id),
          ),
        )
        .orderBy(desc(cancellations.createdAt), desc(cancellations.id))
        .limit(1)
        .get();
      if (!cancellation) throw new AppError(404, 'fragments-firma:::cancel::not_found');
      return {
        html: renderHtml(
          <CancelMessage cancellation={cancellation} t={fragmentT(request)} lang={request.lang} />,
        ),
      };
    },
  );
};

export default showCancelRoute;
