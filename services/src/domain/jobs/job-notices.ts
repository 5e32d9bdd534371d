// Tells the companies with an offer on a job what its customer did with it (issue 32): an addition
// to its text, or its withdrawal; or what the administrator did (issue 33): removed it, or opened it
// again. One e-mail per company, queued in the caller's transaction (the
// outbox), in Danish from mail:::job_control::<notice>; not to a company that switched 'Tilbud' by
// e-mail off (its notice settings: what concerns its offers), except the administrator's decisions.
import { PAGES } from '@opgavetorvet/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, contacts, users, type ContactState } from '../../db/schema/index.js';
import { wantsNotice } from '../../lib/notice-settings.js';

/** A company has a standing offer on the job: its bid stands, or it was chosen and has not ended. */
export const OFFER_STATES: readonly ContactState[] = [
  'bid',
  'awaiting_confirmation',
  'confirmed',
  'changes_proposed',
  'cancel_pending',
];

export type BidderNotice = 'addition' | 'withdrawn' | 'removed' | 'restored';

/**
 * Queues the notice to the e-mail of every company with a standing offer on the job that wants it
 * (`always`: every one, whatever its settings); gives how many.
 */
export async function tellBidders(
  fastify: FastifyInstance,
  jobId: number,
  notice: BidderNotice,
  params: Record<string, string | number>,
  { always = false }: { always?: boolean } = {},
): Promise<number> {
  const bidders = await fastify.db
    .select({ userId: users.id, email: users.email, company: companies.name })
    .from(contacts)
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(and(eq(contacts.jobId, jobId), inArray(contacts.state, [...OFFER_STATES])))
    .all();
  let told = 0;
  for (const bidder of bidders) {
    if (!always && !(await wantsNotice(fastify.db, bidder.userId, 'offers', 'email'))) continue;
    told += 1;
    const values = { ...params, company: bidder.company, job_id: jobId };
    const text = (part: string) => ({ key: `mail:::job_control::${notice}::${part}`, params: values });
    await fastify.mailer.send({
      to: bidder.email,
      subject: text('subject'),
      text: text('text'),
      link: { path: PAGES.firmaOpgaver, label: text('button') },
    });
  }
  return told;
}
