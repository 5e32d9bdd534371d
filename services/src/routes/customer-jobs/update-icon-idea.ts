// POST /bruger/update_icon_idea: the idea link on /bruger/opgaver toggles a job's block open or
// closed in place. The open blocks are kept in the session (per job), so a reload keeps them;
// an open block's html is the job's summary, a closed one's ''.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, eq, isNull, notInArray } from 'drizzle-orm';
import { createElement } from 'react';
import { IconIdeaBody, IconIdeaReply, errorResponses } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { bids, contacts, messages } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { JobBlock } from './components/job-block.js';
import { renderFragment } from '../../lib/fragment-translator.js';
import { ownJob } from './queries.js';

declare module 'fastify' {
  interface Session {
    /** Jobs whose block the customer opened with the idea link on /bruger/opgaver. */
    openIdeaJobs?: number[];
  }
}

const OPEN_BLOCKS_MAX = 200;

/** The job's bids not withdrawn, on contacts still in the running. */
async function standingBids(db: Db, jobId: number): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(contacts)
    .innerJoin(bids, eq(bids.contactId, contacts.id))
    .where(
      and(
        eq(contacts.jobId, jobId),
        isNull(bids.withdrawnAt),
        notInArray(contacts.state, ['withdrawn', 'declined']),
      ),
    )
    .get();
  return row?.n ?? 0;
}

/** The companies' messages on the job the customer has not read. */
async function unreadFromCompanies(db: Db, jobId: number): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(contacts)
    .innerJoin(messages, eq(messages.contactId, contacts.id))
    .where(and(eq(contacts.jobId, jobId), eq(messages.sender, 'company'), isNull(messages.readAt)))
    .get();
  return row?.n ?? 0;
}

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

      const data = {
        ...job,
        bidsCount: await standingBids(db, job.id),
        unreadCount: await unreadFromCompanies(db, job.id),
      };
      return {
        html: renderFragment(request, (t) => createElement(JobBlock, { t, lang: request.lang, job: data })),
        open,
        job_id: job.id,
      };
    },
  );
};

export default updateIconIdeaRoute;
