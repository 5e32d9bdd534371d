// POST /api/admin/annulleringer/:id/beslutning: the administrator approves or rejects a company's
// pending cancellation request, with a reason. One transaction of conditional updates (only a
// pending request, only a contact still awaiting the decision): approve cancels the contact and
// the job; reject restores the contact's state from before the request. Approving a request that
// says the customer wants a new company (optionnewone) cancels the contact and puts the job back
// out for bids instead (see rules.ts). Both sides are told by e-mail and SMS, and the decision with
// its reason is written into the company's conversation, so it sees it in the messages modals as
// well. The decision is written to the audit log in its transaction.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import {
  CancellationDecisionBody,
  CancellationDecisionReply,
  CancellationIdParams,
  errorResponses,
} from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import {
  cancellations,
  companies,
  contacts,
  jobs,
  messages,
  type ContactState,
  type JobStatus,
} from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import { nowSeconds } from '../../lib/danish.js';
import { notifyParty } from '../../lib/notify-party.js';
import { inTransaction } from '../../lib/transaction.js';
import { withJobAndCompany } from './cancellation-joins.js';
import { approvedJobChange, putsBackOutForBids } from './rules.js';

interface Decided {
  jobId: number;
  customerId: number;
  companyUserId: number;
  headline: string;
  companyName: string;
  contactState: ContactState;
  jobStatus: JobStatus;
  /** Approved with the customer wanting a new company: the job is open for offers again. */
  backOutForBids: boolean;
}

/** The decision as a system message of the conversation, in Danish like every stored message. */
type SystemText = (headline: string) => string;

async function decide(
  db: Db,
  id: number,
  approve: boolean,
  reason: string,
  adminId: number,
  systemText: SystemText,
): Promise<Decided> {
  return await db.transaction(async (tx) => {
    const query = tx
      .select({
        contactId: contacts.id,
        previousState: cancellations.previousState,
        jobId: jobs.id,
        jobStatus: jobs.status,
        customerId: jobs.userId,
        headline: jobs.headline,
        companyUserId: companies.userId,
        companyName: companies.name,
        optionNewOne: cancellations.optionNewOne,
        personalizedCompanyId: jobs.personalizedCompanyId,
      })
      .from(cancellations)
      .$dynamic();
    const row = await withJobAndCompany(query).where(eq(cancellations.id, id)).get();
    if (!row) throw new AppError(404, 'errors:::cancellation_not_found');
    const now = nowSeconds();
    const decided = (
      await tx
        .update(cancellations)
        .set({
          status: approve ? 'approved' : 'rejected',
          decisionReason: reason,
          decidedByUserId: adminId,
          decidedAt: now,
        })
        .where(and(eq(cancellations.id, id), eq(cancellations.status, 'pending')))
        .run()
    ).changes;
    if (decided === 0) throw new AppError(409, 'errors:::cancellation_decided');
    const contactState: ContactState = approve ? 'cancelled' : row.previousState;
    let jobStatus = row.jobStatus;
    let backOut = false;
    if (approve) {
      const change = approvedJobChange(putsBackOutForBids(row), now);
      const changed = (
        await tx
          .update(jobs)
          .set(change)
          .where(and(eq(jobs.id, row.jobId), eq(jobs.status, 'assigned')))
          .run()
      ).changes;
      if (changed > 0) jobStatus = change.status;
      backOut = changed > 0 && change.status === 'open';
    }
    const moved = (
      await tx
        .update(contacts)
        // Back out for bids, the company gives way as one that refused the job does: not the winner.
        .set(backOut ? { state: contactState, isWinner: false } : { state: contactState })
        .where(and(eq(contacts.id, row.contactId), eq(contacts.state, 'cancel_pending')))
        .run()
    ).changes;
    if (moved === 0) throw new AppError(409, 'errors:::cancellation_decided');
    await tx
      .insert(messages)
      .values({ contactId: row.contactId, sender: 'system', body: systemText(row.headline), createdAt: now })
      .run();
    await recordAudit(db, {
      actorId: adminId,
      action: 'cancellation.decide',
      targetType: 'cancellation',
      targetId: id,
      before: { status: 'pending', contact_state: 'cancel_pending', job_status: row.jobStatus },
      after: {
        status: approve ? 'approved' : 'rejected',
        reason,
        contact_state: contactState,
        job_status: jobStatus,
        ...(backOut ? { back_out_for_bids: true } : {}),
      },
    });
    return {
      jobId: row.jobId,
      customerId: row.customerId,
      companyUserId: row.companyUserId,
      headline: row.headline,
      companyName: row.companyName,
      contactState,
      jobStatus,
      backOutForBids: backOut,
    };
  });
}

const decideCancellationRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/admin/annulleringer/:id/beslutning',
    {
      schema: {
        tags: ['admin'],
        summary: "Approve or reject a company's pending cancellation request, with a reason",
        params: CancellationIdParams,
        body: CancellationDecisionBody,
        response: { 200: CancellationDecisionReply, ...errorResponses },
      },
    },
    async (request) => {
      const admin = request.admin;
      const approve = request.body.decision === 'approve';
      const reason = request.body.reason.trim();
      if (!reason) throw new AppError(400, 'errors:::decision_reason');
      const systemKey = approve
        ? 'fragments-beskeder:::system::cancel_approved'
        : 'fragments-beskeder:::system::cancel_rejected';
      const systemText = (headline: string) => fastify.translate('da-DK', systemKey, { headline, reason });
      const event = approve ? 'cancel_approved' : 'cancel_rejected';
      const done = await inTransaction(fastify.db, async () => {
        const decided = await decide(fastify.db, request.params.id, approve, reason, admin.id, systemText);
        const params = { headline: decided.headline, reason, company: decided.companyName };
        // The customer who wants a new company is told that her job is open for offers again; after
        // a rejection she is told in her own words that the job goes on with the company.
        await notifyParty(
          fastify,
          decided.customerId,
          decided.backOutForBids ? 'cancel_approved_new_company' : event,
          params,
          `/bruger/opgave/${decided.jobId}`,
          approve ? undefined : 'cancel_rejected_customer',
        );
        await notifyParty(
          fastify,
          decided.companyUserId,
          event,
          params,
          '/firma/opgaver/dine-vundne-opgaver',
        );
        return decided;
      });
      return {
        type: 'success' as const,
        message: request.t(
          done.backOutForBids
            ? 'fragments-admin:::decision::approved_new_company'
            : approve
              ? 'fragments-admin:::decision::approved'
              : 'fragments-admin:::decision::rejected',
          { headline: done.headline },
        ),
        cancellation_id: request.params.id,
        status: approve ? ('approved' as const) : ('rejected' as const),
        contact_state: done.contactState,
        job_status: done.jobStatus,
      };
    },
  );
};

export default decideCancellationRoute;
