// POST /bruger/update_icon_idea: the idea link on /bruger/opgaver toggles a job's block open or
// closed in place. The open blocks are kept in the session (per job), so a reload keeps them;
// an open block's html is the job's summary, a closed one's ''. The block shows the job's row of the
// list (GET /api/bruger/opgaver's one query, job-list-rows.ts) and its description.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createElement } from 'react';
import { IconIdeaBody, IconIdeaReply, errorResponses } from '@opgavetorvet/contracts';
import { AppError } from '../../errors.js';
import { JobBlock } from './components/job-block.js';
import { renderFragment } from '../../lib/fragment-translator.js';
import { customerJobList } from './job-list-rows.js';
import { ownJob } from './queries.js';

declare module 'fastify' {
  interface Session {
    /** Jobs whose block the customer opened with the idea link on /bruger/opgaver. */
    openIdeaJobs?: number[];
  }
}

const OPEN_BLOCKS_MAX = 200;

const updateIconIdeaRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.post(
    '/bruger/update_icon_idea',
    {
      schema: {
        tags: ['bruger'],
        summary: "Toggle the idea icon: open or close the own job's block in the job list",
        body: IconIdeaBody,
        response: { 200: IconIdeaReply, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.customer;
      const job = await ownJob(db, request.body.job_id, user.id);
      if (!job) throw new AppError(404, 'errors:::job_not_found');
      const current = request.session.openIdeaJobs ?? [];
      const open = !current.includes(job.id);
      request.session.openIdeaJobs = open
        ? [...current, job.id].slice(-OPEN_BLOCKS_MAX)
        : current.filter((id) => id !== job.id);
      if (!open) return { html: '', open, job_id: job.id };

      // The list's own row of the job (its counts), with the description the block shows besides.
      const [row] = await customerJobList(db, user.id, job.id);
      if (!row) throw new AppError(404, 'errors:::job_not_found');
      const block = { ...row, description: job.description };
      return {
        html: renderFragment(request, (t) => createElement(JobBlock, { t, lang: request.lang, job: block })),
        open,
        job_id: job.id,
      };
    },
  );
};

export default updateIconIdeaRoute;
