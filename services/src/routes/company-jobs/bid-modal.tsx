// /ajax/firma/modal_bid: the bid form for an open job this company may bid on; otherwise a
// notification reply { type, message } (already bid: info; declined or closed: error) with 409,
// or 404/403 when the job is not one it may see.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BidModalReply, JobIdBody, MessageReply, errorResponses } from '@opgavetorvet/contracts';
import { renderHtml } from '../../lib/html.js';
import { biddableJob } from '../../domain/jobs/bids.js';
import { StateRefusal } from '../../domain/jobs/transitions.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { BidForm } from './html/bid-form.js';

const bidModalRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/firma/modal_bid',
    {
      schema: {
        tags: ['company-jobs'],
        summary: 'The bid form of a job, or why there is none',
        body: JobIdBody,
        response: {
          200: BidModalReply,
          400: errorResponses[400],
          401: errorResponses[401],
          403: MessageReply,
          404: MessageReply,
          409: MessageReply,
        },
      },
    },
    async (request, reply) => {
      const companyId = request.company.id;
      try {
        const job = await biddableJob(fastify.db, companyId, request.body.job_id);
        return {
          html: renderHtml(<BidForm jobId={job.job_id} headline={job.headline} t={fragmentT(request)} />),
        };
      } catch (error) {
        if (!(error instanceof StateRefusal)) throw error;
        return reply
          .code(error.statusCode as 403 | 404 | 409)
          .send({ type: error.notification, message: request.t(error.key) });
      }
    },
  );
};

export default bidModalRoute;
