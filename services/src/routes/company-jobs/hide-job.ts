// POST /api/firma/opgaver/:jobId/skjul and /vis: hide or show a job for this company. The list of
// hidden ids is the per-company cookie of SPEC §3/§9 (365 days, readable by the page); the
// server sets it here and findopgaver leaves those jobs out unless the showallwork cookie is 1.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HiddenJobsReply, JobIdParams } from '@opgavetorvet/contracts';
import { companyRefusals } from '../../lib/company-refusals.js';
import { AppError } from '../../errors.js';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.js';
import { LONG_COOKIE_MAX_AGE_SECONDS, hiddenJobsCookie, parseHiddenJobs, toggleHidden } from './rules.js';

const hideJobRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  for (const [action, hide] of [
    ['skjul', true],
    ['vis', false],
  ] as const) {
    fastify.post(
      `/api/firma/opgaver/:jobId/${action}`,
      {
        schema: {
          tags: ['company-jobs'],
          summary: hide ? 'Hide a job for this company' : 'Show a hidden job again',
          params: JobIdParams,
          response: { 200: HiddenJobsReply, ...companyRefusals },
        },
      },
      async (request, reply) => {
        const companyId = request.company.id;
        const { jobId } = request.params;
        if (!(await fastify.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).get()))
          throw new AppError(404, 'fragments-firma:::errors::job_not_found');
        const name = hiddenJobsCookie(companyId);
        const ids = toggleHidden(parseHiddenJobs(request.cookies[name]), jobId, hide);
        reply.setCookie(name, ids.join(','), {
          path: '/',
          maxAge: LONG_COOKIE_MAX_AGE_SECONDS,
          sameSite: 'lax',
          secure: fastify.config.cookieSecure,
          httpOnly: false,
        });
        return {
          type: 'success' as const,
          message: request.t(`fragments-firma:::hide::${hide ? 'hidden' : 'shown'}`),
          hidden_job_ids: ids,
        };
      },
    );
  }
};

export default hideJobRoute;
