// Reads the customer's job page: the job's answers, every contact with its company, latest offer
// and conversation, the invitations, and what the customer can do next, in as many statements for
// ten offers as for one (joins and one read of all threads). The caller has already found the job
// with ownership in the where clause.
import { asc, eq, sql } from 'drizzle-orm';
import type { JobPageContact, JobPageReply, OfferView, ThreadMessage } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import {
  attributeOptions,
  bids,
  carModels,
  categoryAttributes,
  companies,
  contacts,
  invitations,
  jobAttributes,
} from '../../db/schema/index.js';
import { cityOf, type OwnJob } from './queries.js';
import { newestBidId, type BidRow } from '../../db/queries/contacts.js';
import { withAnswerJoins } from '../../db/queries/job-answers.js';
import { isUnreadBy, markRead, threadOf } from '../../db/queries/messages.js';
import { reviewScore, starsOf } from '../../db/queries/company-card.js';
import { MAX_INVITATIONS_PER_JOB, canChooseAgain, isOpen } from './rules.js';
import { nowSeconds } from '../../lib/danish.js';

function offerOf(bid: BidRow | null): OfferView | null {
  if (!bid) return null;
  return {
    bid_id: bid.id,
    amount: bid.amount,
    min_estimate: bid.minEstimate,
    max_estimate: bid.maxEstimate,
    discount: bid.discount,
    hours_amount: bid.hoursAmount,
    hours_discount: bid.hoursDiscount,
    comment: bid.comment,
    created_at: bid.createdAt,
    withdrawn: bid.withdrawnAt !== null,
  };
}

async function answersOf(db: Db, jobId: number): Promise<JobPageReply['attributes']> {
  return await withAnswerJoins(
    db
      .select({
        attribute_id: categoryAttributes.id,
        name: categoryAttributes.name,
        unit: categoryAttributes.unit,
        value: sql<string>`coalesce(${attributeOptions.label}, ${carModels.make} || ' ' || ${carModels.model}, cast(${jobAttributes.numberValue} as text), '')`,
      })
      .from(jobAttributes)
      .$dynamic(),
  )
    .where(eq(jobAttributes.jobId, jobId))
    .orderBy(asc(categoryAttributes.sort), asc(categoryAttributes.id), asc(jobAttributes.id))
    .all();
}

/**
 * The job's contacts, oldest first, each with its company, the company's review score and its
 * newest bid (null when it has none): one statement however many offers the job has.
 */
async function offersOf(db: Db, jobId: number) {
  return await db
    .select({
      contact: contacts,
      company: {
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        project: companies.project,
        city: companies.city,
        average: reviewScore.average,
        reviewsCount: reviewScore.reviewsCount,
      },
      bid: bids,
    })
    .from(contacts)
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .leftJoin(bids, eq(bids.id, newestBidId(contacts.id)))
    .where(eq(contacts.jobId, jobId))
    .orderBy(asc(contacts.createdAt), asc(contacts.id))
    .all();
}

/** The page's data; company messages unread until now come back with is_new and are marked read. */
export async function jobPage(db: Db, job: OwnJob, hidden: boolean): Promise<JobPageReply> {
  const offers = await offersOf(db, job.id);
  const rows = offers.map((offer) => offer.contact);
  const ids = rows.map((c) => c.id);
  const customer = { userId: job.userId };
  const thread = await threadOf(db, ids, customer);
  const jobContacts: JobPageContact[] = offers.map(({ contact, company, bid }) => ({
    contact_id: contact.id,
    state: contact.state,
    is_winner: contact.isWinner,
    company: {
      company_id: company.id,
      name: company.name,
      slug: company.slug,
      project: company.project,
      city: company.city ?? '',
      rating: starsOf(company.average),
      reviews_count: company.reviewsCount,
    },
    bid: offerOf(bid),
    finished_price_ore: contact.state === 'finished' ? contact.finishedPriceOre : null,
    messages: thread
      .filter((m) => m.contactId === contact.id)
      .map((m): ThreadMessage => ({
        message_id: m.id,
        sender: m.sender,
        body: m.body,
        option: m.option,
        created_at: m.createdAt,
        is_new: isUnreadBy(m, customer),
      })),
  }));
  await markRead(db, ids, customer);
  const invited = await db
    .select({ company_id: companies.id, company_name: companies.name, created_at: invitations.createdAt })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(eq(invitations.jobId, job.id))
    .orderBy(asc(invitations.slot))
    .all();
  const winner = rows.find((c) => c.isWinner);
  const left = Math.max(0, MAX_INVITATIONS_PER_JOB - invited.length);
  const choosable = jobContacts.some((c) => c.state === 'bid' && c.bid !== null && !c.bid.withdrawn);
  return {
    job: {
      job_id: job.id,
      headline: job.headline,
      description: job.description,
      category_id: job.categoryId,
      category_name: job.categoryName,
      zip: job.zip,
      city: await cityOf(db, job.zip),
      status: job.status,
      created_at: job.createdAt,
      personalized_company_id: job.personalizedCompanyId,
      hidden,
    },
    attributes: await answersOf(db, job.id),
    contacts: jobContacts,
    invitations: invited,
    state: {
      can_invite: isOpen(job.status) && left > 0 && job.personalizedCompanyId === null,
      invitations_left: left,
      can_choose: canChooseAgain(job.status, winner, nowSeconds()) && choosable,
      can_reopen: job.status === 'expired',
      winner_contact_id: winner?.id ?? null,
    },
  };
}
