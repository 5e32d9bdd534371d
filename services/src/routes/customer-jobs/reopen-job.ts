// POST /api/bruger/opgaver/:jobId/genaabn: the customer opens her job again after it closed by
// expiry (30 days with no company chosen), or within 30 days of withdrawing it (issue 32). It is
// open for offers for another 30 days and is announced to matching companies again; any other state
// answers 409 and changes nothing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JobPageParams, ReopenJobReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { reopenExpiredJob } from '../../domain/jobs/expiry.js';
import { reopenWithdrawnJob } from '../../domain/jobs/withdraw.js';
import { inTransaction } from '../../lib/transaction.js';
import { ownJob } from './queries.js';
import { dateText } from './rules.js';
import { nowSeconds } from '../../lib/danish.js';

const reopenJobRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/bruger/opgaver/:jobId/genaabn',
    {
      schema: {
        tags: ['bruger'],
        summary:
          'Open an expired or (within 30 days) withdrawn job again for 30 days (announced to matching companies again)',
        params: JobPageParams,
        response: { 200: ReopenJobReply, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.customer;
      const { jobId } = request.params;
      const until = await inTransaction(fastify.db, async () => {
        const job = await ownJob(fastify.db, jobId, user.id);
        if (!job) throw new AppError(404, 'errors:::job_not_found');
        const reopen = job.status === 'cancelled' ? reopenWithdrawnJob : reopenExpiredJob;
        return await reopen(fastify.db, jobId, user.id, nowSeconds());
      });
      fastify.delivery.wake();
      return {
        type: 'success' as const,
        message: request.t('bruger:::job::reopened', { date: dateText(until) }),
        job_id: jobId,
        open_until: until,
      };
    },
  );
};

export default reopenJobRoute;
