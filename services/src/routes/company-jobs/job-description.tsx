// /firma/modal_discription_job: the description of an open job this company may bid on, or of a job
// it was chosen for (opening such a booking marks the choice as seen). Customer contact details
// (and the street address she gave) only while this company is the chosen one; never anyone's bid.
// The job's photos as thumbnails, and the customer's dated additions under its text (issue 32).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HtmlReply, JobIdBody } from '@opgavetorvet/contracts';
import { companyRefusals } from '../../lib/company-refusals.js';
import { AppError } from '../../errors.js';
import { renderHtml } from '../../lib/html.js';
import { fragmentT } from '../../lib/fragment-translator.js';
import { JobDescription } from './html/job-description.js';
import { customerOf, jobAnswers, jobForCompany, jobStreetAddress } from './queries.js';
import { additionsOf } from '../../db/queries/job-additions.js';
import { markSelectionSeen } from '../../db/queries/won-jobs.js';
import { filesOf } from '../../db/queries/files.js';

const jobDescriptionRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/firma/modal_discription_job',
    {
      schema: {
        tags: ['company-jobs'],
        summary: 'The description of an open or own won job',
        body: JobIdBody,
        response: { 200: HtmlReply, ...companyRefusals },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const job = await jobForCompany(fastify.db, companyId, request.body.job_id);
      if (!job) throw new AppError(404, 'fragments-firma:::errors::job_not_found');
      const chosen = job.is_winner === 1 && job.contact_id !== null;
      if (chosen && job.contact_id !== null) await markSelectionSeen(fastify.db, companyId, job.contact_id);
      const person = chosen ? await customerOf(fastify.db, job.user_id) : undefined;
      // The street address the customer gave when she chose this company (issue 32): its eyes only.
      const customer = person
        ? { ...person, street: await jobStreetAddress(fastify.db, job.job_id) }
        : undefined;
      const html = renderHtml(
        <JobDescription
          job={job}
          answers={await jobAnswers(fastify.db, job.job_id)}
          additions={await additionsOf(fastify.db, job.job_id)}
          photos={(await filesOf(fastify.db, { jobIds: [job.job_id] })).get(job.job_id) ?? []}
          customer={customer}
          t={fragmentT(request)}
          lang={request.lang}
        />,
      );
      return { html };
    },
  );
};

export default jobDescriptionRoute;
