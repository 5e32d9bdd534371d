// Test fixtures of a company's offers at given times (issue 31: reply times and statistics): a job
// posted at one time, the company's alert of it, its contact and bid written when it offered, and
// what became of the offer (chosen, finished at a final price).
import type { ContactState } from '../db/schema/index.js';
import { addJob, type CompanyWorld } from './company-job-fixtures.js';
import { sqlInsert, sqlRun } from './sql.js';

export const MINUTE = 60;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface OfferFixture {
  /** When the job was posted (unix seconds). */
  postedAt: number;
  /** When the company sent its first offer. */
  offeredAt: number;
  categoryId?: number;
  /** The company's alert of the job: instant when written, digest when `digestedAt`. */
  alert?: { delivery: 'instant' | 'digest'; at: number; digestedAt?: number | null };
  /** The contact's state now ('bid' by default); a chosen state gets a selection time. */
  state?: ContactState;
  /** A finished job: when, and the final price the company reported (øre). */
  finished?: { at: number; priceOre: number };
}

/** One offer of `companyId` as described; returns the contact's id. */
export async function addOffer(world: CompanyWorld, companyId: number, offer: OfferFixture): Promise<number> {
  const db = world.app.db;
  const state = offer.finished ? 'finished' : (offer.state ?? 'bid');
  const chosen = !['bid', 'declined', 'withdrawn'].includes(state);
  const jobId = await addJob(world, {
    createdAt: offer.postedAt,
    categoryId: offer.categoryId,
    status: state === 'finished' ? 'finished' : chosen ? 'assigned' : 'open',
  });
  if (offer.alert)
    await sqlRun(
      db,
      'insert into job_alerts (job_id, company_id, delivery, created_at, digested_at) values (?, ?, ?, ?, ?)',
      jobId,
      companyId,
      offer.alert.delivery,
      offer.alert.at,
      offer.alert.digestedAt ?? null,
    );
  const contactId = await sqlInsert(
    db,
    `insert into contacts (job_id, company_id, state, is_winner, selected_at, finished_price_ore, finished_at, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?)`,
    jobId,
    companyId,
    state,
    chosen && state !== 'refused' && state !== 'cancelled' ? 1 : 0,
    chosen ? offer.offeredAt + HOUR : null,
    offer.finished?.priceOre ?? null,
    offer.finished?.at ?? null,
    offer.offeredAt,
  );
  await sqlInsert(
    db,
    'insert into bids (contact_id, amount, comment, created_at, withdrawn_at) values (?, 12500, ?, ?, ?)',
    contactId,
    'Inkl. moms',
    offer.offeredAt,
    state === 'withdrawn' ? offer.offeredAt + HOUR : null,
  );
  return contactId;
}
