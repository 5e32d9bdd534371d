// The dashboard's figures of the jobs posted in the period (issue 33), counted in SQL in one pass:
// the period's jobs (jobs_created_idx) with their offers (contacts_job_created_idx, covering) are
// grouped by job once (a materialized CTE), then counted twice: per Copenhagen day the jobs, their
// offers, the ones that hired, and the jobs per number of offers and per step of the wait for the
// first offer; and the jobs with an offer per whole minute of that wait (per hour beyond two days),
// from which the median is read. A job hired when its customer chose a company (selected_at is
// set, whatever happened after).
import { ADMIN_DASHBOARD_OFFERS_CAP, FIRST_OFFER_BOUNDS, FIRST_OFFER_STEPS } from '@opgavetorvet/contracts';
import { perEngine } from '../../db/engine/dialect.js';
import { rawAll } from '../../db/engine/raw.js';
import type { Db } from '../../db/open.js';
import { localDaySql, type Period } from './period.js';

/** The columns counted per day: `o0` … `o{CAP}` jobs with that many offers (the last: or more), `w0` … per wait step. */
const offerColumns = Array.from({ length: ADMIN_DASHBOARD_OFFERS_CAP + 1 }, (_, n) => `o${n}`);
const waitColumns = FIRST_OFFER_STEPS.map((_, i) => `w${i}`);

/**
 * One day's counts of the jobs posted on it: local_day, jobs, offers, hired, with_offer and the
 * columns above.
 */
export type JobDayRow = Record<string, number> & { local_day: number };

/** Jobs whose first offer came after `minutes` whole minutes. */
export interface WaitRow {
  minutes: number;
  jobs: number;
}

const offerCounts = offerColumns.map((column, n) =>
  n < ADMIN_DASHBOARD_OFFERS_CAP
    ? `sum(case when offers = ${n} then 1 else 0 end) ${column}`
    : `sum(case when offers >= ${n} then 1 else 0 end) ${column}`,
);

const waitCounts = waitColumns.map((column, i) => {
  const lower = i === 0 ? undefined : FIRST_OFFER_BOUNDS[i - 1];
  const upper = FIRST_OFFER_BOUNDS[i];
  const bounds = [lower === undefined ? '' : `wait >= ${lower}`, upper === undefined ? '' : `wait < ${upper}`]
    .filter(Boolean)
    .join(' and ');
  return `sum(case when ${bounds} then 1 else 0 end) ${column}`;
});

/** A wait's whole minutes; beyond two days whole hours (in minutes), so the rows stay few. */
const WAIT_MINUTES = 'case when wait < 172800 then wait / 60 else (wait / 3600) * 60 end';

/** The statement of both counts over one grouping of the jobs; `kind` says which a row is. */
const statement = perEngine(
  (dialect) => (period: Period) => `
  with per_job as materialized (
    select ${localDaySql('j.created_at', period.segments)} local_day,
      count(c.id) offers,
      min(c.created_at) - j.created_at wait,
      case when count(c.selected_at) > 0 then 1 else 0 end hired
    from jobs j ${dialect.indexHint('jobs_created_idx')}
    left join contacts c ${dialect.indexHint('contacts_job_created_idx')} on c.job_id = j.id
    where j.created_at >= ? and j.created_at < ?
    group by j.id, j.created_at
  )
  select 'day' kind, local_day slot, count(*) jobs, sum(offers) offers, sum(hired) hired,
    sum(case when offers > 0 then 1 else 0 end) with_offer,
    ${offerCounts.join(', ')}, ${waitCounts.join(', ')}
  from per_job
  group by local_day
  union all
  select 'wait' kind, ${WAIT_MINUTES} slot, count(*) jobs, 0, 0, 0,
    ${[...offerColumns, ...waitColumns].map(() => '0').join(', ')}
  from per_job
  where wait is not null
  group by ${WAIT_MINUTES}`,
);

/** Per Copenhagen day of the period (days without a job left out), and the jobs per minute of their first offer's wait. */
export async function jobFigures(db: Db, period: Period): Promise<{ days: JobDayRow[]; waits: WaitRow[] }> {
  const rows = await rawAll<Record<string, number | string | null>>(db, statement(db)(period), [
    period.start,
    period.end,
  ]);
  const days: JobDayRow[] = [];
  const waits: WaitRow[] = [];
  for (const { kind, slot, ...counts } of rows) {
    const numbers = Object.fromEntries(
      Object.entries(counts).map(([key, value]) => [key, Number(value ?? 0)]),
    );
    if (kind === 'day') days.push({ ...numbers, local_day: Number(slot) });
    else waits.push({ minutes: Number(slot), jobs: numbers.jobs ?? 0 });
  }
  return { days, waits };
}

/** The lower middle wait (whole minutes) of the jobs with an offer, or null without one. */
export function medianMinutes(waits: readonly WaitRow[]): number | null {
  const total = waits.reduce((sum, row) => sum + row.jobs, 0);
  if (total === 0) return null;
  const middle = Math.floor((total - 1) / 2);
  let seen = 0;
  for (const row of [...waits].sort((a, b) => a.minutes - b.minutes)) {
    seen += row.jobs;
    if (seen > middle) return row.minutes;
  }
  return null;
}
