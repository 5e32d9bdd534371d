// Reads the customer's job page: the job's answers and photos, every contact with its company (its
// logo, and its address, CVR badge, typical reply time and description's start from its details,
// issue 31: offer-company-details.ts), latest offer and
// conversation, the invitations, and what the customer can do next, in as many statements for ten
// offers (or ten photos) as for one (joins, one read of all threads, one of the photos, one of the
// companies' logos, two of their details), each part selected into the reply's shape. The caller has already found the job with ownership in the where clause.
// Read by the customer's own page (routes/customer-jobs) and by the administrator's view of any job
// as its customer sees it (routes/admin-jobs, issue 33), which marks nothing read; a job the
// administrator removed carries when and why, which the page tells the customer.
import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_INVITATIONS_PER_JOB, type JobPageContact, type JobPageReply } from '@opgavetorvet/contracts';
import type { Db } from '../../db/open.js';
import {
  attributeOptions,
  bids,
  carModels,
  categories,
  categoryAttributes,
  companies,
  contacts,
  invitations,
  jobAttributes,
  jobs,
  zipCodes,
  type JobStatus,
} from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { newestBidId } from '../../db/queries/contacts.js';
import { filesOf } from '../../db/queries/files.js';
import { withAnswerJoins } from '../../db/queries/job-answers.js';
import { markRead, threadMessagesOf } from '../../db/queries/messages.js';
import { reviewScore, starsOf } from '../../db/queries/company-card.js';
import { logosOf } from '../../db/queries/company-references.js';
import { detailsIn, detailsWithReplyTime } from '../../db/queries/details-with-reply-time.js';
import { canChooseAgain } from './choose-supplier.js';
import { OFFER_DESCRIPTION_START, offerCompanyDetails } from './offer-company-details.js';
import { nowSeconds } from '../../lib/danish.js';
import { reopenableUntil } from './withdraw.js';

/** The job whose page is read: found by the caller, with its customer. */
export interface PageJob {
  id: number;
  userId: number;
}

/** Companies can be invited to, and a supplier chosen on, an open job only. */
export const isOpen = (status: JobStatus): boolean => status === 'open';

async function answersOf(db: Db, jobId: number): Promise<JobPageReply['attributes']> {
  return await withAnswerJoins(
    db
      .select({
        attribute_id: categoryAttributes.id,
        name: categoryAttributes.name,
        unit: categoryAttributes.unit,
        value: sql<string>`coalesce(${attributeOptions.label}, ${carModels.make} || ' ' || ${carModels.model}, cast(${jobAttributes.numberValue} as text), '')`,
        // What was answered, which the edit form of issue 32 is filled in with.
        option_id: jobAttributes.optionId,
        number_value: jobAttributes.numberValue,
        car_model_id: jobAttributes.carModelId,
      })
      .from(jobAttributes)
      .$dynamic(),
  )
    .where(eq(jobAttributes.jobId, jobId))
    .orderBy(asc(categoryAttributes.sort), asc(categoryAttributes.id), asc(jobAttributes.id))
    .all();
}

/** The job block of the page, its city joined from the zip code; undefined when it is not the customer's. */
async function jobOf(db: Db, job: PageJob) {
  return await db
    .select({
      job_id: jobs.id,
      headline: jobs.headline,
      description: jobs.description,
      category_id: jobs.categoryId,
      category_name: categories.name,
      zip: jobs.zip,
      city: sql<string>`coalesce(${zipCodes.city}, '')`,
      status: jobs.status,
      created_at: jobs.createdAt,
      personalized_company_id: jobs.personalizedCompanyId,
      withdrawn_at: jobs.withdrawnAt,
      removed_at: jobs.removedAt,
      removed_reason: jobs.removedReason,
    })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .leftJoin(zipCodes, eq(zipCodes.zip, jobs.zip))
    .where(and(eq(jobs.id, job.id), eq(jobs.userId, job.userId)))
    .get();
}

/**
 * The job's contacts, oldest first, each with its company, the company's review average and its
 * newest bid (null when it has none), in the reply's shape (with when the company was chosen, which
 * decides whether the customer may choose again): one statement however many offers the job has.
 */
