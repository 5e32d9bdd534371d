// POST /ajax/bruger/changejobstatus: the customer chooses the company of one contact as the job's
// supplier. One transaction: the contact becomes the winner awaiting the company's confirmation,
// the job 'assigned'. The partial unique index on is_winner makes a second choice fail (409).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ChangeJobStatusBody, ChangeJobStatusReply, errorResponses } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import { bids, contacts, jobs, messages } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { notifyParty } from '../../lib/notify-party.js';
import { inTransaction } from '../../lib/transaction.js';
import { ownContact, type OwnContact } from '../../db/queries/contacts.js';
import { canChooseAgain, supplierHiredLink } from './rules.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { nowSeconds } from '../../lib/danish.js';

const hasStandingBid = sql`exists (select 1 from ${bids} where ${bids.contactId} = ${contacts.id} and ${bids.withdrawnAt} is null)`;

/** Makes the contact the winner; throws AppError (rolled back) when the job cannot get it. */
async function chooseSupplier(
  db: Db,
  userId: number,
  jobId: number,
  contactId: number,
  systemText: string,
): Promise<OwnContact> {
  return await db.transaction(async (tx) => {
    const contact = await ownContact(tx, contactId, userId, jobId);
    if (!contact) throw new AppError(404, 'errors:::offer_not_found');
    const winner = await tx
      .select({ id: contacts.id, state: contacts.state, selectedAt: contacts.selectedAt })
      .from(contacts)
      .where(and(eq(contacts.jobId, jobId), eq(contacts.isWinner, true)))
      .get();
    if (winner?.id === contactId)
      throw new AppError(409, 'errors:::supplier_is_chosen', { company: contact.companyName });
    const now = nowSeconds();
    if (!canChooseAgain(contact.jobStatus, winner, now)) {
      throw new AppError(409, winner ? 'errors:::supplier_already_chosen' : 'errors:::job_not_open');
    }
    // A company that refused the job, or let 96 hours pass unconfirmed, gives way to the next choice
    // (the unconfirmed one counts as refused).
    if (winner)
      await tx
        .update(contacts)
        .set({ isWinner: false, state: 'refused' })
        .where(and(eq(contacts.id, winner.id), inArray(contacts.state, ['refused', 'awaiting_confirmation'])))
        .run();
    const chosen = (
      await tx
        .update(contacts)
        .set({
          isWinner: true,
          state: 'awaiting_confirmation',
          selectedAt: nowSeconds(),
          companySeenSelection: false,
        })
        .where(and(eq(contacts.id, contactId), eq(contacts.state, 'bid'), hasStandingBid))
        .run()
    ).changes;
    if (chosen === 0)
      throw new AppError(409, 'errors:::contact_not_choosable', { company: contact.companyName });
    await tx
      .update(jobs)
      .set({ status: 'assigned' })
      .where(
        and(
          eq(jobs.id, jobId),
          eq(jobs.userId, userId),
          inArray(jobs.status, ['open', 'assigned']),
          isNull(jobs.closedAt),
        ),
      )
      .run();
    await tx
      .insert(messages)
      .values({ contactId, sender: 'system', body: systemText, createdAt: nowSeconds() })
      .run();
    return contact;
  });
}

const changeJobStatusRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/ajax/bruger/changejobstatus',
    {
      schema: {
        tags: ['bruger'],
        summary: "Choose a contact's company as the supplier of the own job",
        body: ChangeJobStatusBody,
        response: { 200: ChangeJobStatusReply, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.customer;
      const { job_id: jobId, contact_id: contactId } = request.body;
      const headline = (
        await fastify.db
          .select({ headline: jobs.headline })
          .from(jobs)
          .where(and(eq(jobs.id, jobId), eq(jobs.userId, user.id)))
          .get()
      )?.headline;
      if (headline === undefined) throw new AppError(404, 'errors:::job_not_found');
      const systemText = fastify.translate('da-DK', 'fragments-beskeder:::system::chosen', {
        name: user.name,
        headline,
      });
      let contact: OwnContact;
      try {
        contact = await inTransaction(fastify.db, async () => {
          const chosen = await chooseSupplier(fastify.db, user.id, jobId, contactId, systemText);
          await notifyParty(
            fastify,
            chosen.companyUserId,
            'supplier_chosen',
            { headline, company: chosen.companyName },
            '/firma/opgaver/dine-vundne-opgaver',
          );
          return chosen;
        });
      } catch (err) {
        if (isUniqueViolation(err, 'contacts.job_id'))
          throw new AppError(409, 'errors:::supplier_already_chosen');
        throw err;
      }
      return {
        type: 'success' as const,
        message: request.t('fragments-bruger:::choose::done', { company: contact.companyName }),
        result: supplierHiredLink(jobId, contactId),
      };
    },
  );
};

export default changeJobStatusRoute;
