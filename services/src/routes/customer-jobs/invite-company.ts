// POST /bruger/invite_company_by_email: the job's customer invites a company to bid; it gets an
// e-mail (and SMS). Allowed while the job has fewer than 4 (SPEC §5), so MAX_INVITATIONS_PER_JOB = 4:
// the insert picks a free slot 1..4 in one statement, so parallel invitations can never pass it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import {
  InviteCompanyBody,
  InviteCompanyReply,
  InviteRefusedReply,
  errorResponses,
  openJobPage,
} from '@opgavetorvet/contracts';
import { contacts, invitations } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { notifyParty } from '../../lib/notify-party.js';
import { ownJob } from './queries.js';
import { companyCard } from '../../db/queries/company-card.js';
import { MAX_INVITATIONS_PER_JOB, isOpen } from './rules.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/** Slots 1..limit as a SQL row source. */
const SLOTS = sql.raw(
  Array.from({ length: MAX_INVITATIONS_PER_JOB }, (_, i) => `select ${i + 1} as slot`).join(' union all '),
);

const inviteCompanyRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;
  fastify.post(
    '/bruger/invite_company_by_email',
    {
      schema: {
        tags: ['bruger'],
        summary: 'Invite a company by e-mail to bid on the own job (allowed while the job has fewer than 4)',
        body: InviteCompanyBody,
        response: { 200: InviteCompanyReply, ...errorResponses, 409: InviteRefusedReply },
      },
    },
    async (request, reply) => {
      const user = request.customer;
      const { company_id: companyId, job_id: jobId } = request.body;
      const job = await ownJob(db, jobId, user.id);
      if (!job) throw new AppError(404, 'errors:::job_not_found');
      const company = await companyCard(db, companyId);
      if (!company) throw new AppError(404, 'errors:::company_not_found');
      const refuse = (key: string) =>
        reply.code(409).send({
          type: 'error' as const,
          response: 'error' as const,
          message: request.t(key, { company: company.name }),
          company_id: companyId,
        });

      if (!isOpen(job.status)) return refuse('errors:::job_not_open');
      if (job.personalizedCompanyId !== null && job.personalizedCompanyId !== companyId)
        return refuse('errors:::job_personalized');
      const hasContact = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.jobId, jobId), eq(contacts.companyId, companyId)))
        .get();
      if (hasContact) return refuse('errors:::invite_has_offer');
      const invited = await db
        .select({ id: invitations.id })
        .from(invitations)
        .where(and(eq(invitations.jobId, jobId), eq(invitations.companyId, companyId)))
        .get();
      if (invited) return refuse('errors:::already_invited');

      let inserted: number;
      try {
        inserted = (
          await db.run(sql`insert into invitations (job_id, company_id, slot, created_at)
          select ${jobId}, ${companyId}, s.slot, unixepoch() from (${SLOTS}) s
          where s.slot not in (select slot from invitations where job_id = ${jobId})
            and exists (select 1 from jobs where id = ${jobId} and user_id = ${user.id} and status = 'open')
          order by s.slot limit 1`)
        ).changes;
      } catch (err) {
        if (isUniqueViolation(err, 'invitations.job_id, invitations.company_id'))
          return refuse('errors:::already_invited');
        if (isUniqueViolation(err)) return refuse('errors:::invitation_limit');
        throw err;
      }
      if (inserted === 0) return refuse('errors:::invitation_limit');

      await notifyParty(fastify, company.userId, 'invited', { headline: job.headline }, openJobPage(jobId));
      return {
        response: 'success' as const,
        message: request.t('fragments-bruger:::invite::sent', { company: company.name }),
        company_id: companyId,
      };
    },
  );
};

export default inviteCompanyRoute;
