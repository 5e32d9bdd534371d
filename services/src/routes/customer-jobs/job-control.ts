// The customer's control of her own job (issue 32), the job's life in domain/jobs:
// GET  /api/bruger/opgaver/:jobId/styring       where it stands and what she may do with it now;
// POST /api/bruger/opgaver/:jobId/rediger       new headline, description and answers while it has no offer;
// POST /api/bruger/opgaver/:jobId/tilfoejelse   a dated addition, once it has offers (bidders told);
// POST /api/bruger/opgaver/:jobId/traek-tilbage withdraw it with a reason (bidders told).
// Opening a withdrawn job again is POST …/genaabn (reopen-job.ts), as for an expired one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EditJobBody,
  JobAdditionBody,
  JobControlChangeReply,
  JobControlReply,
  JobPageParams,
  WithdrawJobBody,
  errorResponses,
} from '@opgavetorvet/contracts';
import { addJobAddition, editJobText } from '../../domain/jobs/job-text.js';
import { withdrawJob } from '../../domain/jobs/withdraw.js';
import { nowSeconds } from '../../lib/danish.js';
import { jobControlOf } from './job-control-data.js';

const changeResponse = { 200: JobControlChangeReply, ...errorResponses };

const jobControlRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/bruger/opgaver/:jobId/styring',
    {
      schema: {
        tags: ['bruger'],
        summary: 'Where the own job stands and what the customer may do with it now',
        params: JobPageParams,
        response: { 200: JobControlReply, ...errorResponses },
      },
    },
    async (request) =>
      await jobControlOf(fastify.db, request.params.jobId, request.customer.id, request.t.bind(request)),
  );

  fastify.post(
    '/api/bruger/opgaver/:jobId/rediger',
    {
      schema: {
        tags: ['bruger'],
        summary: 'Edit the headline, description and answers of the own job while it has no offer',
        params: JobPageParams,
        body: EditJobBody,
        response: changeResponse,
      },
    },
    async (request) => {
      const { jobId } = request.params;
      await editJobText(fastify.db, jobId, request.customer.id, request.body);
      return { type: 'success' as const, message: request.t('bruger:::control::edited'), job_id: jobId };
    },
  );

  fastify.post(
    '/api/bruger/opgaver/:jobId/tilfoejelse',
    {
      schema: {
        tags: ['bruger'],
        summary: 'Add a dated addition to the own job; the companies with an offer see it and are told',
        params: JobPageParams,
        body: JobAdditionBody,
        response: changeResponse,
      },
    },
    async (request) => {
      const { jobId } = request.params;
      await addJobAddition(fastify, jobId, request.customer.id, request.body.text);
      fastify.delivery.wake();
      return { type: 'success' as const, message: request.t('bruger:::control::added'), job_id: jobId };
    },
  );

  fastify.post(
    '/api/bruger/opgaver/:jobId/traek-tilbage',
    {
      schema: {
        tags: ['bruger'],
        summary: 'Withdraw the own open job with a reason; the companies with an offer are told',
        params: JobPageParams,
        body: WithdrawJobBody,
        response: changeResponse,
      },
    },
    async (request) => {
      const { jobId } = request.params;
      await withdrawJob(fastify, jobId, request.customer.id, request.body, nowSeconds());
      fastify.delivery.wake();
      return { type: 'success' as const, message: request.t('bruger:::control::withdrawn'), job_id: jobId };
    },
  );
};

export default jobControlRoute;
