// GET /api/bruger/opgaver/:jobId: the customer's own job page (offers with prices, companies,
// conversations, invitations, next steps); opening it marks the companies' messages read. An erased
// company is named "Slettet bruger" (issue 32).
// POST …/skjul and …/vis hide and show the job in the customer's list: a 365-day cookie per account
// (SPEC §3/§9 keep hidden job lists in cookies), changed only for the customer's own jobs.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { HideJobReply, JobPageParams, JobPageReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { jobPage } from '../../domain/jobs/job-page-data.js';
import { ownJob, ownJobOrNotFound } from './queries.js';
import { withCompanyNamesShown } from './shown-company-names.js';
import { HIDDEN_JOBS_MAX_AGE_SECONDS, hiddenJobsCookie, parseHiddenJobs, withHidden } from './rules.js';

function hiddenOf(request: FastifyRequest, userId: number): number[] {
  return parseHiddenJobs(request.cookies[hiddenJobsCookie(userId)]);
}

const jobPageRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/api/bruger/opgaver/:jobId',
    {
      schema: {
        tags: ['bruger'],
        summary: 'The own job page: offers, companies, messages, invitations (marks messages read)',
        params: JobPageParams,
        response: { 200: JobPageReply, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.customer;
      const job = await ownJobOrNotFound(db, request.params.jobId, user.id);
      const page = await jobPage(db, job, hiddenOf(request, user.id).includes(job.id));
      return withCompanyNamesShown(page, request.t.bind(request));
    },
  );

  for (const [action, hidden] of [
    ['skjul', true],
    ['vis', false],
  ] as const) {
    fastify.post(
      `/api/bruger/opgaver/:jobId/${action}`,
      {
        schema: {
          tags: ['bruger'],
          summary: hidden ? 'Hide the own job in the job list' : 'Show a hidden job again',
          params: JobPageParams,
          response: { 200: HideJobReply, ...errorResponses },
        },
      },
      async (request, reply) => {
        const user = request.customer;
        const job = await ownJob(db, request.params.jobId, user.id);
        if (!job) throw new AppError(404, 'errors:::job_not_found');
        const ids = withHidden(hiddenOf(request, user.id), job.id, hidden);
        reply.setCookie(hiddenJobsCookie(user.id), ids.join(','), {
          path: '/',
          maxAge: HIDDEN_JOBS_MAX_AGE_SECONDS,
          sameSite: 'lax',
          httpOnly: false,
          secure: fastify.config.cookieSecure,
        });
        return { job_id: job.id, hidden, hidden_job_ids: ids };
      },
    );
  }
};

export default jobPageRoute;
