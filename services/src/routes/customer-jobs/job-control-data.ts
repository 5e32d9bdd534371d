// Reads what the customer's control of her job needs (issue 32): the job's facts for where it stands
// (its first offer, its chosen company, its review), whether it can still be edited, added to,
// withdrawn or opened again, its additions, the street address to prefill when she chooses a
// company (the one given for the job, else her profile's), and while it can be edited its category's
// questions for the edit form. Ownership is in the where clause. An erased chosen company is named
// in the reader's words for a deleted user ("Slettet bruger").
import type { JobControlReply, WithdrawReason } from '@opgavetorvet/contracts';
import { and, eq, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { attributesOf } from '../../db/queries/categories.js';
import { additionsOf } from '../../db/queries/job-additions.js';
import { bids, companies, contacts, jobs, reviews, users } from '../../db/schema/index.js';
import { jobProgress } from '../../domain/jobs/progress.js';
import { ADDITION_STATES, TEXT_CHANGEABLE } from '../../domain/jobs/job-text.js';
import { JOB_TRANSITIONS } from '../../domain/jobs/transitions.js';
import { reopenableUntil } from '../../domain/jobs/withdraw.js';
import { AppError } from '../../errors.js';
import { nowSeconds } from '../../lib/danish.js';
import { shownName } from '../../lib/personal-data/shown-name.js';
import type { Translate } from '../../lib/translator.js';

async function jobFactsOf(db: Db, jobId: number, userId: number) {
  return await db
    .select({
      status: jobs.status,
      categoryId: jobs.categoryId,
      createdAt: jobs.createdAt,
      openUntil: jobs.openUntil,
      withdrawnAt: jobs.withdrawnAt,
      withdrawReason: jobs.withdrawReason,
      withdrawText: jobs.withdrawText,
      jobStreet: jobs.streetAddress,
      profileStreet: users.streetAddress,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.userId))
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .get();
}

async function firstOfferAt(db: Db, jobId: number): Promise<number | null> {
  const row = await db
    .select({ at: min(bids.createdAt) })
    .from(bids)
    .innerJoin(contacts, eq(contacts.id, bids.contactId))
    .where(eq(contacts.jobId, jobId))
    .get();
  return row?.at ?? null;
}

async function winnerOf(db: Db, jobId: number) {
  return await db
    .select({
      state: contacts.state,
      company: companies.name,
      selectedAt: contacts.selectedAt,
      finishedAt: contacts.finishedAt,
      expectedEndAt: contacts.expectedEndAt,
      reviewedAt: sql<
        number | null
      >`(select ${reviews.createdAt} from ${reviews} where ${reviews.contactId} = ${contacts.id})`,
    })
    .from(contacts)
    .innerJoin(companies, eq(companies.id, contacts.companyId))
    .where(and(eq(contacts.jobId, jobId), eq(contacts.isWinner, true)))
    .get();
}

/** The reply of GET /api/bruger/opgaver/:jobId/styring; 404 for a job that is not hers. */
export async function jobControlOf(
  db: Db,
  jobId: number,
  userId: number,
  t: Translate,
): Promise<JobControlReply> {
  const job = await jobFactsOf(db, jobId, userId);
  if (!job) throw new AppError(404, 'errors:::job_not_found');
  const offeredAt = await firstOfferAt(db, jobId);
  const chosen = await winnerOf(db, jobId);
  const winner = chosen ? { ...chosen, company: shownName(chosen.company, t) } : null;
  const withdrawn = job.status === 'cancelled' && job.withdrawnAt !== null ? job.withdrawnAt : null;
  const reopenUntil = withdrawn !== null ? reopenableUntil(withdrawn) : null;
  const withdrawable = (JOB_TRANSITIONS.withdraw.from as readonly string[]).includes(job.status);
  const editable = TEXT_CHANGEABLE.includes(job.status) && offeredAt === null;
  return {
    job_id: jobId,
    can_edit: editable,
    can_add: ADDITION_STATES.includes(job.status) && offeredAt !== null,
    can_withdraw: withdrawable,
    reopen_until: reopenUntil !== null && reopenUntil >= nowSeconds() ? reopenUntil : null,
    withdrawal:
      withdrawn !== null
        ? {
            at: withdrawn,
            reason: (job.withdrawReason ?? 'other') as WithdrawReason,
            text: job.withdrawText,
          }
        : null,
    additions: await additionsOf(db, jobId),
    progress: jobProgress({
      status: job.status,
      createdAt: job.createdAt,
      openUntil: job.openUntil,
      withdrawnAt: withdrawn,
      firstOfferAt: offeredAt,
      winner,
      reviewedAt: winner?.reviewedAt ?? null,
    }),
    street_address: job.jobStreet ?? job.profileStreet ?? null,
    questions: editable ? await attributesOf(db, job.categoryId) : [],
  };
}