async function offersOf(db: Db, jobId: number) {
  return await db
    .select({
      contact_id: contacts.id,
      state: contacts.state,
      is_winner: contacts.isWinner,
      selectedAt: contacts.selectedAt,
      finished_price_ore: sql<
        number | null
      >`case when ${contacts.state} = ${'finished'} then ${contacts.finishedPriceOre} end`,
      company: {
        company_id: companies.id,
        name: companies.name,
        slug: companies.slug,
        project: companies.project,
        average: reviewScore.average,
        reviews_count: reviewScore.reviewsCount,
        descriptionStart: sql<string>`substr(coalesce(${companies.description}, ''), 1, ${OFFER_DESCRIPTION_START})`,
      },
      bid: {
        bid_id: bids.id,
        amount: bids.amount,
        min_estimate: bids.minEstimate,
        max_estimate: bids.maxEstimate,
        discount: bids.discount,
        hours_amount: bids.hoursAmount,
        hours_discount: bids.hoursDiscount,
        comment: bids.comment,
        created_at: bids.createdAt,
        withdrawn: sql<boolean>`${bids.withdrawnAt} is not null`.mapWith(Boolean),
      },
    })
    .from(contacts)
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .leftJoin(bids, eq(bids.id, newestBidId(contacts.id)))
    .where(eq(contacts.jobId, jobId))
    .orderBy(asc(contacts.createdAt), asc(contacts.id))
    .all();
}

/**
 * The page's data; company messages unread until now come back with is_new and are marked read
 * (`markRead: false`, the administrator's view: is_new as the customer would see it, nothing marked).
 */
export async function jobPage(
  db: Db,
  owned: PageJob,
  hidden: boolean,
  { markRead: marking = true }: { markRead?: boolean } = {},
): Promise<JobPageReply> {
  const found = await jobOf(db, owned);
  if (!found) throw new AppError(404, 'errors:::job_not_found');
  const { withdrawn_at: withdrawnAt, removed_at: removedAt, removed_reason: removedReason, ...job } = found;
  // Removed by the administrator (issue 33): the page says so and why.
  const removal = removedAt !== null ? { at: removedAt, reason: removedReason ?? '' } : null;
  const offers = await offersOf(db, job.job_id);
  const ids = offers.map((offer) => offer.contact_id);
  const customer = { userId: owned.userId };
  const thread = await threadMessagesOf(db, ids, customer);
  // The companies' logos in one statement and their details in two, when there are offers to show them on.
  const companyIds = offers.map((offer) => offer.company.company_id);
  const logos = offers.length > 0 ? await logosOf(db, companyIds) : new Map();
  const details = await detailsWithReplyTime(db, companyIds);
  const jobContacts: JobPageContact[] = offers.map(
    ({ company: { average, descriptionStart, ...company }, selectedAt: _chosenAt, ...offer }) => {
      const shown = detailsIn(details, company.company_id);
      return {
        ...offer,
        company: {
          ...company,
          rating: starsOf(average),
          logo: logos.get(company.company_id) ?? null,
          ...offerCompanyDetails(shown, descriptionStart),
        },
        messages: thread.filter((m) => m.contact_id === offer.contact_id),
      };
    },
  );
  if (marking) await markRead(db, ids, customer);
  const invited = await db
    .select({ company_id: companies.id, company_name: companies.name, created_at: invitations.createdAt })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(eq(invitations.jobId, job.job_id))
    .orderBy(asc(invitations.slot))
    .all();
  const winner = offers.find((c) => c.is_winner);
  const left = Math.max(0, MAX_INVITATIONS_PER_JOB - invited.length);
  const choosable = jobContacts.some((c) => c.state === 'bid' && c.bid !== null && !c.bid.withdrawn);
  return {
    job: { ...job, hidden, removal },
    photos: (await filesOf(db, { jobIds: [job.job_id] })).get(job.job_id) ?? [],
    attributes: await answersOf(db, job.job_id),
    contacts: jobContacts,
    invitations: invited,
    state: {
      can_invite: isOpen(job.status) && left > 0 && job.personalized_company_id === null,
      invitations_left: left,
      can_choose: canChooseAgain(job.status, winner, nowSeconds()) && choosable,
      can_reopen:
        job.status === 'expired' ||
        (job.status === 'cancelled' && withdrawnAt !== null && reopenableUntil(withdrawnAt) >= nowSeconds()),
      winner_contact_id: winner?.contact_id ?? null,
    },
  };
}
