// The dashboard's figures of what happened in the period (issue 33), counted in SQL: the companies
// that made an offer (a contact written then; contacts_created_idx, named to SQLite, which has no
// statistics to choose by) in all, per category (the job's, a subcategory counted under its parent)
// and per region (the job's zip); the revenue from plans (the ledger's plan payments and renewals,
// which are negative rows, as a positive sum) and the notices that failed, per Copenhagen day and
// channel.
import { perEngine } from '../../db/engine/dialect.js';
import { rawAll, rawGet } from '../../db/engine/raw.js';
import type { Db } from '../../db/open.js';
import { localDaySql, type Period } from './period.js';

export interface ActiveRow {
  id: number;
  name: string;
  companies: number;
  offers: number;
}

const range = (period: Period) => [period.start, period.end];

/** The offers written in the period, read from contacts_created_idx. */
const offersIn = perEngine((dialect) => `contacts c ${dialect.indexHint('contacts_created_idx')}`);

/** Companies with at least one offer written in the period. */
export async function activeCompanies(db: Db, period: Period): Promise<number> {
  const row = await rawGet<{ n: number }>(
    db,
    `select count(distinct c.company_id) n from ${offersIn(db)} where c.created_at >= ? and c.created_at < ?`,
    range(period),
  );
  return row?.n ?? 0;
}

/** Per category of the jobs offered on (a subcategory under its parent). */
export async function activeByCategory(db: Db, period: Period): Promise<ActiveRow[]> {
  return await rawAll<ActiveRow>(
    db,
    `select top.id id, top.name name, a.companies companies, a.offers offers
     from (
       select coalesce(cat.parent_id, cat.id) top_id, count(distinct c.company_id) companies, count(*) offers
       from ${offersIn(db)}
       join jobs j on j.id = c.job_id
       join categories cat on cat.id = j.category_id
       where c.created_at >= ? and c.created_at < ?
       group by coalesce(cat.parent_id, cat.id)
     ) a
     join categories top on top.id = a.top_id`,
    range(period),
  );
}

/** Per region of the jobs offered on (by the job's zip; a zip of no region is left out). */
export async function activeByRegion(db: Db, period: Period): Promise<ActiveRow[]> {
  return await rawAll<ActiveRow>(
    db,
    `select r.id id, r.name name, a.companies companies, a.offers offers
     from (
       select z.region_id region_id, count(distinct c.company_id) companies, count(*) offers
       from ${offersIn(db)}
       join jobs j on j.id = c.job_id
       join zip_codes z on z.zip = j.zip
       where c.created_at >= ? and c.created_at < ?
       group by z.region_id
     ) a
     join regions r on r.id = a.region_id`,
    range(period),
  );
}

/** What companies paid for plans per Copenhagen day (øre; days without a payment left out). */
export async function revenueDays(db: Db, period: Period): Promise<{ local_day: number; revenue: number }[]> {
  return await rawAll(
    db,
    `select ${localDaySql('created_at', period.segments)} local_day, -sum(amount_ore) revenue
     from balance_ledger
     where kind in ('plan_payment', 'renewal') and created_at >= ? and created_at < ?
     group by local_day`,
    range(period),
  );
}

/** Notices queued in the period that finally failed, per Copenhagen day and channel. */
export async function failedNoticeDays(
  db: Db,
  period: Period,
): Promise<{ local_day: number; channel: 'email' | 'sms'; n: number }[]> {
  return await rawAll(
    db,
    `select ${localDaySql('created_at', period.segments)} local_day, channel, count(*) n
     from outbox
     where status = 'failed' and created_at >= ? and created_at < ?
     group by local_day, channel`,
    range(period),
  );
}
