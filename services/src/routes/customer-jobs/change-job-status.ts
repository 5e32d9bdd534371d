// POST /ajax/bruger/changejobstatus: the customer chooses the company of one contact as the job's
// supplier, with the street address where the job is done (issue 32: only the chosen company sees
// it; a profile without one keeps it). One transaction: the contact becomes the winner awaiting the
// company's confirmation, the job 'assigned' (domain/jobs/choose-supplier.ts); a second choice fails (409).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import {
  ChangeJobStatusBody,
  ChangeJobStatusReply,
  errorResponses,
  supplierHiredPage,
} from '@opgavetorvet/contracts';
import { jobs } from '../../db/schema/index.js';
import { chooseSupplier } from '../../domain/jobs/choose-supplier.js';
import { AppError } from '../../errors.js';

const changeJobStatusRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/bruger/changejobstatus',
    {
      schema: {
        tags: ['bruger'],
        summary: "Choose a contact's company as the supplier of the own job",
        body: ChangeJobStatusBody,
        response: { 200: ChangeJobStatusReply, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.customer;
      const { job_id: jobId, contact_id: contactId, street_address: streetAddress } = request.body;
      const headline = (
        await fastify.db
          .select({ headline: jobs.headline })
          .from(jobs)
          .where(and(eq(jobs.id, jobId), eq(jobs.userId, user.id)))
          .get()
      )?.headline;
      if (headline === undefined) throw new AppError(404, 'errors:::job_not_found');
      const systemText = fastify.translate('da-DK', 'fragments-beskeder:::system::chosen', {
        name: user.name,
        headline,
      });
      const contact = await chooseSupplier(fastify, {
        userId: user.id,
        jobId,
        contactId,
        headline,
        systemText,
        streetAddress,
      });
      return {
        type: 'success' as const,
        message: request.t('fragments-bruger:::choose::done', { company: contact.companyName }),
        result: supplierHiredPage(jobId, contactId),
      };
    },
  );
};

export default changeJobStatusRoute;
